import { ui } from '@/content/site';

export default function Loading() {
  return (
    <div role="status" className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center gap-3 px-4 text-lg text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-sea-200 border-t-sea-700 motion-reduce:animate-none" />
      {ui.loading}
    </div>
  );
}
