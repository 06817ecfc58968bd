import { clsx, type ClassValue } from 'clsx';

/** Joins class names, each once: a component's defaults and a caller's extras often overlap. */
export function cn(...inputs: ClassValue[]): string {
  return [...new Set(clsx(inputs).split(' ').filter(Boolean))].join(' ');
}
