/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { keepChunks, MANIFEST, STATIC } from '../../scripts/deploy/keep-chunks.mjs';

/*
 * A page left open across a deploy names the previous build's chunks. The deploy keeps the static
 * files of the builds of the last days beside the new ones, so such a page can still load its code.
 */

function write(root: string, file: string, text = file) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A build's out/ with these files under _next/static. */
function build(files: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'out-'));
  for (const file of files) write(out, `${STATIC}/${file}`, `${file} of this build`);
  return out;
}

const day = 86_400_000;
const monday = new Date('2026-11-23T10:00:00Z');

describe('keeping the previous builds’ chunks for pages still open', () => {
  it('ships a chunk of the last build beside the new ones, and forgets it days after its last deploy', () => {
    const cache = mkdtempSync(join(tmpdir(), 'cache-'));
    // Monday's deploy: nothing cached yet.
    const first = build(['chunks/a1.js', 'chunks/shared.js', 'css/s1.css']);
    expect(keepChunks({ previous: cache, out: first, days: 7, now: monday })).toMatchObject({ current: 3, kept: [], dropped: [] });

    // Tuesday's deploy replaced a1.js and s1.css; an open Monday page still asks for them.
    const second = build(['chunks/a2.js', 'chunks/shared.js', 'css/s2.css']);
    const tuesday = keepChunks({ previous: cache, out: second, days: 7, now: new Date(monday.getTime() + day) });
    expect(tuesday.kept.sort()).toEqual(['chunks/a1.js', 'css/s1.css']);
    expect(readFileSync(join(second, STATIC, 'chunks/a1.js'), 'utf8')).toBe('chunks/a1.js of this build');
    // The new build's own files are its own, never overwritten by a cached copy.
    expect(readFileSync(join(second, STATIC, 'chunks/shared.js'), 'utf8')).toBe('chunks/shared.js of this build');

    // Eight days after Monday, Monday's files go; Tuesday's stay.
    const later = build(['chunks/a3.js', 'chunks/shared.js']);
    const result = keepChunks({ previous: cache, out: later, days: 7, now: new Date(monday.getTime() + 8 * day) });
    expect(result.dropped.sort()).toEqual(['chunks/a1.js', 'css/s1.css']);
    expect(result.kept.sort()).toEqual(['chunks/a2.js', 'css/s2.css']);
    expect(existsSync(join(later, STATIC, 'chunks/a1.js'))).toBe(false);
    expect(existsSync(join(later, STATIC, 'chunks/a2.js'))).toBe(true);
  });

  it('starts a new cache when its record is unreadable, and refuses to run before the build', () => {
    const cache = mkdtempSync(join(tmpdir(), 'cache-'));
    write(cache, `${STATIC}/chunks/old.js`);
    write(cache, MANIFEST, 'not json');
    const out = build(['chunks/new.js']);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(keepChunks({ previous: cache, out, now: monday })).toMatchObject({ kept: [], dropped: ['chunks/old.js'] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'));
    warn.mockRestore();
    expect(JSON.parse(readFileSync(join(cache, MANIFEST), 'utf8'))).toEqual({ 'chunks/new.js': monday.toISOString() });
    expect(() => keepChunks({ previous: cache, out: mkdtempSync(join(tmpdir(), 'empty-')) })).toThrow(/run the build first/);
  });
});
