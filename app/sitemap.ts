import type { MetadataRoute } from 'next';
import { allRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes.map((path) => ({ url: absoluteUrl(path) }));
}
