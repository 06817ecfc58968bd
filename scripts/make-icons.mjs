/**
 * Renders the PNG icons from app/icon.svg with the installed Chromium. Run it again after changing
 * the SVG: `node scripts/make-icons.mjs`; the PNGs are committed, the build does not run this.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const rounded = readFileSync(new URL('../app/icon.svg', import.meta.url), 'utf8');
// Home screens mask icons to their own shape, so those variants fill the square; the house and
// waves already sit inside the maskable safe zone (the middle 80%).
const square = rounded.replace(/ rx="[\d.]+"/, '');

const icons = [
  { file: '../app/apple-icon.png', svg: square, size: 180 },
  { file: '../public/icon-192.png', svg: rounded, size: 192 },
  { file: '../public/icon-512.png', svg: rounded, size: 512 },
  { file: '../public/icon-maskable-512.png', svg: square, size: 512 },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, svg, size } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    const path = new URL(file, import.meta.url).pathname;
    await page.screenshot({ path, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${path} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
