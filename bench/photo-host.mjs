// A local HTTPS stand-in for the stock photo host (images.unsplash.com), so that photo loads count
// in the benchmark although the real host is out of reach. It answers every photo path with a
// photo-like image of the asked size: `w` (and `h` if given; else a 3:2 landscape) at quality `q`.
// The pixels are a sky-to-sea landscape with a building, texture and grain, so the bytes are those of
// a real photo of that size, not of a flat fill.
//
// Format: like the real host with `auto=format`, AVIF when the browser accepts it, else WebP, else
// JPEG, encoded with sharp (which Next installs for its own image optimisation). Without sharp every
// answer is a JPEG from the pure-JS jpeg-js. The JPEGs weigh what photos do (about 0.9 bit per pixel
// at q 60: 52 KB at 828 × 552); the synthetic grain keeps the AVIFs at about 70% of that where real
// photos get nearer half, so the numbers err on the slow side.
// Encoded photos are kept in bench-results/.photo-cache, so only the first benchmark pays for them.
//
// The certificate is self-signed and made at start (openssl, else the `selfsigned` package), so the
// browser must run with --ignore-certificate-errors and --host-resolver-rules mapping the host here.
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { seededRandom } from '../scripts/seeded-random.mjs';

export const PHOTO_HOST = 'images.unsplash.com';
/** What Chromium sends for <img> requests. */
export const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const MAX_SIDE = 4000;

/** A self-signed certificate for `host`: { key, cert } in PEM. */
export async function selfSignedCertificate(host = PHOTO_HOST) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2',
        '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch {
    const { default: selfsigned } = await import('selfsigned').catch(() => {
      throw new Error('bench: neither openssl nor the npm package `selfsigned` is available to make a certificate');
    });
    const pems = selfsigned.generate([{ name: 'commonName', value: host }], {
      days: 2,
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: host }] }],
    });
    return { key: pems.private, cert: pems.cert };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Value noise on a grid of `cell` pixels, smoothly interpolated: texture that looks like foliage or stone. */
function valueNoise(width, height, cell, rand) {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = new Float32Array(gw * gh).map(() => rand() * 2 - 1);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const sx = fx * fx * (3 - 2 * fx);
      const i = y0 * gw + x0;
      const top = grid[i] + (grid[i + 1] - grid[i]) * sx;
      const bottom = grid[i + gw] + (grid[i + gw + 1] - grid[i + gw]) * sx;
      out[y * width + x] = top + (bottom - top) * sy;
    }
  }
  return out;
}

/** RGBA pixels of a photo-like landscape: sky, sea, a sunlit building block, texture and grain. */
export function photoPixels(width, height, seed = 1) {
  const rand = seededRandom(seed);
  const data = Buffer.alloc(width * height * 4);
  // Texture at a fixed size on screen (so bigger images are smoother per pixel, as photos are) plus
  // finer detail at a fixed pixel size (leaves, tiles, edges).
  const coarse = valueNoise(width, height, Math.max(8, Math.round(width / 24)), rand);
  const fine = valueNoise(width, height, 3, rand);
  const horizon = height * (0.45 + rand() * 0.1);
  const blockLeft = width * (0.2 + rand() * 0.2);
  const blockRight = blockLeft + width * 0.4;
  const blockTop = horizon - height * 0.25;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const t = y / height;
      let r, g, b;
      if (y < horizon) {
        r = 120 + 90 * t;
        g = 170 + 50 * t;
        b = 235 - 20 * t;
      } else {
        r = 20 + 40 * (1 - t);
        g = 90 + 50 * (1 - t);
        b = 130 + 40 * (1 - t);
      }
      let detail = 18 * coarse[p] + 14 * fine[p];
      if (x > blockLeft && x < blockRight && y > blockTop && y < horizon + height * 0.2) {
        r = 235; g = 228; b = 215;
        detail = 10 * coarse[p] + 22 * fine[p];
        // Windows: hard edges, as in architecture photos.
        if ((Math.floor((x - blockLeft) / (width * 0.05)) + Math.floor((y - blockTop) / (height * 0.08))) % 3 === 0) {
          r = 60; g = 70; b = 80;
        }
      }
      const grain = (rand() - 0.5) * 10;
      data[p * 4] = Math.max(0, Math.min(255, r + detail + grain));
      data[p * 4 + 1] = Math.max(0, Math.min(255, g + detail + grain));
      data[p * 4 + 2] = Math.max(0, Math.min(255, b + detail * 0.8 + grain));
      data[p * 4 + 3] = 255;
    }
  }
  return data;
}

/** The size the host would send for this query: `w`, `h` (else 3:2), `q` (default 75). */
export function photoSize(searchParams) {
  const clamp = (value) => Math.max(1, Math.min(MAX_SIDE, Math.round(value)));
  const w = Number(searchParams.get('w')) || 1080;
  const hParam = Number(searchParams.get('h'));
  const q = Math.max(1, Math.min(100, Number(searchParams.get('q')) || 75));
  return { width: clamp(w), height: clamp(hParam || (w * 2) / 3), quality: q };
}

const sharp = await import('sharp').then((module) => module.default).catch(() => null);

/** The format the real host picks: `fm` if given; with `auto=format` the best one the browser accepts. */
export function photoFormat(searchParams, accept = '') {
  const fm = searchParams.get('fm');
  if (fm === 'avif' || fm === 'webp') return sharp ? fm : 'jpeg';
  if (fm) return 'jpeg';
  if (!sharp || !(searchParams.get('auto') ?? '').split(',').includes('format')) return 'jpeg';
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** The bytes for one photo, size and format; the same request always gets the same bytes. */
export async function encodePhoto(path, { width, height, quality }, format = 'jpeg') {
  const pixels = photoPixels(width, height, hash(path));
  if (format === 'jpeg' || !sharp) return jpeg.encode({ data: pixels, width, height }, quality).data;
  const image = sharp(pixels, { raw: { width, height, channels: 4 } });
  return format === 'avif' ? image.avif({ quality, effort: 2 }).toBuffer() : image.webp({ quality }).toBuffer();
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

/**
 * Starts the stand-in on 127.0.0.1 (HTTP/2 over TLS, HTTP/1.1 allowed, as the real CDN).
 * @param {{ port?: number, cacheDir?: string }} [options]
 */
export async function startPhotoHost({ port = 0, cacheDir } = {}) {
  const { key, cert } = await selfSignedCertificate();
  const memory = new Map();
  let requests = 0;
  let bytes = 0;
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });

  const photo = (url, accept) => {
    const size = photoSize(url.searchParams);
    const format = photoFormat(url.searchParams, accept);
    const id = `${url.pathname}|${size.width}x${size.height}|q${size.quality}|${format}|${sharp ? 'sharp' : 'jpeg-js'}`;
    if (!memory.has(id)) {
      const file = cacheDir && join(cacheDir, `${createHash('sha1').update(id).digest('hex')}.${format}`);
      memory.set(
        id,
        file && existsSync(file)
          ? Promise.resolve(readFileSync(file))
          : encodePhoto(url.pathname, size, format).then((body) => {
              if (file) writeFileSync(file, body);
              return body;
            }),
      );
    }
    return memory.get(id).then((body) => ({ body, format }));
  };

  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const url = new URL(request.url ?? '/', `https://${PHOTO_HOST}`);
    if (url.pathname === '/' || url.pathname === '/favicon.ico') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    photo(url, String(request.headers.accept ?? '')).then(
      ({ body, format }) => {
        requests++;
        bytes += body.length;
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[format],
          'content-length': body.length,
          'cache-control': 'public, max-age=31536000, immutable',
          'access-control-allow-origin': '*',
          'timing-allow-origin': '*',
          vary: 'Accept',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    encoder: sharp ? 'sharp' : 'jpeg-js',
    /** Encodes these photo URLs now (as Chromium would ask for them), so no measured request waits on the encoder. */
    async warm(urls, accept = CHROMIUM_IMAGE_ACCEPT) {
      for (const href of urls) {
        const url = new URL(href);
        if (url.hostname === PHOTO_HOST) await photo(url, accept);
      }
    },
    stats: () => ({ requests, bytes, encoded: memory.size, encoder: sharp ? 'sharp' : 'jpeg-js' }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
