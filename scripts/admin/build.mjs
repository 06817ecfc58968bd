// Builds the CMS at /admin into out/admin/ (the `build` npm script runs it after `next build`, before
// scripts/finish-export writes the headers):
//   index.html   the page: no inline script or style, so it runs under its own strict script-src
//   config.json  generated from the facts by lib/cms/config.ts: towns, stock photos, developments
//   cms-*.js     Sveltia CMS from its npm package (pinned in package.json), bundled with esbuild
// Code highlighting (Shiki's grammars and themes, hundreds of files) is left out: no field uses it.
// Usage: node scripts/admin/build.mjs [outDir]
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createJiti } from 'jiti';
import { ADMIN_DIR } from '../security-headers.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The package exports no package.json, so it is read from node_modules. */
import { cmsBucketFromEnv } from '../photos/upload.mjs';

export const CMS_VERSION = JSON.parse(readFileSync(join(root, 'node_modules/@sveltia/cms/package.json'), 'utf8')).version;

/** The generated configuration, with the backend the site's own repository is edited through. */
export async function generateConfig(env = process.env) {
  const jiti = createJiti(import.meta.url, { alias: { '@': root }, moduleCache: false });
  const { cmsConfig } = await jiti.import(join(root, 'lib/cms/config.ts'));
  const repo = env.CMS_GITHUB_REPO?.trim();
  const backend = repo
    ? { name: 'github', repo, branch: env.CMS_GITHUB_BRANCH?.trim() || 'main', ...(env.CMS_AUTH_URL?.trim() ? { base_url: env.CMS_AUTH_URL.trim() } : {}) }
    : { name: 'github', repo: 'owner/repository', branch: 'main' };
  const { bucket, missing } = cmsBucketFromEnv(env);
  const warnings = [];
  if (missing.length) warnings.push(`admin: warning: CMS_PHOTOS_ACCESS_KEY_ID is set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not, so the CMS commits staff's photos to the repository instead of the photo bucket (README "Photos at scale")`);
  else if (!bucket && env.NEXT_PUBLIC_PHOTOS_BASE_URL?.trim()) warnings.push('admin: warning: the site\'s photos come from a photo bucket, but CMS_PHOTOS_ACCESS_KEY_ID is not set, so the CMS commits staff\'s photos to the repository instead of uploading them there (README "Photos at scale")');
  return { config: cmsConfig(backend, undefined, undefined, bucket), configured: Boolean(repo), photoBucket: bucket, warnings };
}

export function adminPage(script) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content management</title>
<link rel="cms-config-url" type="application/json" href="/admin/config.json">
<script type="module" src="/admin/${script}"></script>
</head>
<body>
<noscript>The content management system needs JavaScript. Listings and facts can also be edited as files in the repository (README, "Content management").</noscript>
</body>
</html>
`;
}

/** Where the CMS's fonts are served from, under out/admin/. */
export const FONTS_DIR = 'fonts';
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

/**
 * Sveltia CMS asks jsDelivr for its three fonts (Source Sans 3, Noto Mono, Material Symbols), which the
 * CMS's policy refuses and which would tell a third party every time staff open it. The same files are
 * on the npm registry as Fontsource packages (devDependencies, at the versions the CMS names): each URL
 * is pointed at /admin/fonts/, and `fonts` collects the files to copy there. A font whose package is not
 * installed stops the build, naming the package.
 */
function selfHostedFonts(fonts) {
  return {
    name: 'self-hosted-fonts',
    setup(context) {
      context.onLoad({ filter: /@sveltia[\\/]cms[\\/].*\.js$/ }, (args) => {
        const code = readFileSync(args.path, 'utf8');
        if (!code.includes('cdn.jsdelivr.net')) return undefined;
        const contents = code.replace(FONT_URL, (url, family, variable, file) => {
          const pkg = `@fontsource${variable ? '-variable' : ''}/${family}`;
          const source = join(root, 'node_modules', pkg, 'files', `${family}-${file}`);
          if (!existsSync(source)) throw new Error(`Sveltia CMS ${CMS_VERSION} loads ${url}: install ${pkg} at that version (npm install -D ${pkg}), which has files/${family}-${file}`);
          const name = `${family}-${file}`;
          fonts.set(name, source);
          return `/${ADMIN_DIR}/${FONTS_DIR}/${name}`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

/** Bundles the CMS and writes out/admin/. Returns what it wrote. */
export async function buildAdmin(outDir = join(root, 'out'), env = process.env) {
  const dir = join(outDir, ADMIN_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const fonts = new Map();
  const result = await build({
    entryPoints: { [`cms-${CMS_VERSION}`]: join(root, 'scripts/admin/cms.mjs') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: dir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'linked',
    plugins: [
      selfHostedFonts(fonts),
      {
        name: 'no-code-highlighting',
        setup(context) {
          context.onResolve({ filter: /^@shikijs\/(langs|themes)\// }, () => ({ path: 'none', namespace: 'shiki-stub' }));
          context.onLoad({ filter: /.*/, namespace: 'shiki-stub' }, () => ({ contents: 'export default [];', loader: 'js' }));
        },
      },
    ],
  });
  mkdirSync(join(dir, FONTS_DIR), { recursive: true });
  for (const [name, source] of fonts) cpSync(source, join(dir, FONTS_DIR, name));
  for (const file of Object.keys(result.metafile.outputs)) {
    const left = readFileSync(resolve(root, file), 'utf8').match(/https:\/\/cdn\.jsdelivr\.net\/[^)"'`\s]*/);
    if (left) throw new Error(`${file} still loads ${left[0]} from a CDN (Sveltia CMS ${CMS_VERSION} changed how it asks for fonts?)`);
  }
  // Its map marker and HEIC decoder, which the code finds next to itself (new URL('assets/…', import.meta.url)).
  cpSync(join(root, 'node_modules/@sveltia/cms/npm/assets'), join(dir, 'assets'), { recursive: true, filter: (source) => !source.endsWith('.map') });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint?.endsWith('scripts/admin/cms.mjs'));
  if (!entry) throw new Error('esbuild wrote no entry for the CMS');
  const script = entry[0].split('/').pop();
  // The package finds its files by address relative to the module asking (new URL('assets/…', import.meta.url)
  // in its entry, '../assets/…' in its chunks): the layout above keeps npm/'s, and each one must exist.
  for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(resolve(root, file), 'utf8');
    for (const [, path] of code.matchAll(/new URL\("([^"]+)",import\.meta\.url\)/g)) {
      const target = new URL(path, `file://${resolve(root, file)}`);
      if (!existsSync(fileURLToPath(target))) throw new Error(`${file} loads ${path}, which the bundle does not have (Sveltia CMS ${CMS_VERSION} changed its layout?)`);
    }
  }
  const { config, configured, photoBucket, warnings } = await generateConfig(env);
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(join(dir, 'index.html'), adminPage(script));
  const files = [];
  const walk = (current) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(dir);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return { script, files: files.length, bytes, configured, photoBucket, warnings };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const outDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'out');
    const summary = await buildAdmin(outDir);
    console.log(`admin: Sveltia CMS ${CMS_VERSION} in out/${ADMIN_DIR}/ (${summary.files} files, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB)`);
    if (summary.photoBucket) console.log(`admin: staff's photos are uploaded to the photo bucket ${summary.photoBucket.bucket} (${summary.photoBucket.publicUrl}/originals/)`);
    for (const warning of summary.warnings) console.warn(warning);
    if (!summary.configured) {
      console.warn('admin: warning: CMS_GITHUB_REPO is not set, so the CMS at /admin cannot sign in or save: set it, and CMS_AUTH_URL, as README "Content management" says');
    }
  } catch (error) {
    console.error(`admin: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
