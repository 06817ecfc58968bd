/** @jest-environment node */
import { letterCount, shareIn } from '../../scripts/finish-export/font-preload.mjs';

// Which faces a page preloads rests on these counts (scripts/finish-export/font-preload.mjs): a face
// that sets under a twentieth of the page's letters is left to load late.
const byRegex = (text: string) => text.length - text.replace(/\p{L}/gu, '').length;
const samples = {
  english: 'Three-bedroom villa in Kyrenia, 2 km to the sea — €345,000!',
  german: 'Gemütliche Wohnung mit Meerblick, Größe 85 m²; Straße 12.',
  russian: 'Вилла с тремя спальнями над гаванью Лапты: бассейн, сад и вид на море.',
  hebrew: 'וילה עם שלושה חדרי שינה מעל הנמל של לאפטה, 3 חדרים.',
  turkish: 'Gazimağusa, İskele ve Girne',
  astral: 'Math 𝐀𝐁 and emoji 🏠 with a lone \ud800 surrogate',
};

test('a page counts its letters as the Unicode letter class does, in every script', () => {
  for (const text of Object.values(samples)) expect(letterCount(text)).toBe(byRegex(text));
  expect(letterCount(Object.values(samples).join(' ').repeat(50))).toBe(byRegex(Object.values(samples).join(' ').repeat(50)));
  expect(letterCount('')).toBe(0);
  expect(letterCount('2026-12-03 · 100%')).toBe(0);
});

test("a face's share of the letters follows the script of the page", () => {
  const cyrillic = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';
  const latinExtended = 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
  expect(shareIn(cyrillic, samples.russian)).toBe(1);
  expect(shareIn(cyrillic, samples.english)).toBe(0);
  const turkish = shareIn(latinExtended, samples.turkish);
  expect(turkish).toBeCloseTo(2 / letterCount(samples.turkish), 5); // ğ and İ
});
