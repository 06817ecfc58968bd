/** Types of sitemap-parts.mjs for the tests. */
import type { SitemapFile } from '../lib/sitemap-files';

export function currentSitemapFiles(): Promise<SitemapFile[]>;
export function writeSitemapParts(outDir: string, files: SitemapFile[]): SitemapFile[];
export function builtSitemapUrls(outDir: string): string[];
