// Preloads the font faces a page names beyond those next/font already preloads.
//
// next/font preloads Inter's Latin face on every page. The Cyrillic (Russian) and Hebrew faces
// cannot be preloaded through it: it preloads per layout, and one layout serves /de, /ru and /he,
// so it would send them to every edition. Found only when the text is laid out, they arrived after
// the first paint and the text reflowed from the fallback (Lighthouse CLS 0.24 on the Russian
// guide). Which faces a page needs is decided once, by `fontClasses` in lib/font.ts: the font
// variable classes it puts on <html>. This reads those classes, finds in the page's stylesheet the
// family each one names and that family's woff2 file, and preloads every file not yet preloaded,
// so it arrives beside the CSS, before the text is painted.
//
// Used by scripts/csp.mjs. Node built-ins only.

/**
 * @param {string} html an exported page
 * @param {(href: string) => string} readStylesheet the text of a stylesheet the page links
 * @returns {{ html: string, fonts: string[] }} the page with the preloads, and the fonts added
 */
export function preloadPageFonts(html, readStylesheet) {
  const classes = /<html\b[^>]*\bclass="([^"]*)"/.exec(html)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => [href, readStylesheet(href)]);
  const fonts = [];
  for (const name of classes) {
    for (const [href, css] of stylesheets) {
      // `.abc_variable{--font-inter-cyrillic:"interCyrillic"}`: the family this class names.
      const family = new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}\\s*\\{[^}]*--font-[\\w-]+:\\s*["']?([^"';}]+)`).exec(css)?.[1];
      if (!family) continue;
      const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([face]) => face);
      const face = faces.find((text) => new RegExp(`font-family:\\s*["']?${family}["']?\\s*[;}]`).test(text));
      const url = face && /src:\s*url\(["']?([^"')]+\.woff2)["']?\)/.exec(face)?.[1];
      if (!url) throw new Error(`<html class="${name}"> names the font "${family}", but no @font-face in ${href} gives its woff2 file`);
      const font = new URL(url, `https://site.invalid${href}`).pathname;
      if (!html.includes(`href="${font}"`) && !fonts.includes(font)) fonts.push(font);
    }
  }
  if (!fonts.length) return { html, fonts };
  const links = fonts.map((font) => `<link rel="preload" href="${font}" as="font" crossorigin="" type="font/woff2"/>`).join('');
  return { html: html.replace(/<link rel="stylesheet"/, `${links}<link rel="stylesheet"`), fonts };
}
