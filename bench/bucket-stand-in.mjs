// For the bench on a kept scale copy (npm run scale -- … --keep): answers, on the bucket's address
// its pages name, each photo encoding they ask for. The scale check puts only markers in its bucket
// for the photos it did not encode, so each encoding is made here, once, as the build makes one
// (scripts/photos/build.mjs: WebP quality 70, AVIF 50) of a photo-like image of that width.
// Usage: node bench/bucket-stand-in.mjs <port>   (the port in the copy's photo addresses:
//   grep -o 'http://127.0.0.1:[0-9]*/agency-photos' .e2e/scale-2000/out/apartments.html)
import { createServer } from 'node:http';
import sharp from 'sharp';
const port = Number(process.argv[2]);
const cache = new Map();
const formats = { webp: { quality: 70, effort: 2 }, avif: { quality: 50, effort: 0 } };
createServer(async (req, res) => {
  const match = /\/agency-photos\/([0-9a-f]+)\/(\d+)\.(webp|avif)$/.exec(req.url ?? '');
  if (!match) { res.writeHead(404).end(); return; }
  const [, key, width, format] = match;
  const id = `${key}/${width}.${format}`;
  if (!cache.has(id)) {
    const w = Number(width), h = Math.round((w * 3) / 4);
    const seed = parseInt(key.slice(0, 6), 16);
    cache.set(id, sharp({ create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 110 + (seed % 5) * 15, sigma: 60 } } }).blur(1.2).modulate({ hue: seed % 360 })[format](formats[format]).toBuffer());
  }
  const body = await cache.get(id);
  res.writeHead(200, { 'content-type': `image/${format}`, 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*' }).end(body);
}).listen(port, '127.0.0.1', () => console.log(`bucket stand-in on ${port}`));
