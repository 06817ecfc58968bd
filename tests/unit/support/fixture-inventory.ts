import { join } from 'node:path';
import { loadListings } from '@/lib/listings/load';
import type { Listing } from '@/lib/listings';

/**
 * The tests' own inventory (tests/fixtures/inventory): six listing files that never change, for tests
 * that edit a file or need a listing of a known kind, so that selling or deleting any of the agency's
 * homes leaves them green.
 */
export const FIXTURE_ROOT = join(__dirname, '../../fixtures/inventory');
export const fixtureListings: Listing[] = loadListings(FIXTURE_ROOT);

/** A fixture listing by its file name. */
export function fixtureListing(id: string): Listing {
  const listing = fixtureListings.find((candidate) => candidate.id === id);
  if (!listing) throw new Error(`no fixture listing ${id} in ${FIXTURE_ROOT}`);
  return listing;
}
