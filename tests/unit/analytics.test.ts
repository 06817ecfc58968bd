import { sendEvent, trackPageView } from '@/lib/analytics';

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

describe('sendEvent', () => {
  const config = { endpoint: 'https://plausible.example/api/event', domain: 'azure-cyprus-homes.example', google: false };
  let beacon: jest.Mock;

  beforeEach(() => {
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    document.documentElement.lang = 'he';
    window.history.pushState({}, '', '/he/villas');
  });

  afterEach(() => {
    delete window.gtag;
  });

  it('sends the event to the events API with the page language and path, and nothing that identifies the visitor', () => {
    sendEvent(config, 'WhatsApp click', { cta: 'card', listing: 'esentepe-golf-villa' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, string];
    expect(url).toBe(config.endpoint);
    expect(JSON.parse(body)).toEqual({
      name: 'WhatsApp click',
      url: 'http://localhost/he/villas',
      domain: 'azure-cyprus-homes.example',
      referrer: null,
      props: { cta: 'card', listing: 'esentepe-golf-villa', language: 'he', path: '/he/villas' },
    });
  });

  it('hands actions to Google’s tag too when the site uses it, and sends nothing to an API that is not set', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    sendEvent({ ...config, endpoint: null, google: true }, 'Phone click', { cta: 'footer' });
    expect(beacon).not.toHaveBeenCalled();
    expect(gtag).toHaveBeenCalledWith('event', 'Phone click', { cta: 'footer', language: 'he', path: '/he/villas' });
  });
});
