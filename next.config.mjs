import { DEVICE_SIZES, IMAGE_SIZES } from './scripts/photos/sizes.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Two root layouts (English at the root, the other editions under /[lang]) need their own 404 document.
  experimental: { globalNotFound: true },
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [60, 70, 75],
  },
};

export default nextConfig;
