import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once for a
 * component the browser renders itself, as after a client navigation).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
