export function preloadLanguageFont(html: string, readStylesheet: (href: string) => string): { html: string; font: string | null };
