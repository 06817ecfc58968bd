export { LoadingFallback as default } from '@/components/layout/loading-fallback';
