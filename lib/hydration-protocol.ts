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

/**
 * Marks a GET form whose page the address's query narrows (the search). Before the page's code runs,
 * a script in <head> puts QUERY_PENDING_CLASS on <html> when the query gives a field of the form
 * another value than the page was rendered with (and the loader again when the visitor changes a
 * field before hydration): the page's CSS then hides what the server rendered for no query (the
 * unfiltered cards and count) and says the search is loading, until the island takes over the form
 * (its attribute leaves QUERY_FORM_WAITING) and removes the class. The loader sets the form's fields
 * from the query meanwhile. When one of the page's scripts fails to load, the loader puts
 * the protocol's scriptsFailedClass on <html>; with both classes the page says the search could not load.
 * The CSS side is the `query-pending` and `query-failed` variants of app/globals.css.
 */
export const QUERY_FORM_ATTRIBUTE = protocol.queryFormAttribute;
export const QUERY_FORM_WAITING = protocol.queryFormWaiting;
export const QUERY_PENDING_CLASS = protocol.queryPendingClass;

/** The global the loader defines; called once the page, then each late island, has hydrated. */
export const REPLAY_GLOBAL = protocol.replayGlobal;

/** Gives again the taps the loader held (a no-op on a page without the loader). */
export function replayHeldTaps() {
  const replay = (window as unknown as Record<string, unknown>)[REPLAY_GLOBAL];
  if (typeof replay === 'function') replay();
}
