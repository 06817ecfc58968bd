import localFont from 'next/font/local';
import { localeInfo, type Locale, type LocaleInfo } from '@/content/locales';

/*
 * Self-hosted from @fontsource-variable. Each face covers one script; app/globals.css stacks them per
 * language with metric-matched Arial fallbacks, so a page downloads only the scripts it shows.
 */

/** Inter, Latin: every page. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
  adjustFontFallback: false,
  fallback: [],
});

/** Inter, Cyrillic: only Russian pages name it, and only Cyrillic characters fetch it. */
export const interCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-cyrillic',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

/** Heebo, Hebrew: only Hebrew pages name it; Latin text there stays in Inter. */
export const hebrew = localFont({
  src: '../node_modules/@fontsource-variable/heebo/files/heebo-hebrew-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-hebrew',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0307-0308, U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F' }],
});

/** The face each script needs beside Inter's Latin one. */
const scriptFaces: Record<LocaleInfo['script'], { variable: string } | null> = { latin: null, cyrillic: interCyrillic, hebrew };

/** The font variables a language's pages need on <html>: Inter's, and the face of its script. */
export function fontClasses(locale: Locale): string {
  const face = scriptFaces[localeInfo(locale).script];
  return face ? `${inter.variable} ${face.variable}` : inter.variable;
}
