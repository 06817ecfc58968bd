import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'whatsapp' | 'outline' | 'ghost-light' | 'light';
/** `icon-sm`: a round icon button on phones that gains its label from the sm breakpoint. */
export type ButtonSize = 'md' | 'lg' | 'icon-sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 min-h-11';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-sea-700 text-white hover:bg-sea-800',
  secondary: 'bg-sand-100 text-sand-800 hover:bg-sand-200',
  whatsapp: 'bg-whatsapp text-whatsapp-ink hover:bg-whatsapp-hover',
  outline: 'border border-sea-700 text-sea-700 hover:bg-sea-50',
  'ghost-light': 'border border-white/70 text-white hover:bg-white/10',
  light: 'bg-white text-sea-900 hover:bg-sea-50',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
  'icon-sm': 'w-11 py-2.5 text-sm sm:w-auto sm:px-4',
};

/**
 * The one place button looks are defined; links and buttons share it. `className` adds layout
 * (width, margin) only: `cn` does not resolve two utilities that set the same property.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}
