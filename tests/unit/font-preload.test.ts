import { preloadPageFonts } from '../../scripts/font-preload.mjs';

// What next/font writes: one variable class per font, and its @font-face (lib/font.ts).
const CSS =
  '@font-face{font-family:inter;src:url(../media/inter_latin.p.woff2)format("woff2");font-display:swap}' +
  '@font-face{unicode-range:U+301,U+400-45F,U+490-491;font-family:interCyrillic;src:url(../media/inter_cyrillic.abc.woff2)format("woff2")}' +
  '@font-face{font-family:Heebo Fallback;src:local(Arial);unicode-range:U+590-5FF}' +
  '@font-face{unicode-range:U+307-308,U+590-5FF;font-family:hebrew;src:url(../media/heebo_hebrew.def.woff2)format("woff2")}' +
  '.lat_variable{--font-inter:"inter"}.cyr_variable{--font-inter-cyrillic:"interCyrillic"}.heb_variable{--font-hebrew:"hebrew"}';
const page = (lang: string, classes: string) =>
  `<!DOCTYPE html><html lang="${lang}" class="${classes}"><head><link rel="preload" href="/_next/static/media/inter_latin.p.woff2" as="font"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body></body></html>`;
const read = (href: string) => {
  expect(href).toBe('/_next/static/chunks/site.css');
  return CSS;
};

describe('preloadPageFonts', () => {
  it('preloads the Cyrillic face on Russian pages and the Hebrew one on Hebrew pages, before the stylesheet', () => {
    const ru = preloadPageFonts(page('ru', 'lat_variable cyr_variable'), read);
    expect(ru.fonts).toEqual(['/_next/static/media/inter_cyrillic.abc.woff2']);
    expect(ru.html).toContain(
      '<link rel="preload" href="/_next/static/media/inter_cyrillic.abc.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet"',
    );
    const he = preloadPageFonts(page('he', 'lat_variable heb_variable'), read);
    expect(he.fonts).toEqual(['/_next/static/media/heebo_hebrew.def.woff2']);
    expect(he.html).not.toContain('inter_cyrillic');
  });

  it('leaves English and German pages as they are: their Latin face is preloaded already', () => {
    expect(preloadPageFonts(page('en', 'lat_variable'), read)).toEqual({ html: page('en', 'lat_variable'), fonts: [] });
    expect(preloadPageFonts(page('de', 'lat_variable'), read).html).toBe(page('de', 'lat_variable'));
  });

  it('fails the build when a font the page names has no file in the stylesheet', () => {
    expect(() => preloadPageFonts(page('ru', 'lat_variable cyr_variable'), () => CSS.replace('url(../media/inter_cyrillic.abc.woff2)', 'local(Arial)'))).toThrow(
      /names the font "interCyrillic"/,
    );
  });
});
