import protocol from './hydration-protocol.json';

/*
 * hydration-protocol.json holds the names; scripts read it as JSON, components through this module.
 * The protocol between the page's script loader and the components, in one place. The loader
 * (scripts/finish-export/hero-first.mjs, generated with these names from hydration-protocol.json)
 * holds taps on buttons until the page has hydrated, and taps inside a late island (LATE_ATTRIBUTE)
 * until that island's code has arrived; `replayHeldTaps` gives them again. Links are never held:
 * before hydration an internal link is a plain link.
 */

/** Marks an island whose code comes after the page's first JavaScript (components/layout/lazy-islands.tsx). */
export const LATE_ATTRIBUTE = protocol.lateAttribute;

/** Marks an internal link for the site's link router (components/layout/navigation-status.tsx). */
export const APP_LINK_ATTRIBUTE = protocol.appLinkAttribute;

/** The global the loader defines; called once the page, then each late island, has hydrated. */
export const REPLAY_GLOBAL = protocol.replayGlobal;

/** Gives again the taps the loader held (a no-op on a page without the loader). */
export function replayHeldTaps() {
  const replay = (window as unknown as Record<string, unknown>)[REPLAY_GLOBAL];
  if (typeof replay === 'function') replay();
}
