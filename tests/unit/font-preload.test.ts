import { preloadLanguageFont } from '../../scripts/font-preload.mjs';

const CSS =
  '@font-face{font-family:inter;src:url(../media/inter_latin.p.woff2)format("woff2");font-display:swap}' +
  '@font-face{unicode-range:U+301,U+400-45F,U+490-491;font-family:interCyrillic;src:url(../media/inter_cyrillic.abc.woff2)format("woff2")}' +
  '@font-face{font-family:Heebo Fallback;src:local(Arial);unicode-range:U+590-5FF}' +
  '@font-face{unicode-range:U+307-308,U+590-5FF;font-family:hebrew;src:url(../media/heebo_hebrew.def.woff2)format("woff2")}';
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><link rel="preload" href="/_next/static/media/inter_latin.p.woff2" as="font"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body></body></html>`;
const read = (href: string) => {
  expect(href).toBe('/_next/static/chunks/site.css');
  return CSS;
};

describe('preloadLanguageFont', () => {
  it('preloads the Cyrillic face on Russian pages and the Hebrew one on Hebrew pages, before the stylesheet', () => {
    const ru = preloadLanguageFont(page('ru'), read);
    expect(ru.font).toBe('/_next/static/media/inter_cyrillic.abc.woff2');
    expect(ru.html).toContain(
      '<link rel="preload" href="/_next/static/media/inter_cyrillic.abc.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet"',
    );
    const he = preloadLanguageFont(page('he'), read);
    expect(he.font).toBe('/_next/static/media/heebo_hebrew.def.woff2');
    expect(he.html).not.toContain('inter_cyrillic');
  });

  it('leaves English and German pages as they are', () => {
    expect(preloadLanguageFont(page('en'), read)).toEqual({ html: page('en'), font: null });
    expect(preloadLanguageFont(page('de'), read).html).toBe(page('de'));
  });

  it('fails the build when no face covers the language’s script', () => {
    expect(() => preloadLanguageFont(page('ru'), () => CSS.replace('U+400-45F', 'U+500-52F'))).toThrow(/covers the ru script/);
  });
});
