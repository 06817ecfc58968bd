// Makes sure a Chromium exists before the browser tests: installs Debian's when it can.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';

function playwrightBrowserInstalled() {
  const dir = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith('chromium'));
}

function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

if (findChromium() || playwrightBrowserInstalled()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && hasCommand('apt-get')) {
  console.log('No Chromium found: installing Debian\'s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/sh' });
  if (findChromium()) process.exit(0);
}

console.error(
  'No Chromium found for the browser tests. Install one with:\n' +
    '  sudo apt-get install -y chromium        (Debian/Ubuntu)\n' +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary, or run: npx playwright install chromium',
);
process.exit(1);
