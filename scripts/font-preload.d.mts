export function preloadPageFonts(html: string, readStylesheet: (href: string) => string): { html: string; fonts: string[] };
