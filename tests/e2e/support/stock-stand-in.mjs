// Fills the test build's stock-photo folder the way `npm run photos` fills content/photos/stock on
// the agency's machine: fetchPhotos (scripts/photos/fetch.mjs) against a stand-in stock host on this
// machine, which answers each photo with a generated JPEG of its own colour. `npm run build:e2e` runs
// it and builds with STOCK_PHOTOS_DIR pointing at the folder, so the e2e suite runs on a site that
// serves every stock photo itself (no visitor request to the stock host, img-src 'self').
//   node tests/e2e/support/stock-stand-in.mjs [out-dir]
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { fetchPhotos } from '../../../scripts/photos/fetch.mjs';
import { MIN_PHOTO_WIDTH } from '../../../scripts/photos/sizes.mjs';

export const STAND_IN_STOCK_DIR = '.e2e/stock';

/** A photo-sized JPEG whose colour follows its address, so that each stock photo looks different. */
async function standInPhoto(path) {
  const [r, g, b] = createHash('sha256').update(path).digest();
  const width = MIN_PHOTO_WIDTH + 120;
  const height = Math.round((width * 2) / 3);
  const shade = `<svg width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from(shade) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function fillStockFromStandIn(out = STAND_IN_STOCK_DIR) {
  const server = createServer((request, response) => {
    standInPhoto(new URL(request.url ?? '/', 'http://stand-in').pathname).then(
      (body) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body),
      (error) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fetchPhotos({ host: `http://127.0.0.1:${server.address().port}`, out });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fillStockFromStandIn(process.argv[2]).then((result) => {
    console.log(`stock stand-in: ${result.fetched.length} fetched, ${result.kept.length} already there`);
    if (result.failed.length) {
      for (const line of result.failed) console.error(`stock stand-in: ${line}`);
      process.exit(1);
    }
  });
}
