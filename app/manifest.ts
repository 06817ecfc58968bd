import type { MetadataRoute } from 'next';
import { site } from '@/content/facts/site';
import { getDictionary } from '@/content/dictionaries';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.brand,
    short_name: site.shortName,
    description: getDictionary('en').common.tagline,
    lang: 'en-GB',
    start_url: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: site.logoPath, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
