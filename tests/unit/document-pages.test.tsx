import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { AppLink } from '@/components/ui/app-link';
import { DOCUMENT_LISTS, isDocumentPath } from '@/lib/document-pages';
import { listingLists } from '@/lib/listings/schema';
import { listingPath, allListings } from '@/lib/listings';
import { listPagePath } from '@/lib/pagination';
import { localizedPath } from '@/lib/i18n/paths';
import { localeCodes } from '@/content/locales';
import { routeKeys, legalPaths, searchPaths, shortlistPaths, brochurePaths } from '@/content/facts/routes';
import { APP_LINK_ATTRIBUTE } from '@/lib/hydration-protocol';
import { pruneDocumentPages } from '../../scripts/finish-export/document-pages.mjs';

/*
 * Document pages (lib/document-pages.ts): the pages the inventory makes ship as their HTML alone, and
 * links to them are plain links; the fixed pages keep their route payloads and the router.
 */
describe('which pages are document pages', () => {
  it('names the same lists as the listing schema', () => {
    expect([...DOCUMENT_LISTS].sort()).toEqual([...listingLists].sort());
  });

  it('every listing page and every list page from the second on, in every language; no fixed page', () => {
    for (const locale of localeCodes) {
      for (const listing of allListings) expect(isDocumentPath(listingPath(locale, listing))).toBe(true);
      for (const list of listingLists) {
        expect(isDocumentPath(listPagePath(locale, list, 1))).toBe(false);
        expect(isDocumentPath(listPagePath(locale, list, 2))).toBe(true);
        expect(isDocumentPath(`${listPagePath(locale, list, 1)}?beds=2#cards`)).toBe(false);
      }
      expect(isDocumentPath(`${localizedPath(locale, searchPaths.search)}/page/2`)).toBe(true);
      const fixed = [...routeKeys.map((route) => localizedPath(locale, route)), ...[legalPaths.notice, legalPaths.privacy, searchPaths.search, shortlistPaths.shortlist, brochurePaths.brochure, brochurePaths.thanks].map((path) => localizedPath(locale, path))];
      for (const path of fixed) expect(isDocumentPath(path)).toBe(false);
    }
  });
});

describe('a link', () => {
  it('to a listing is a plain link; to a list, one for the router', () => {
    const listing = allListings[0]!;
    render(
      <>
        <AppLink href={listingPath('de', listing)}>home</AppLink>
        <AppLink href={localizedPath('de', listing.list)}>list</AppLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute(APP_LINK_ATTRIBUTE);
    expect(screen.getByRole('link', { name: 'list' })).toHaveAttribute(APP_LINK_ATTRIBUTE);
  });
});

describe('shipping document pages as their HTML alone', () => {
  const NEXT_FILES = ['__next._tree.txt', '__next._full.txt', '__next.!KGVuKQ.txt', '__next.!KGVuKQ.!KHBhZ2VzKQ.villas.$c$path.__PAGE__.txt'];
  /** An export laid out as Next writes it: each page, its payload beside it and its segment payloads under it. */
  function exportOf(pages: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'document-pages-'));
    for (const page of pages) {
      const base = join(dir, page);
      mkdirSync(dirname(base), { recursive: true });
      writeFileSync(`${base}.html`, '<!DOCTYPE html>');
      writeFileSync(`${base}.txt`, '0:{}');
      mkdirSync(base, { recursive: true });
      for (const name of NEXT_FILES) writeFileSync(join(base, name), '0:{}');
    }
    return dir;
  }
  const fail = (file: string, message: string): never => {
    throw new Error(`${file}: ${message}`);
  };

  it('removes the payloads of document pages only, keeping the pages under them', () => {
    const dir = exportOf(['villas', 'villas/a-villa', 'villas/in/kyrenia', 'villas/in/kyrenia/page/2', 'de/villas/a-villa']);
    try {
      expect(pruneDocumentPages(dir, isDocumentPath, fail)).toEqual({ pages: 4, removed: 4 * (1 + NEXT_FILES.length) });
      expect(existsSync(join(dir, 'villas.txt'))).toBe(true);
      expect(readdirSync(join(dir, 'villas')).filter((name) => name.startsWith('__next.'))).toHaveLength(NEXT_FILES.length);
      for (const page of ['villas/a-villa', 'villas/in/kyrenia', 'villas/in/kyrenia/page/2', 'de/villas/a-villa']) {
        expect(existsSync(join(dir, `${page}.html`))).toBe(true);
        expect(existsSync(join(dir, `${page}.txt`))).toBe(false);
      }
      expect(existsSync(join(dir, 'villas/a-villa'))).toBe(false);
      expect(readdirSync(join(dir, 'villas/in/kyrenia'))).toEqual(['page']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops, naming the page, when Next no longer writes the payloads it removes', () => {
    const dir = exportOf(['villas/a-villa']);
    try {
      rmSync(join(dir, 'villas/a-villa/__next._tree.txt'));
      expect(() => pruneDocumentPages(dir, isDocumentPath, fail)).toThrow('villas/a-villa.html: no per-segment payloads (__next._tree.txt) in villas/a-villa/');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
