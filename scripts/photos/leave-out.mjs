// After the export: with a photo bucket configured (NEXT_PUBLIC_PHOTOS_BASE_URL), the pages name every
// photo by the bucket's address (lib/photos.ts), so the encodings Next copied from public/photos into
// out/photos are not deployed: `npm run photos:upload` puts them in the bucket instead. A page or its
// data that still names a local photo stops the build, naming the file, since it would show a broken
// photo once deployed. Without a bucket, nothing changes.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const LOCAL_PHOTO = /\/photos\/(stock|listings)\//;

/** Every file under `dir` whose name ends in one of `extensions`. */
function filesUnder(dir, extensions) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** Removes out/photos when a bucket serves the photos; returns the files removed, or throws naming the pages that still point at them. */
export function leavePhotosOut(outDir, env = process.env) {
  if (!env.NEXT_PUBLIC_PHOTOS_BASE_URL) return null;
  const photos = join(outDir, 'photos');
  const pointing = filesUnder(outDir, ['.html', '.txt', '.xml', '.json', '.webmanifest'])
    .filter((file) => !file.startsWith(`${photos}/`))
    .filter((file) => LOCAL_PHOTO.test(readFileSync(file, 'utf8')));
  if (pointing.length) {
    throw new Error(`photos: a bucket serves the photos (NEXT_PUBLIC_PHOTOS_BASE_URL), but these files name a photo in out/photos, which is not deployed:\n${pointing.map((file) => `  ${relative(outDir, file)}`).join('\n')}`);
  }
  const removed = existsSync(photos) ? filesUnder(photos, ['']).length : 0;
  rmSync(photos, { recursive: true, force: true });
  return removed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const removed = leavePhotosOut(join(process.cwd(), 'out'));
    if (removed !== null) console.log(`photos: ${removed} encoded files left out of out/ (the bucket at ${process.env.NEXT_PUBLIC_PHOTOS_BASE_URL} serves them; npm run photos:upload puts them there)`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
