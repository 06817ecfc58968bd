// Which file of a static export answers an address, by the rules the production hosts use
// (scripts/serve-static.mjs serves with them; the link check in tests/e2e reads out/ with them).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file that answers `pathname`, relative to root, or null. Directories are never listed, and
 * the host's own files (`_headers…`) are not served, as on Netlify and Cloudflare Pages.
 */
export function resolveFile(root, pathname) {
  const isFile = (relativePath) => {
    const full = join(root, relativePath);
    return existsSync(full) && statSync(full).isFile();
  };
  if (pathname === '/') return isFile('index.html') ? 'index.html' : null;
  const relativePath = pathname.slice(1);
  if (/(^|\/)_headers/.test(relativePath)) return null;
  if (isFile(`${relativePath}.html`)) return `${relativePath}.html`;
  if (!relativePath.endsWith('/') && isFile(relativePath)) return relativePath;
  if (isFile(join(relativePath, 'index.html'))) return join(relativePath, 'index.html');
  return null;
}

/** The 404 page for an unknown path: the one in its nearest directory that has one (/de/x → de/404.html). */
export function notFoundPage(root, pathname) {
  const segments = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = segments.length; depth >= 0; depth--) {
    const candidate = [...segments.slice(0, depth), '404.html'].join('/');
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

