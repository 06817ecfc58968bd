import { availableParallelism } from 'node:os';
import { DEVICE_SIZES, IMAGE_SIZES } from './scripts/photos/sizes.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Two root layouts (English at the root, the other editions under /[lang]) need their own 404 document.
  // And one page-rendering worker per core: Next's default is one fewer than the cores, which on the
  // pipeline's 2-core machine is a single worker while the main process waits (npm run scale: at 2,000
  // listings, rendering 10,000 pages was 822 s with one worker).
  experimental: { globalNotFound: true, cpus: availableParallelism() },
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [60, 70, 75],
  },
};

export default nextConfig;
