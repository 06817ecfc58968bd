import { readItem, writeItem } from '@/lib/storage';

/**
 * The buyer's shortlist: the ids of the listings they saved, oldest first, kept in this browser
 * alone (localStorage through lib/storage, which never throws; nothing is sent anywhere). Listing
 * ids are the same in every language, so a list made on English pages is the same list on German ones.
 *
 * One store for the page: the save buttons (components/shortlist/shortlist-keeper.tsx), the header's
 * count and the shortlist page read it, and hear every change, also one made in another tab.
 */

export const SHORTLIST_KEY = 'shortlist';

/** Marks a save button (components/shortlist/save-button.tsx) with the id of the listing it saves. */
export const SAVE_ATTRIBUTE = 'data-save';

/** A listing id as the listing files name them (lib/listings/schema.ts): anything else in storage is dropped. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** More than any buyer keeps; it bounds what a tampered or corrupt value can cost. */
export const SHORTLIST_LIMIT = 100;

/** The ids a stored value holds: an unreadable or foreign value is an empty list, never an error. */
export function parseShortlist(value: string | null): string[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter((id): id is string => typeof id === 'string' && ID.test(id));
  return [...new Set(ids)].slice(0, SHORTLIST_LIMIT);
}

const EMPTY: readonly string[] = Object.freeze([]);
let cached: { raw: string | null; ids: readonly string[] } | null = null;
/** What the page saved when storage refused it (a private mode, a full quota): kept for this page at least. */
let unstored: readonly string[] | null = null;
const listeners = new Set<() => void>();

/** The saved ids, the same array until they change (what useSyncExternalStore needs). */
export function shortlist(): readonly string[] {
  if (unstored) return unstored;
  const raw = readItem(SHORTLIST_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, ids: raw ? parseShortlist(raw) : EMPTY };
  return cached.ids;
}

/** False once the browser has refused to store the shortlist: it then lasts as long as the page. */
export function shortlistKept(): boolean {
  return unstored === null;
}

/** Nothing is saved on the server's render: the page shows the buttons unpressed until it has read the browser's list. */
export function serverShortlist(): readonly string[] {
  return EMPTY;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Keeps `ids` as the shortlist. Returns whether the browser stored them (if not, they last as long as the page). */
export function saveShortlist(ids: readonly string[]): boolean {
  const next = [...new Set(ids)].slice(0, SHORTLIST_LIMIT);
  const stored = writeItem(SHORTLIST_KEY, JSON.stringify(next));
  unstored = stored ? null : Object.freeze(next);
  notify();
  return stored;
}

/** Adds the listing if it is not saved, removes it if it is; returns whether it is saved now. */
export function toggleSaved(id: string): boolean {
  const ids = shortlist();
  const saved = !ids.includes(id);
  saveShortlist(saved ? [...ids, id] : ids.filter((other) => other !== id));
  return saved;
}

/** Calls `listener` on every change to the shortlist, from this page or another tab; returns the unsubscribe. */
export function subscribeShortlist(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === SHORTLIST_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
