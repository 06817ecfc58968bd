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

/**
 * Inter, Latin Extended: Turkish, Polish, Czech … letters (ş, ğ, İ, ł, ą) that the Latin face lacks,
 * on every page; only a character in its range fetches it (a Turkish name in a German legal page),
 * so a language written in Latin letters never falls back to another font for one of them.
 */
export const interLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin-ext',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
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

/** The font variables a language's pages need on <html>: Inter's two Latin faces, and the face of its script. */
export function fontClasses(locale: Locale): string {
  const face = scriptFaces[localeInfo(locale).script];
  const latin = `${inter.variable} ${interLatinExt.variable}`;
  return face ? `${latin} ${face.variable}` : latin;
}
