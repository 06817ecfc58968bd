import { trackPageView } from '@/lib/analytics';

describe('trackPageView', () => {
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
  });

  it('sends a gtag page_view event when gtag is present', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    expect(trackPageView('/', 'Home')).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', expect.objectContaining({ page_path: '/', page_title: 'Home' }));
  });

  it('pushes a page_view to the dataLayer when only a tag manager is present', () => {
    window.dataLayer = [];
    expect(trackPageView('/villas', 'Villas')).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/villas' })]);
  });

  it('does nothing without an analytics script', () => {
    expect(trackPageView('/', 'Home')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });
});
