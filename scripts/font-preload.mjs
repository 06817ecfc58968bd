// Preloads the face of a language's own script on that language's pages.
//
// Inter's Latin face is preloaded on every page by next/font. The Cyrillic (Russian) and Hebrew
// faces cannot be: next/font preloads per layout, and one layout serves /de, /ru and /he, so it would
// send them to every edition. Found only when the text is laid out, they arrived after the first
// paint and the text reflowed from the fallback (Lighthouse CLS 0.24 on the Russian guide). This
// adds, to the pages of a language whose script has a face of its own, a preload of that face,
// read from the page's stylesheet: it arrives beside the CSS, before the text is painted.
//
// Used by scripts/csp.mjs. Node built-ins only.

/** A letter each language's text certainly uses, to find the face that covers its script. */
const LETTER_OF = { ru: 'а', he: 'א' };

/** @param {string} range a unicode-range value: "U+301,U+400-45F" */
function covers(range, codePoint) {
  return range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });
}

/**
 * @param {string} html an exported page
 * @param {(href: string) => string} readStylesheet the text of a stylesheet the page links
 * @returns {{ html: string, font: string | null }} the page with the preload, and the font's URL
 */
export function preloadLanguageFont(html, readStylesheet) {
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '';
  const letter = LETTER_OF[lang];
  if (!letter) return { html, font: null };
  const codePoint = letter.codePointAt(0);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    for (const [face] of readStylesheet(href).matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
      const url = /src:\s*url\(["']?([^"')]+\.woff2)["']?\)/.exec(face)?.[1];
      if (!range || !url || !covers(range, codePoint)) continue;
      const font = new URL(url, `https://site.invalid${href}`).pathname;
      const link = `<link rel="preload" href="${font}" as="font" crossorigin="" type="font/woff2"/>`;
      if (html.includes(`href="${font}"`)) return { html, font };
      return { html: html.replace(/<link rel="stylesheet"/, `${link}<link rel="stylesheet"`), font };
    }
  }
  throw new Error(`no font face in the page's stylesheets covers the ${lang} script (${letter})`);
}
