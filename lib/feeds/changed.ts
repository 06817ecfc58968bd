import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LISTINGS_DIR } from '@/lib/listings/load';

/**
 * When each listing last changed: its file or anything in its folder (its photos), as git last
 * committed it; a change not committed yet, or a copy without git history, counts from the files'
 * modification times. A portal re-imports a property whose date moved.
 */
export function listingChangeDates(root = process.cwd()): (id: string) => Date {
  const committed = new Map<string, Date>();
  const uncommitted = new Set<string>();
  const idOf = (path: string) => path.slice(LISTINGS_DIR.length + 1).split('/')[0]!.replace(/\.json$/, '');
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    // Newest commit first: the first time a listing's path shows is its last change.
    let date: Date | null = null;
    for (const line of git(['log', '--format=%x00%cI', '--name-only', '--', LISTINGS_DIR]).split('\n')) {
      if (line.startsWith('\0')) date = new Date(line.slice(1));
      else if (line.startsWith(`${LISTINGS_DIR}/`) && date && !committed.has(idOf(line))) committed.set(idOf(line), date);
    }
    for (const line of git(['status', '--porcelain', '--untracked-files=all', '--', LISTINGS_DIR]).split('\n')) {
      const path = line.slice(3).split(' -> ').pop()?.replace(/^"|"$/g, '');
      if (path?.startsWith(`${LISTINGS_DIR}/`)) uncommitted.add(idOf(path));
    }
  } catch {
    // No git here (an unpacked copy): every date comes from the files.
  }
  return (id) => {
    const known = committed.get(id);
    if (known && !uncommitted.has(id)) return known;
    const paths = [join(root, LISTINGS_DIR, `${id}.json`)];
    const folder = join(root, LISTINGS_DIR, id);
    if (existsSync(folder)) paths.push(...readdirSync(folder).map((name) => join(folder, name)));
    const times = paths.filter((path) => existsSync(path)).map((path) => statSync(path).mtimeMs);
    return new Date(times.length > 0 ? Math.max(...times) : Date.now());
  };
}
