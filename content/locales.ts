/**
 * The site's languages. English is at the root; every other edition lives under `/<code>`. `script`
 * picks the font face its text needs beside Latin (lib/font.ts, and the stacks in app/globals.css).
 * `currency` is the one its readers think in, shown as an approximate figure beside euro prices: GBP for
 * English readers, ILS for Hebrew, USD for Russian (the ECB has published no rouble rate since March 2022);
 * none for German readers, whose currency is the euro.
 */
const declared = [
  { code: 'en', intl: 'en-GB', ogLocale: 'en_GB', dir: 'ltr', name: 'English', script: 'latin', currency: 'GBP' },
  { code: 'de', intl: 'de-DE', ogLocale: 'de_DE', dir: 'ltr', name: 'Deutsch', script: 'latin', currency: null },
  { code: 'ru', intl: 'ru-RU', ogLocale: 'ru_RU', dir: 'ltr', name: 'Русский', script: 'cyrillic', currency: 'USD' },
  { code: 'he', intl: 'he-IL', ogLocale: 'he_IL', dir: 'rtl', name: 'עברית', script: 'hebrew', currency: 'ILS' },
] as const;

export type LocaleInfo = (typeof declared)[number];
export type Locale = LocaleInfo['code'];

/**
 * Every edition. Client islands (the language switcher) import this list, so it must never import
 * the words: content/dictionaries.ts types each language's words against it instead.
 */
export const locales: readonly LocaleInfo[] = declared;

/** The edition at the root and the hreflang x-default. */
export const defaultLocale: Locale = 'en';

export const localeCodes: Locale[] = locales.map((locale) => locale.code);

/** The editions that live under a path prefix. */
export const prefixedLocales: Locale[] = localeCodes.filter((code) => code !== defaultLocale);

export function isLocale(value: string): value is Locale {
  return (localeCodes as string[]).includes(value);
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = declared.find((locale) => locale.code === code);
  if (!info) throw new Error(`Unknown locale ${code}`);
  return info;
}
