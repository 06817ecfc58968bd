// Preloads the font faces a page names beyond those next/font already preloads.
//
// next/font preloads per layout, and one layout serves /de, /ru and /he, so the Cyrillic and Hebrew
// faces are declared with `preload: false` (else every edition would fetch both). Found only when the
// text is laid out, they arrived after the first paint and the text reflowed (CLS 0.24 on the Russian
// guide). React's preload() cannot name them: their URL exists only once next/font has emitted them.
// Which faces a page needs is decided by `fontClasses` in lib/font.ts, the classes on <html>: this
// finds in the page's stylesheets the family each class names and its woff2 file, and preloads it,
// unless the face covers only some characters (a unicode-range) and sets less than a twentieth of the
// page's letters: Inter's Latin Extended face is named on every page for the odd Turkish name
// (Gazimağusa) and fetched only when one is on screen, late, as a few letters swapping in move nothing
// that matters; the Cyrillic face on a Russian page sets nearly every letter, so it is preloaded.
import { attr, createElement, elements, first, insertBefore, textContent } from './dom.mjs';

/** A unicode-range's letters as a regex, made once per range (a build names the same few on every page). */
const rangeLetters = new Map();
function lettersOf(range) {
  let regex = rangeLetters.get(range);
  if (!regex) {
    const hex = (code) => `\\u{${code.toString(16)}}`;
    const spans = range.split(',').map((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return `${hex(parseInt(from, 16))}-${hex(parseInt(to, 16))}`;
    });
    rangeLetters.set(range, (regex = new RegExp(`[\\p{L}&&[${spans.join('')}]]`, 'gv')));
  }
  return regex;
}

const LETTER = /\p{L}/u;

/**
 * How many letters `text` has (code units). ASCII is told by its code, the rest by the regex engine a
 * character at a time: a page's text with its payload is mostly ASCII, and a regex pass over all of it
 * (\p{L} with the u flag, a match per letter) took five times as long.
 */
export function letterCount(text) {
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x80) {
      const lower = code | 0x20;
      if (lower >= 0x61 && lower <= 0x7a) count++;
      continue;
    }
    const point = text.codePointAt(at);
    const width = point > 0xffff ? 2 : 1;
    if (LETTER.test(String.fromCodePoint(point))) count += width;
    at += width - 1;
  }
  return count;
}

/**
 * The share of the letters of `text` that a CSS unicode-range ("U+0100-02BA, U+2020") covers, 0 to 1;
 * `letters` is letterCount(text), when known. Counted by what the regex engine takes out of the text, a
 * pass in native code (a character at a time, as JavaScript, was a fifth of finishing a 10,000-page export).
 */
export function shareIn(range, text, letters = letterCount(text)) {
  const covered = text.length - text.replace(lettersOf(range), '').length;
  return letters ? covered / letters : 0;
}

/** A face that sets less of a page's letters than this is left to load when its letters show. */
const PRELOAD_SHARE = 0.05;

/** @type {import('./index.mjs').Step} */
export const fontPreload = {
  name: 'font-preload',
  run(document, { assume, readAsset }) {
    const html = first(document, 'html');
    const classes = (attr(html, 'class') ?? '').split(/\s+/).filter(Boolean);
    const head = first(document, 'head');
    const stylesheets = elements(head, 'link', (link) => attr(link, 'rel') === 'stylesheet');
    assume(stylesheets.length, 'the page links no stylesheet');
    const css = stylesheets.map((link) => [attr(link, 'href'), readAsset(attr(link, 'href'))]);
    const preloaded = new Set(elements(head, 'link', (link) => attr(link, 'rel') === 'preload' && attr(link, 'as') === 'font').map((link) => attr(link, 'href')));

    const added = [];
    let pageText;
    let letters;
    for (const name of classes) {
      // next/font's variable class: `.abc_variable{--font-inter-cyrillic:"interCyrillic"}`.
      const rule = new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}\\s*\\{[^}]*--font-[\\w-]+:\\s*["']?([^"';}]+)`);
      const found = css.map(([href, text]) => [href, text, rule.exec(text)?.[1]]).find(([, , family]) => family);
      assume(found, `<html class="${name}"> is not a next/font variable class in the page's stylesheets (lib/font.ts puts only those there)`);
      const [href, text, family] = found;
      const face = [...text.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([block]) => block).find((block) => new RegExp(`font-family:\\s*["']?${family}["']?\\s*[;}]`).test(block));
      const url = face && /src:\s*url\(["']?([^"')]+\.woff2)["']?\)/.exec(face)?.[1];
      assume(url, `<html class="${name}"> names the font "${family}", but no @font-face in ${href} gives its woff2 file`);
      const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
      // The words of the page, and of the islands' props in its inline payload, where its characters are.
      pageText ??= textContent(document);
      letters ??= letterCount(pageText);
      if (range && shareIn(range, pageText, letters) < PRELOAD_SHARE) continue;
      const font = new URL(url, `https://site.invalid${href}`).pathname;
      if (!preloaded.has(font) && !added.includes(font)) added.push(font);
    }
    for (const font of added) {
      insertBefore(head, createElement('link', { rel: 'preload', href: font, as: 'font', crossorigin: '', type: 'font/woff2' }), stylesheets[0]);
    }
    return { fonts: added };
  },
};
