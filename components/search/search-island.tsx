'use client';

import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { PlaceKey } from '@/content/facts/places';
import type { SearchCopy } from '@/content/types';
import { track } from '@/lib/analytics';
import { changedFields, submittedValue } from '@/lib/changed-fields';
import { QUERY_FORM_ATTRIBUTE, QUERY_FORM_WAITING, QUERY_PENDING_CLASS } from '@/lib/hydration-protocol';
import { useInBrowser } from '@/lib/use-in-browser';
import { fillTemplate, pluralForm } from '@/lib/i18n/message';
import { formatEuroWith, formatWhole } from '@/lib/i18n/number-pattern';
import { fetchIndexFile, partPath, readFacts, readPart, type IndexWords, type ReadFacts, type ReadPart } from '@/lib/index-card';
import {
  bedroomChoices,
  filtersFromQuery,
  filtersToQuery,
  isFiltered,
  PARAMS,
  priceSteps,
  propertyKinds,
  search,
  searchDescription,
  sortChoices,
  sortParams,
  stageChoices,
  stageParams,
  type BedroomChoice,
  type SearchFilters,
  type SortChoice,
} from '@/lib/search';
import { townSlug } from '@/lib/town-slug';
import type { PropertyCardCopy } from '@/components/property/property-card';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { ALERT_SECTION } from '@/lib/lead';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import type { PropertyGrid as Grid } from '@/components/property/property-grid';
import { CodeFailed, lateCode } from '@/components/layout/late-code';

/**
 * The grid for filtered results: its code (the card, the photo, the save and WhatsApp buttons) comes
 * once the search is filtered (asked for as soon as the address or a filter says so, beside the
 * index), not with the page. The first page of results is the server's, as children.
 */
const loadGrid = lateCode(() => import('@/components/property/property-grid').then((module) => module.PropertyGrid));

/** Cards shown at once, and added by "Show more". */
const BATCH = 12;

type Props = {
  /** The search page's own address: the form's action, and where "Clear all filters" leads. */
  action: string;
  /** The language's facts file (app/search-index), fetched when the page opens; the parts with the cards are beside it. */
  indexUrl: string;
  /** The language's number pattern and the words that turn the index back into cards. */
  indexWords: IndexWords;
  words: SearchCopy;
  /** Each town with a home for sale, by name, and as "in <town>" for the WhatsApp message. */
  towns: { place: PlaceKey; name: string; in: string }[];
  cardCopy: PropertyCardCopy;
  /** How many homes are for sale: the count before any filter. */
  total: number;
  /** The orders to offer (lib/search `offeredSorts`): "recently reduced" only while a home shows a reduction. */
  sorts: readonly SortChoice[];
  /** The first page of every home for sale, by price, as the server rendered it: shown until a filter is chosen. */
  children: ReactNode;
};

const DEFAULTS: SearchFilters = { sort: 'priceAsc' };

/**
 * The search page's filters and results. The form is a real GET form (without JavaScript it submits
 * to the page, which lists every home); with JavaScript every change applies at once from the
 * language's index, is written to the address (so it can be shared, and Back undoes it), and the
 * count is announced to screen readers.
 *
 * The page is static, so its HTML is the unfiltered first page. Opened at a filtered address, <html>
 * was marked before the first paint (QUERY_PENDING_CLASS, lib/hydration-protocol.ts), which hides the
 * server's cards and count and says the search is loading (the `query-pending:` classes here), and the
 * loader has set the fields from the address. When this code starts it takes over ("decided"): it
 * reads the address and the fields the buyer changed meanwhile (those win, and go to the address),
 * keeps the cards' space, hidden, until the filtered grid has rendered, and only then shows the count.
 */
export function SearchIsland({ action, indexUrl, indexWords, words, towns, cardCopy, total, sorts, children }: Props) {
  const { intl, pattern } = indexWords;
  const [filters, setFilters] = useState<SearchFilters>(DEFAULTS);
  /** The facts file, read; and the parts read so far (each part's cards in their places). */
  const [index, setIndex] = useState<ReadFacts | null>(null);
  const [parts, setParts] = useState<ReadonlyMap<number, ReadPart['entries']>>(() => new Map());
  /** Which reading of the facts file this is: a part from another build than the facts makes the island read them again. */
  const [reading, setReading] = useState(0);
  const [indexFailed, setIndexFailed] = useState(false);
  /** A part this page needs could not come (the next change of the filters asks again). */
  const [partsFailed, setPartsFailed] = useState(false);
  /** The parts asked for, so that each is asked for once; and the reading they are asked for (an answer to an earlier one is dropped). */
  const asked = useRef(new Set<number>());
  const askedFor = useRef(0);
  const [shown, setShown] = useState(BATCH);
  /** Whether the address and the form have been read (false in the server's HTML and at hydration). */
  const [decided, setDecided] = useState(false);
  /** The filtered grid, once its code has arrived; or whether it could not come. */
  const [PropertyGrid, setPropertyGrid] = useState<typeof Grid | null>(null);
  const [gridFailed, setGridFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Whether this form is the page's own HTML, hydrated (true), or one rendered in the browser (false). */
  const fromServer = useRef(!useInBrowser());
  const id = useId();
  const rules = useMemo(() => new Intl.PluralRules(intl), [intl]);
  const euro = (amount: number) => formatEuroWith(amount, pattern);
  const plural = (count: number, forms: Parameters<typeof pluralForm>[0]) => pluralForm(forms, count, rules, (n) => formatWhole(n, pattern));

  // Before the browser paints: on a client navigation back to a filtered address (no mark on <html>
  // then), the first render's unfiltered cards must never reach the screen.
  useLayoutEffect(() => {
    const read = () => {
      setFilters(filtersFromQuery(new URLSearchParams(window.location.search)));
      setShown(BATCH);
    };
    // What the buyer chose before this code ran stays chosen: each field changed from what the page
    // was served with (the loader had set them from the address) overrides the address, which follows.
    // Only the server's form can hold such a choice; a form this code rendered itself (a client
    // navigation back to the search) holds none.
    const query = new URLSearchParams(window.location.search);
    const changed = fromServer.current ? changedFields(formRef.current) : [];
    for (const field of changed) {
      const value = submittedValue(field);
      if (value) query.set(field.name, value);
      else query.delete(field.name);
    }
    const start = filtersFromQuery(query);
    // The address and the page's fields exist only in the browser, after hydration: read once, here.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state taken from outside React (the address, the DOM's fields)
    setFilters(start);
    setDecided(true);
    // A filtered address needs the grid's code: ask for it now, beside the index, not a render later.
    if (isFiltered(start) || start.sort !== DEFAULTS.sort) loadGrid().catch(() => undefined);
    if (changed.length > 0) {
      const address = filtersToQuery(start);
      window.history.replaceState(null, '', address ? `${action}?${address}` : action);
      trackSearch(start);
    }
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [action]);

  // The facts file, preloaded with the page; read again (past any cache) when a part came from a newer build.
  useEffect(() => {
    let cancelled = false;
    fetchIndexFile(indexUrl, reading > 0)
      .then((data) => !cancelled && setIndex(readFacts(data)))
      .catch(() => !cancelled && setIndexFailed(true));
    return () => {
      cancelled = true;
    };
  }, [indexUrl, reading]);

  // The island shows its own state from here on: the loader's mark on <html> goes, in the same frame.
  useLayoutEffect(() => {
    if (decided) document.documentElement.classList.remove(QUERY_PENDING_CLASS);
  }, [decided]);

  const narrowed = isFiltered(filters) || filters.sort !== DEFAULTS.sort;

  // The filtered grid's code, asked for as soon as the search is narrowed (the index is on its way too).
  const needGrid = narrowed && PropertyGrid === null && !gridFailed;
  useEffect(() => {
    if (!needGrid) return;
    loadGrid().then(
      (component) => setPropertyGrid(() => component),
      (error: unknown) => {
        console.warn('The search results could not load.', error);
        setGridFailed(true);
      },
    );
  }, [needGrid]);

  // A filtered address shows what its canonical page shows, narrowed: not one for search engines.
  useEffect(() => {
    const existing = document.head.querySelector('meta[name="robots"][data-search-filters]');
    if (narrowed && !existing) {
      const meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = 'noindex, follow';
      meta.dataset.searchFilters = '';
      document.head.append(meta);
    } else if (!narrowed) existing?.remove();
  }, [narrowed]);

  const change = (next: SearchFilters) => {
    setFilters(next);
    setShown(BATCH);
    setPartsFailed(false);
    const query = filtersToQuery(next);
    window.history.pushState(null, '', query ? `${action}?${query}` : action);
    trackSearch(next);
  };

  const results = index ? search(index.rows, filters) : null;
  const visible = results?.slice(0, shown) ?? [];
  /** How many of the visible results have their card's part here: those are shown. */
  const readyIndex = visible.findIndex((row) => !parts.has(row.part));
  const ready = readyIndex === -1 ? visible.length : readyIndex;
  /** The parts to ask for: the visible results', then, once those are here, the next batch's (so "Show more" shows at once). */
  const wanted = [...new Set((ready < visible.length ? visible : (results ?? []).slice(0, shown + BATCH)).map((row) => row.part))].filter((part) => !parts.has(part));
  const wantedKey = wanted.join(',');

  useEffect(() => {
    // An effect of a render from before the index was found stale (effects run after the paint) asks for nothing.
    if (!narrowed || index === null || wantedKey === '' || askedFor.current !== reading) return;
    for (const part of wantedKey.split(',').map(Number)) {
      if (asked.current.has(part)) continue;
      asked.current.add(part);
      fetchIndexFile(partPath(indexUrl, part), reading > 0)
        .then((data) => {
          if (askedFor.current !== reading) return;
          const read = readPart(data, indexWords);
          if (read.version === index.version && read.part === part) {
            setParts((loaded) => new Map(loaded).set(part, read.entries));
            return;
          }
          // The site was deployed again since the facts were read: read them again, once.
          if (reading > 0) throw new Error('The search index changed while it was read');
          asked.current.clear();
          askedFor.current = reading + 1;
          setParts(new Map());
          setIndex(null);
          setReading(reading + 1);
        })
        .catch((error: unknown) => {
          if (askedFor.current !== reading) return;
          console.warn('A part of the search index could not load.', error);
          asked.current.delete(part);
          setPartsFailed(true);
        });
    }
  }, [narrowed, index, wantedKey, indexUrl, indexWords, reading]);

  /** The first batch cannot come: the page says the search could not load, as when the facts cannot. */
  const cardsFailed = partsFailed && ready < Math.min(visible.length, BATCH);
  const failed = indexFailed || cardsFailed;
  /** Filtered, and the filtered cards are not on screen yet: the cards' space is held and the status says so. */
  const waiting = narrowed && !failed && !gridFailed && (results === null || (results.length > 0 && (PropertyGrid === null || ready < Math.min(visible.length, BATCH))));
  const statusText = !narrowed ? plural(total, words.count) : failed ? words.failed : results ? plural(results.length, words.count) : '';
  const cards = visible
    .slice(0, ready)
    .map((row) => parts.get(row.part)?.[row.slot]?.card)
    .filter((card) => card !== undefined);

  const bedsLabel = (choice: BedroomChoice) =>
    choice === 'studio' ? words.beds.studio : choice === '4+' ? fillTemplate(words.beds.atLeast, { n: formatWhole(4, pattern) }) : plural(Number(choice), words.beds.exactly);

  /** "3 bedrooms, up to €400,000, in Kyrenia": what the buyer looked for, for the sales team. */
  const lookingFor = () =>
    searchDescription(filters, words, { euro, beds: bedsLabel, townIn: (place) => towns.find((town) => town.place === place)?.in ?? '' });

  /** The price steps, and the address's own amount when it is not one of them. */
  const prices = (current: number | undefined): [string, string][] =>
    [...new Set([...priceSteps, ...(current === undefined ? [] : [current])])].sort((a, b) => a - b).map((price) => [String(price), euro(price)]);
  const check = 'flex min-h-11 items-center gap-2 text-base font-semibold text-sea-950';

  return (
    <>
      <form
        ref={formRef}
        {...{ [QUERY_FORM_ATTRIBUTE]: decided ? 'live' : QUERY_FORM_WAITING }}
        role="search"
        aria-label={words.form}
        method="get"
        action={action}
        className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-card bg-white p-4 shadow-sm sm:gap-x-4 sm:p-5 lg:grid-cols-4"
        onSubmit={(event) => {
          // The filters already apply as they change: the button takes the buyer to the results.
          event.preventDefault();
          document.getElementById(`${id}-count`)?.scrollIntoView({ block: 'start' });
        }}
      >
        <Choice label={words.type.label} name={PARAMS.type} any={words.any} value={filters.type ?? ''} options={propertyKinds.map((kind) => [kind, words.type.options[kind]])} onChange={(value) => change({ ...filters, type: propertyKinds.find((kind) => kind === value) })} />
        <Choice
          label={words.town}
          name={PARAMS.town}
          any={words.any}
          value={filters.town ? townSlug(filters.town) : ''}
          options={towns.map((town) => [townSlug(town.place), town.name])}
          onChange={(value) => change({ ...filters, town: towns.find((town) => townSlug(town.place) === value)?.place })}
        />
        <Choice label={words.priceFrom} name={PARAMS.min} any={words.any} value={String(filters.min ?? '')} options={prices(filters.min)} onChange={(value) => change({ ...filters, min: value ? Number(value) : undefined })} />
        <Choice label={words.priceTo} name={PARAMS.max} any={words.any} value={String(filters.max ?? '')} options={prices(filters.max)} onChange={(value) => change({ ...filters, max: value ? Number(value) : undefined })} />
        <Choice label={words.beds.label} name={PARAMS.beds} any={words.any} value={filters.beds ?? ''} options={bedroomChoices.map((choice) => [choice, bedsLabel(choice)])} onChange={(value) => change({ ...filters, beds: bedroomChoices.find((choice) => choice === value) })} />
        <Choice
          label={words.stage.label}
          name={PARAMS.stage}
          any={words.any}
          value={filters.stage ? stageParams[filters.stage] : ''}
          options={stageChoices.map((stage) => [stageParams[stage], words.stage.options[stage]])}
          onChange={(value) => change({ ...filters, stage: stageChoices.find((stage) => stageParams[stage] === value) })}
        />
        <div className="flex flex-col justify-end">
          <label className={check}>
            <input type="checkbox" name={PARAMS.pool} value="1" className="size-5 accent-sea-700" checked={filters.pool ?? false} onChange={(event) => change({ ...filters, pool: event.target.checked || undefined })} />
            {words.pool}
          </label>
          <label className={check}>
            <input type="checkbox" name={PARAMS.seaView} value="1" className="size-5 accent-sea-700" checked={filters.seaView ?? false} onChange={(event) => change({ ...filters, seaView: event.target.checked || undefined })} />
            {words.seaView}
          </label>
        </div>
        <Choice
          label={words.sort.label}
          name={PARAMS.sort}
          value={sortParams[filters.sort]}
          options={sortChoices.filter((sort) => sorts.includes(sort) || sort === filters.sort).map((sort) => [sortParams[sort], words.sort.options[sort]])}
          onChange={(value) => change({ ...filters, sort: sortChoices.find((sort) => sortParams[sort] === value) ?? DEFAULTS.sort })}
        />
        <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-4">
          <button type="submit" className={buttonClasses('primary', 'md')}>
            {words.submit}
          </button>
          {narrowed ? (
            <AppLink
              href={action}
              className="inline-flex min-h-11 items-center font-semibold text-sea-800 underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                change(DEFAULTS);
              }}
            >
              {words.reset}
            </AppLink>
          ) : null}
        </div>
      </form>

      <p id={`${id}-count`} role="status" className="mt-8 scroll-mt-24 text-lg font-semibold text-sea-950">
        {/* Before this code runs, the mark on <html> picks which of the three a buyer reads. */}
        <span className={clsx(!decided && 'query-pending:hidden query-failed:hidden')}>{waiting ? null : statusText}</span>
        {!decided || waiting ? <span className={clsx(!decided && 'hidden query-pending:inline')}>{words.loading}</span> : null}
        {decided ? null : <span className="hidden query-failed:inline">{words.failed}</span>}
      </p>

      <h2 className="sr-only">{words.resultsTitle}</h2>
      <div className="mt-4">
        {/* The server's first page stays where it is (never rendered again) while the filtered one is on
            its way, hidden with its space kept; before this code runs, the mark on <html> hides it. */}
        {!narrowed || waiting ? <div className={clsx(waiting && 'invisible', !decided && 'query-pending:invisible query-failed:hidden')}>{children}</div> : null}
        {!narrowed || waiting || results === null || cardsFailed ? null : results.length === 0 ? (
          <div className="mx-auto max-w-measure rounded-card bg-white p-6 text-center shadow-sm">
            <p className="text-xl font-semibold text-sea-950">{words.none.title}</p>
            <p className="mt-3 text-muted">{words.none.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button type="button" className={buttonClasses('outline', 'md')} onClick={() => change(DEFAULTS)}>
                {words.none.widen}
              </button>
              <WhatsAppLink message={fillTemplate(words.none.message, { filters: lookingFor() })} cta="search-none">
                {words.none.action}
              </WhatsAppLink>
            </div>
            <a href={`#${ALERT_SECTION}`} className="mt-4 inline-flex min-h-11 items-center font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-950">
              {words.alert.title}
            </a>
          </div>
        ) : gridFailed || PropertyGrid === null ? (
          <p>{words.failed}</p>
        ) : (
          <CodeFailed fallback={<p>{words.failed}</p>}>
            <PropertyGrid properties={cards} copy={cardCopy} />
            {ready < visible.length ? (
              <p className="mt-8 text-center text-muted">{partsFailed ? words.failed : words.loading}</p>
            ) : results.length > shown ? (
              <div className="mt-8 text-center">
                <button type="button" className={buttonClasses('outline', 'md')} onClick={() => setShown(shown + BATCH)}>
                  {words.more}
                </button>
              </div>
            ) : null}
          </CodeFailed>
        )}
      </div>
    </>
  );
}

/** The analytics event of a search: which filters it used, and the sort. */
function trackSearch(filters: SearchFilters) {
  const used = (Object.keys(PARAMS) as (keyof typeof PARAMS)[]).filter((key) => key !== 'sort' && filters[key] !== undefined);
  track('Search', { filters: used.join(',') || 'none', sort: filters.sort });
}

/** One filter: a labelled select of `options` ([value, label]), with "any" first where there may be no choice. */
function Choice({ label, name, value, options, any, onChange }: { label: string; name: string; value: string; options: [string, string][]; any?: string; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold text-sea-950">
      {label}
      <select name={name} className="min-h-11 w-full rounded-lg border border-sea-200 bg-white px-3 text-base font-normal text-ink" value={value} onChange={(event) => onChange(event.target.value)}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
