import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortlistIsland } from '@/components/shortlist/shortlist-island';
import { ShortlistKeeper } from '@/components/shortlist/shortlist-keeper';
import { SaveButton } from '@/components/shortlist/save-button';
import { pageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/i18n/message';
import { absoluteUrl } from '@/lib/i18n/paths';
import { cardCopy } from '@/lib/listing';
import { allListings, listingPath, type Listing } from '@/lib/listings';
import { indexFiles, indexWords } from '@/lib/search-index';
import { partCount, partOf, partPath } from '@/lib/index-card';
import { serveIndex } from './support/index-files';
import { parseShortlist, saveShortlist, shortlist, shortlistKept, SHORTLIST_KEY, toggleSaved } from '@/lib/shortlist';

const real = allListings;

const originalFetch = globalThis.fetch;

afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = originalFetch;
  window.localStorage.clear();
  saveShortlist([]);
});

describe('the stored shortlist', () => {
  it('reads only listing ids from what is stored, once each, and nothing from a value it cannot read', () => {
    expect(parseShortlist(null)).toEqual([]);
    expect(parseShortlist('not json')).toEqual([]);
    expect(parseShortlist('{"a":1}')).toEqual([]);
    expect(parseShortlist('["kyrenia-villa", 3, "kyrenia-villa", "<script>", "Bad Id", "esentepe-golf-villa"]')).toEqual(['kyrenia-villa', 'esentepe-golf-villa']);
  });

  it('keeps a saved listing across page loads, in the order saved, and lets it go on a second tap', () => {
    expect(toggleSaved('first-home')).toBe(true);
    expect(toggleSaved('second-home')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(SHORTLIST_KEY)!)).toEqual(['first-home', 'second-home']);
    expect(toggleSaved('first-home')).toBe(false);
    expect(shortlist()).toEqual(['second-home']);
  });

  it('still saves for the page when the browser refuses to store it, and says it was not kept', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => toggleSaved('first-home')).not.toThrow();
    expect(shortlist()).toEqual(['first-home']);
    expect(shortlistKept()).toBe(false);
  });
});

describe('the header and the save buttons', () => {
  const en = pageContext('en');
  const [home] = real;

  it('press and release every button of a listing, on a tap or from another tab, and the header counts them', async () => {
    const user = userEvent.setup();
    const w = en.t.shortlist;
    render(
      <>
        <ShortlistKeeper href="/shortlist" label={w.headerLink} count={w.headerCount} intl={en.info.intl} pattern={en.f.pattern} />
        <SaveButton id={home!.id} title={home!.words.en.title} label={w.save} className="" />
      </>,
    );
    const name = fillTemplate(w.save, { title: home!.words.en.title });
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link')).toHaveAccessibleName(`${w.headerLink}, ${fillTemplate(w.headerCount.one!, { n: '1' })}`);

    // A card the page adds later (more search results, a client navigation) shows it saved too.
    const later = document.createElement('div');
    later.innerHTML = `<button type="button" data-save="${home!.id}" aria-pressed="false">later</button>`;
    await act(async () => {
      document.body.append(later);
      await Promise.resolve();
    });
    expect(within(later).getByRole('button')).toHaveAttribute('aria-pressed', 'true');

    // Another tab empties the list.
    await act(async () => {
      window.localStorage.setItem(SHORTLIST_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    });
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link')).toHaveAccessibleName(w.headerLink);
    later.remove();
  });
});

describe('the shortlist page', () => {
  /** Answers the page's requests for the German index of `inventory`, file by file. */
  function serve(inventory: readonly Listing[]) {
    const fetchMock = serveIndex(indexFiles(pageContext('de', inventory)), '/search-index/de.json');
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('marks a home sold since it was saved, drops one no longer listed with a note, and sends the rest in the page’s language', async () => {
    const [sold, kept] = real;
    const inventory = real.map((listing) => (listing.id === sold!.id ? { ...listing, status: 'sold' as const } : listing));
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify([kept!.id, 'taken-off-the-site', sold!.id]));
    const de = pageContext('de', inventory);
    const w = de.t.shortlist;
    const fetchMock = serve(inventory);
    const parts = partCount(inventory.length);
    render(<ShortlistIsland indexUrl="/search-index/de.json" parts={parts} searchHref="/de/properties" indexWords={indexWords(de)} words={w} cardCopy={cardCopy(de)} />);

    expect(await screen.findByText(fillTemplate(w.count.other, { n: '2' }))).toBeInTheDocument();
    // It asked only for the parts that hold the saved homes, never for the facts file.
    const asked = [...new Set([kept!.id, 'taken-off-the-site', sold!.id].map((id) => partPath('/search-index/de.json', partOf(id, parts))))].sort();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(asked);
    expect(screen.getByText(fillTemplate(w.removed.one!, { n: '1' }))).toBeInTheDocument();
    expect(shortlist()).toEqual([kept!.id, sold!.id]);

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([kept!.words.de.title, sold!.words.de.title]);
    expect(within(cards[1]!).getByText(de.t.listing.status.sold)).toBeInTheDocument();

    const href = screen.getByRole('link', { name: new RegExp(w.send) }).getAttribute('href')!;
    const line = (listing: Listing) => fillTemplate(w.message.item, { title: listing.words.de.title, price: de.f.euro(listing.price), url: absoluteUrl(listingPath('de', listing)) });
    expect(new URL(href).searchParams.get('text')).toBe([w.message.intro, `1. ${line(kept!)}\n2. ${fillTemplate(w.message.sold, { item: line(sold!) })}`, w.message.outro].join('\n\n'));
  });

  it('says so when the list cannot load, and shows nothing it cannot name', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => null })) as unknown as typeof fetch;
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify([real[0]!.id]));
    const en = pageContext('en');
    render(<ShortlistIsland indexUrl="/search-index/en.json" parts={partCount(real.length)} searchHref="/properties" indexWords={indexWords(en)} words={en.t.shortlist} cardCopy={cardCopy(en)} />);
    expect(await screen.findByText(en.t.shortlist.failed)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    // Nothing is dropped from the list because the page could not read the index.
    expect(shortlist()).toEqual([real[0]!.id]);
  });

  it('finds the saved homes from a page built before the index was cut anew (the site grew since), and drops none of them', async () => {
    const [first, second] = real;
    const grown = [...real, ...Array.from({ length: 40 }, (_, n) => ({ ...real[n % real.length]!, id: `grown-home-${n}`, reference: `G-${n}` }))];
    const now = partCount(grown.length);
    const built = partCount(real.length);
    expect(now).not.toBe(built);
    const fetchMock = serve(grown);
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify([first!.id, second!.id]));
    const de = pageContext('de', grown);
    render(<ShortlistIsland indexUrl="/search-index/de.json" parts={built} searchHref="/de/properties" indexWords={indexWords(de)} words={de.t.shortlist} cardCopy={cardCopy(de)} />);
    expect(await screen.findByText(fillTemplate(de.t.shortlist.count.other, { n: '2' }))).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([first!.words.de.title, second!.words.de.title]);
    expect(shortlist()).toEqual([first!.id, second!.id]);
    expect(screen.queryByText(fillTemplate(de.t.shortlist.removed.one!, { n: '1' }))).toBeNull();
    // It read the parts the page named, learnt from them how the index is cut now, and read the right ones.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    for (const id of [first!.id, second!.id]) expect(urls).toContain(partPath('/search-index/de.json', partOf(id, now)));
  });

  it('with nothing saved, says so at once and asks for nothing', async () => {
    const fetchMock = serve(real);
    const en = pageContext('en');
    render(<ShortlistIsland indexUrl="/search-index/en.json" parts={partCount(real.length)} searchHref="/properties" indexWords={indexWords(en)} words={en.t.shortlist} cardCopy={cardCopy(en)} />);
    expect(await screen.findByText(en.t.shortlist.empty.title)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.f.plural(0, en.t.shortlist.count));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
