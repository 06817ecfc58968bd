// The benchmark's servers, in a child process of their own so that Lighthouse's work in the
// parent never delays a response: out/ over HTTP as the production hosts serve it
// (scripts/serve-static.mjs with the _headers rules), the no-JS copies of its pages on the same
// origin under /__nojs, the empty Next page on a port of its own (same server code), and the stock
// photo stand-in over HTTPS.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startPhotoHost } from './photo-host.mjs';
import { NOJS_PREFIX } from '../scripts/floors.mjs';

const SELF = fileURLToPath(import.meta.url);

async function siteHandler(root, nojsRoot) {
  const serveStatic = resolve(SELF, '../../scripts/serve-static.mjs');
  if (existsSync(serveStatic)) {
    const { createStaticHandler } = await import(pathToFileURL(serveStatic).href);
    const site = createStaticHandler({ root, headers: existsSync(join(root, '_headers')) });
    if (!nojsRoot) return site;
    const nojs = createStaticHandler({ root: nojsRoot, headers: existsSync(join(nojsRoot, '_headers')) });
    return (request, response) => {
      const url = request.url ?? '/';
      if (url !== NOJS_PREFIX && !url.startsWith(`${NOJS_PREFIX}/`)) return site(request, response);
      request.url = url.slice(NOJS_PREFIX.length) || '/';
      return nojs(request, response);
    };
  }
  // Clean URLs and nothing else, for a tree without scripts/serve-static.mjs.
  return (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const names = pathname === '/' ? ['index.html'] : [`${pathname.slice(1)}.html`, pathname.slice(1)];
    const file = names.map((name) => join(root, name)).find((full) => full.startsWith(root) && existsSync(full) && statSync(full).isFile());
    response.writeHead(file ? 200 : 404);
    response.end(file ? readFileSync(file) : 'Not found');
  };
}

const listen = (server) =>
  new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });

async function child({ root, nojsRoot, emptyRoot, cacheDir, warm }) {
  const site = createServer(await siteHandler(root, nojsRoot));
  await listen(site);
  const empty = emptyRoot ? createServer(await siteHandler(emptyRoot)) : null;
  if (empty) await listen(empty);
  const photos = await startPhotoHost({ cacheDir });
  await photos.warm(warm);
  process.send({
    ready: true,
    siteOrigin: `http://localhost:${site.address().port}`,
    emptyOrigin: empty ? `http://localhost:${empty.address().port}` : null,
    photoPort: photos.port, encoder: photos.encoder });
  process.on('message', (message) => {
    if (message === 'close') {
      process.send({ stats: photos.stats() }, () => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
}

/**
 * Starts both servers in a child process.
 * @param {{ root: string, nojsRoot?: string, emptyRoot?: string, cacheDir: string, warm: string[] }} options
 *   nojsRoot: the no-JS copies, served under /__nojs; emptyRoot: the empty Next page's out/; warm: photo URLs to encode first
 * @returns {Promise<{ siteOrigin: string, emptyOrigin: string | null, photoPort: number, encoder: string, close: () => Promise<object> }>}
 */
export function startServers(options) {
  const proc = fork(SELF, ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  proc.send(options);
  return new Promise((done, fail) => {
    proc.once('exit', (code) => fail(new Error(`bench servers exited (${code})`)));
    proc.on('message', (message) => {
      if (!message.ready) return;
      done({
        siteOrigin: message.siteOrigin,
        emptyOrigin: message.emptyOrigin,
        photoPort: message.photoPort,
        encoder: message.encoder,
        close: () =>
          new Promise((closed) => {
            const timer = setTimeout(() => {
              proc.kill();
              closed({});
            }, 3000);
            proc.on('message', (reply) => {
              if (reply.stats) {
                clearTimeout(timer);
                closed(reply.stats);
              }
            });
            proc.removeAllListeners('exit');
            proc.send('close');
          }),
      });
    });
  });
}

if (process.argv[1] === SELF && process.argv.includes('--child')) {
  process.once('message', (options) => {
    child(options).catch((error) => {
      console.error(error);
      process.exit(1);
    });
  });
}
