type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

/** Fires a page-view event when an analytics script is present; otherwise does nothing. */
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
