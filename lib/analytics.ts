type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

/** Where events go: Plausible's events API (or none), the site's name there, and whether Google's tag is in use. */
export type AnalyticsConfig = { endpoint: string | null; domain: string; google: boolean };

/** The window event every tracked action is announced with; the analytics island, when there is one, listens. */
export const ANALYTICS_EVENT = 'site:analytics';

export type AnalyticsDetail = { name: string; props: Record<string, string> };

/** Announces an action (a brochure request sent, a plan shared…) to whatever analytics the site has; costs nothing without. */
export function track(name: string, props: Record<string, string> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail: { name, props } }));
}

/** Fires a page-view event when Google's tag (gtag or a dataLayer) is on the page; otherwise does nothing. */
export function trackPageView(path: string, title: string): boolean {
  if (typeof window === 'undefined') return false;
  const params = { page_path: path, page_title: title, page_location: window.location.href };
  if (typeof window.gtag === 'function') {
    window.gtag('event', 'page_view', params);
    return true;
  }
  if (Array.isArray(window.dataLayer)) {
    window.dataLayer.push({ event: 'page_view', ...params });
    return true;
  }
  return false;
}

/**
 * Sends one event, with the page's language and path, to Plausible's events API: no cookie, no
 * identifier, nothing personal (Plausible counts visitors by a daily salted hash it never stores).
 * `pageview` is Plausible's name for a page view. sendBeacon survives the page being left (a switch
 * of language is a full page load); fetch with keepalive where it is missing.
 */
export function sendEvent(config: AnalyticsConfig, name: string, props: Record<string, string> = {}): void {
  const all = { ...props, language: document.documentElement.lang, path: window.location.pathname };
  if (config.endpoint) {
    const body = JSON.stringify({ name, url: window.location.href, domain: config.domain, referrer: document.referrer || null, props: all });
    try {
      if (!navigator.sendBeacon?.(config.endpoint, body)) throw new Error('not queued');
    } catch {
      void fetch(config.endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
    }
  }
  if (config.google && name !== 'pageview') {
    if (typeof window.gtag === 'function') window.gtag('event', name, all);
    else if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: name, ...all });
  }
}
