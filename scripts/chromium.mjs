import { existsSync } from 'node:fs';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * (undefined) Playwright's own downloaded browser.
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
