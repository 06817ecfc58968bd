// The scale check (`npm run scale -- <listings> <photos per listing>`; not part of `npm test`): builds a
// copy of the site with that inventory, every listing with that many photos of its own, as the agency's
// pipeline builds it with a photo bucket (an S3 server on this machine, s3rver), and reports what a
// deploy of it costs: files and bytes in out/, the build's time, the upload's time, the heaviest list
// page and the search index a phone downloads, and every page against its budgets (page-weight --check).
//
// It measures the deploy the agency makes every week, not the first one: the bucket already holds the
// photos of every listing but the newest `--new` (5 unless given), which staff have just added with
// phone-sized photos (4000 × 3000 JPEG, about 3 MB each); so the build encodes only those, and the
// upload sends only those, as the pipeline does. The other photos are 1600 px JPEGs (a real original
// is larger, but the build only reads and hashes a photo the bucket holds: it never decodes it), each
// its own bytes, so each has its own content key. The first deploy ever, of every photo, is given as
// the newest photos' encoding and upload times per photo, times the number of photos: an estimate.
//
// The originals are where the CMS puts them with a photo bucket (--originals bucket, the default): in
// the bucket under originals/, each listing naming its photos by address, so the build asks the
// bucket for each original's ETag and each encoding folder's marker and reads nothing from git;
// --originals git commits them beside the listing files instead, as without a bucket (the build then
// reads and hashes every one).
//
// Usage: npm run scale -- 2000 15 [--new 5] [--originals bucket|git] [--words real|letters] [--dir .e2e/scale-site] [--keep]
//   The copy is made in --dir (inside the repository's ignored .e2e/, on the same disk as
//   node_modules, which it gets as hard links) and removed at the end unless --keep is given. It needs
//   about 0.4 MB of disk a photo. Listings are copies of the real ones under new addresses, each with
//   its own words (scripts/scale-inventory.mjs --vary-words): with --words real (the default) drawn
//   from the real listings' words in each language, which compress as a language does; with --words
//   letters in random letters, which compress worse than any language: an upper bound for what grows
//   with the words.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { AwsClient } from 'aws4fetch';
import { COMPLETE_MARKER, eachLimited, contentKey, ORIGINALS_PREFIX } from './photos/build.mjs';
import { parse, descendants, isElement } from './finish-export/dom.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bucket's files are kept, inside the copy (ignored there). */
const BUCKET_DIR = '.e2e/scale-s3';

function options(argv) {
  const args = [...argv];
  const take = (name, fallback) => {
    const at = args.indexOf(name);
    return at === -1 ? fallback : args.splice(at, 2)[1];
  };
  const keep = args.includes('--keep');
  const fresh = Number(take('--new', 5));
  const originals = take('--originals', 'bucket');
  const words = take('--words', 'real');
  const dir = resolve(ROOT, take('--dir', '.e2e/scale-site'));
  const [listings, photos] = args.filter((arg) => arg !== '--keep').map(Number);
  if (!Number.isInteger(listings) || listings < 1 || !Number.isInteger(photos) || photos < 3 || !Number.isInteger(fresh) || fresh < 0 || fresh > listings) {
    console.error('usage: npm run scale -- <listings> <photos per listing, at least 3> [--new <listings with new photos>] [--originals bucket|git] [--words real|letters] [--dir .e2e/scale-site] [--keep]');
    process.exit(1);
  }
  if (!['bucket', 'git'].includes(originals)) {
    console.error('--originals must be bucket (where the CMS uploads them) or git (committed beside the listing files)');
    process.exit(1);
  }
  if (!['real', 'letters'].includes(words)) {
    console.error('--words must be real (drawn from the real listings\' words) or letters (random letters: an upper bound)');
    process.exit(1);
  }
  if (!dir.startsWith(join(ROOT, '.e2e'))) {
    console.error('--dir must be inside .e2e/ (which git, the linter, the type check and the tests leave alone; on the disk of node_modules)');
    process.exit(1);
  }
  return { listings, photos, fresh, dir, keep, originals, words };
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The repository as committed and as changed (not what git ignores), with node_modules as hard links. */
function copyRepository(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const path of listed) {
    if (!existsSync(join(ROOT, path))) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(ROOT, path), join(dir, path));
  }
  if (existsSync(join(ROOT, 'bench-results/.empty-next'))) cpSync(join(ROOT, 'bench-results/.empty-next'), join(dir, 'bench-results/.empty-next'), { recursive: true });
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  // A repository of its own, so that what its .gitignore names (out/, .next/) is ignored there too, as Tailwind's scan and the build expect.
  execFileSync('git', ['init', '-q'], { cwd: dir });
}

/** A photo-like JPEG (smooth noise in a colour of its own): `index` varies it. */
function basePhoto(width, height, index) {
  return sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 110 + (index % 5) * 15, sigma: 60 } } })
    .blur(1.2)
    .modulate({ hue: (index * 47) % 360 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The same photo as other bytes: a JPEG comment (COM segment) after its start marker. Decoders ignore it; the content key does not. */
function variant(jpeg, text) {
  const comment = Buffer.from(text, 'utf8');
  const header = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
}

/** Runs an npm script in `dir`; resolves with its output and time, rejects with its output. */
function npm(dir, script, env) {
  return new Promise((done, fail) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { cwd: dir, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? done({ output, ms: Date.now() - started }) : fail(new Error(`npm run ${script} failed (${code}):\n${output.slice(-4000)}`))));
  });
}

/**
 * Runs `npm run build` in `dir` as npm does (its steps in turn, with node_modules/.bin on the path), one
 * step at a time so that the report can say which step the time goes to. Resolves with the output, the
 * whole time and each step's { step, ms }; rejects with the output of the step that failed.
 */
async function build(dir, env) {
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.build;
  const steps = script.split(' && ');
  const path = `${join(dir, 'node_modules/.bin')}:${process.env.PATH}`;
  const times = [];
  let output = '';
  const started = Date.now();
  for (const step of steps) {
    const stepStarted = Date.now();
    const result = await new Promise((done) => {
      const child = spawn('sh', ['-c', step], { cwd: dir, env: { ...process.env, ...env, PATH: path } });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('close', (code) => done({ code, text }));
    });
    output += result.text;
    if (result.code !== 0) throw new Error(`npm run build failed at \`${step}\` (${result.code}):\n${result.text.slice(-4000)}`);
    times.push({ step, ms: Date.now() - stepStarted });
    console.log(`scale: build step \`${step}\` took ${seconds(times.at(-1).ms)}`);
  }
  return { output, ms: Date.now() - started, steps: times };
}

/** What a step of the build is called in the report: its script's name, or the command. */
const stepName = (step) => step.match(/^node scripts\/(.+?)\.mjs/)?.[1] ?? step.replace(/^npx /, '');

/** Every file under `dir`: how many and how many bytes. */
function countFiles(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

const elementCount = (html) => [...descendants(parse(html))].filter(isElement).length;

async function main() {
  const { listings, photos, fresh, dir, keep, originals, words } = options(process.argv.slice(2));
  const started = Date.now();
  console.log(`scale: a copy of the site in ${dir} with ${listings} listings of ${photos} photos each, words ${words === 'real' ? 'drawn from the real ones' : 'in random letters'} (${fresh} of them new since the last deploy), the originals ${originals === 'bucket' ? 'in the photo bucket, as the CMS uploads them' : 'committed beside the listing files'}`);
  // The code measured is the working tree as copied now: its commit, and whether anything was uncommitted.
  const git = (...args) => execFileSync('git', args, { cwd: ROOT }).toString().trim();
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  copyRepository(dir);
  execFileSync(process.execPath, ['scripts/scale-inventory.mjs', String(listings), 'content/listings', `--vary-words=${words}`], { cwd: dir, stdio: 'ignore' });

  // The bucket: the originals, when the CMS put them there, and the encodings of every photo but the newest listings' (their markers: the build and the upload read nothing else).
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, BUCKET_DIR), configureBuckets: [{ name: 'agency-photos', configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = { PHOTOS_BUCKET: 'agency-photos', PHOTOS_S3_ENDPOINT: endpoint, PHOTOS_S3_ACCESS_KEY_ID: 'S3RVER', PHOTOS_S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'auto' });

  // The photos: every listing's own; the newest `fresh` listings' at a phone's size.
  const stored = await Promise.all(Array.from({ length: photos }, (_, index) => basePhoto(1600, 1067, index)));
  const phone = await Promise.all(Array.from({ length: Math.min(photos, fresh ? photos : 0) }, (_, index) => basePhoto(4000, 3000, index + 100)));
  const listingDir = join(dir, 'content/listings');
  const files = readdirSync(listingDir).filter((name) => name.endsWith('.json')).sort();
  const newest = new Set(fresh ? files.slice(-fresh) : []);
  /** Content keys the bucket already holds (its markers are put there below). */
  const held = [];
  let written = 0;
  await eachLimited(files, 8, async (name) => {
    const id = name.replace(/\.json$/, '');
    const data = JSON.parse(readFileSync(join(listingDir, name), 'utf8'));
    if (originals === 'git') mkdirSync(join(listingDir, id), { recursive: true });
    data.photos = [];
    for (let index = 0; index < photos; index++) {
      const file = `photo-${String(index + 1).padStart(2, '0')}.jpg`;
      const isNew = newest.has(name);
      const bytes = variant((isNew ? phone : stored)[index], `${id}/${file}`);
      written += bytes.length;
      let named = file;
      if (originals === 'git') {
        writeFileSync(join(listingDir, id, file), bytes);
        if (!isNew) held.push(contentKey(bytes, { portal: true }));
      } else {
        // As the CMS uploads it (lib/cms/config.ts): originals/<name>, the listing naming its public address.
        named = `${endpoint}/agency-photos/${ORIGINALS_PREFIX}${id}-${file}`;
        const response = await client.fetch(named, { method: 'PUT', body: bytes, headers: { 'Content-Type': 'image/jpeg' } });
        if (!response.ok) throw new Error(`the bucket refused an original: ${response.status}`);
        if (!isNew) held.push(contentKey(Buffer.from(`${named}\n${response.headers.get('etag')}`), { portal: true }));
      }
      const alt = Object.fromEntries(Object.entries(data.words).map(([locale, words]) => [locale, `${words.title}: ${index + 1}`]));
      data.photos.push({ type: 'own', file: named, alt });
    }
    writeFileSync(join(listingDir, name), `${JSON.stringify(data, null, 2)}\n`);
  });
  console.log(`scale: ${files.length} listings, ${files.length * photos} photos ${originals === 'bucket' ? 'uploaded to the bucket' : 'written'} (${mib(written)}) in ${seconds(Date.now() - started)}`);

  const marking = Date.now();
  await eachLimited(held, 16, async (key) => {
    const response = await client.fetch(`${endpoint}/agency-photos/${key}/${COMPLETE_MARKER}`, { method: 'PUT', body: key });
    if (!response.ok) throw new Error(`the bucket refused a marker: ${response.status}`);
  });
  console.log(`scale: the bucket holds ${held.length} photos (their markers put in ${seconds(Date.now() - marking)})`);

  try {
    const built = await build(dir, { NEXT_PUBLIC_PHOTOS_BASE_URL: `${endpoint}/agency-photos` });
    const photoLine = built.output.split('\n').find((line) => line.startsWith('photos:')) ?? '';
    const out = join(dir, 'out');
    const deploy = countFiles(out);
    const upload = await npm(dir, 'photos:upload', settings);
    const again = await npm(dir, 'photos:upload', settings);
    // Every page measured once (at 10,000 pages a pass is minutes): its weights, and the budgets' verdict (npm run test:budget).
    const measured = spawnSync(process.execPath, ['scripts/page-weight.mjs', '--json', '--check'], { cwd: dir, maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' });
    if (!measured.stdout.trim().startsWith('{')) throw new Error(`scripts/page-weight.mjs failed:\n${measured.stderr.slice(-4000)}`);
    const weight = { passed: measured.status === 0, output: measured.stderr };
    const rows = JSON.parse(measured.stdout).rows;
    // A list page is any page but a listing's (lib/listings listingPath: /<list>/<id>, in every language).
    const ids = new Set(files.map((name) => name.replace(/\.json$/, '')));
    const lists = rows.filter((row) => !ids.has(row.route.split('/').pop()));
    const heaviest = [...lists].sort((a, b) => b.html - a.html)[0];
    const heaviestFile = join(out, `${heaviest.route.slice(1) || 'index'}.html`);
    const search = searchIndexReport(join(out, 'search-index'));
    const fileOf = (output) => output.trim().split('\n').pop();
    const report = [
      `| What | ${listings} listings × ${photos} photos, words ${words === 'real' ? 'drawn from the real listings\'' : 'in random letters'} |`,
      '|---|---|',
      `| Pages (HTML files) | ${rows.length} |`,
      `| Files in out/ | ${deploy.files} |`,
      `| Bytes in out/ | ${mib(deploy.bytes)} |`,
      `| npm run build | ${seconds(built.ms)}: ${built.steps.map(({ step, ms }) => `${stepName(step)} ${seconds(ms)}`).join(', ')} |`,
      `| Photos in that build | ${photoLine.replace(/^photos: /, '')} |`,
      `| npm run photos:upload, after that build | ${seconds(upload.ms)}: ${fileOf(upload.output).replace(/^photos:upload: /, '')} |`,
      `| npm run photos:upload, again | ${seconds(again.ms)}: ${fileOf(again.output).replace(/^photos:upload: /, '')} |`,
      `| Heaviest list page | ${heaviest.route}: ${kib(heaviest.html)} gzip HTML with its page data, ${elementCount(readFileSync(heaviestFile, 'utf8'))} elements |`,
      `| Search facts file, fetched as the search opens (gzip) | ${search.map((each) => `${each.locale} ${kib(each.facts)}`).join(', ')} |`,
      `| Search parts, fetched by a filtered search for the cards it shows (gzip) | ${search.map((each) => `${each.locale}: ${each.parts} parts, largest ${kib(each.largest)}, a first page of 12 cards at most ${kib(each.firstPage)}`).join('; ')} |`,
      `| Every page within its budgets (npm run test:budget) | ${weight.passed ? 'yes' : 'no'} |`,
    ];
    console.log(`\n${report.join('\n')}\n`);
    if (!weight.passed) console.log(weight.output.slice(weight.output.indexOf('Over budget')).split('\n').slice(0, 30).join('\n'));
    const stamp = { date: new Date().toISOString(), commit, listings, photos, fresh, words, deploy, buildMs: built.ms, buildSteps: built.steps, uploadMs: upload.ms, againMs: again.ms, report };
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench-results', `scale-${listings}x${photos}.json`), `${JSON.stringify(stamp, null, 2)}\n`);
    console.log(`scale: written to bench-results/scale-${listings}x${photos}.json, in ${seconds(Date.now() - started)} in all`);
  } finally {
    await server.close();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Per language, what the search fetches (lib/index-card.ts): its facts file as it opens, and the parts
 * a filtered search asks for, at most one per card shown: a first page of 12 cards costs at most the
 * 12 largest parts.
 */
function searchIndexReport(dir) {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const size = (name) => gzipSync(readFileSync(join(dir, name))).length;
  return names
    .filter((name) => !/-\d+\.json$/.test(name))
    .map((name) => {
      const locale = name.replace(/\.json$/, '');
      const parts = names
        .filter((each) => each.startsWith(`${locale}-`) && /^\d+\.json$/.test(each.slice(locale.length + 1)))
        .map(size)
        .sort((a, b) => b - a);
      return { locale, facts: size(name), parts: parts.length, largest: parts[0] ?? 0, firstPage: parts.slice(0, 12).reduce((sum, each) => sum + each, 0) };
    });
}

main().catch((error) => {
  console.error(`scale: ${error.message}`);
  process.exit(1);
});
