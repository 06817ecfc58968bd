'use client';

import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { PlaceKey } from '@/content/facts/places';
import type { SearchCopy } from '@/content/types';
import { track } from '@/lib/analytics';
import { fillTemplate, pluralForm } from '@/lib/i18n/message';
import { formatEuroWith, formatWhole, type NumberPattern } from '@/lib/i18n/number-pattern';
import {
  bedroomChoices,
  filtersFromQuery,
  filtersToQuery,
  isFiltered,
  PARAMS,
  priceSteps,
  propertyKinds,
  search,
  sortChoices,
  sortParams,
  stageChoices,
  stageParams,
  type BedroomChoice,
  type SearchEntry,
  type SearchFilters,
} from '@/lib/search';
import { townSlug } from '@/lib/town-slug';
import { PropertyGrid } from '@/components/property/property-grid';
import type { PropertyCardCopy } from '@/components/property/property-card';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';

/** Cards shown at once, and added by "Show more". */
const BATCH = 12;

type Props = {
  /** The search page's own address: the form's action, and where "Clear all filters" leads. */
  action: string;
  /** The language's search index (app/search-index), fetched when the page opens. */
  indexUrl: string;
  intl: string;
  pattern: NumberPattern;
  words: SearchCopy;
  /** Each town with a home for sale, by name, and as "in <town>" for the WhatsApp message. */
  towns: { place: PlaceKey; name: string; in: string }[];
  cardCopy: PropertyCardCopy;
  /** How many homes are for sale: the count before any filter. */
  total: number;
  /** The first page of every home for sale, by price, as the server rendered it: shown until a filter is chosen. */
  children: ReactNode;
};

const DEFAULTS: SearchFilters = { sort: 'priceAsc' };

/**
 * The search page's filters and results. The form is a real GET form (without JavaScript it submits
 * to the page, which lists every home); with JavaScript every change applies at once from the
 * language's index, is written to the address (so it can be shared, and Back undoes it), and the
 * count is announced to screen readers.
 */
export function SearchIsland({ action, indexUrl, intl, pattern, words, towns, cardCopy, total, children }: Props) {
  const [filters, setFilters] = useState<SearchFilters>(DEFAULTS);
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(BATCH);
  const id = useId();
  const rules = useMemo(() => new Intl.PluralRules(intl), [intl]);
  const euro = (amount: number) => formatEuroWith(amount, pattern);
  const plural = (count: number, forms: Parameters<typeof pluralForm>[0]) => pluralForm(forms, count, rules, (n) => formatWhole(n, pattern));

  useEffect(() => {
    const read = () => {
      setFilters(filtersFromQuery(new URLSearchParams(window.location.search)));
      setShown(BATCH);
    };
    read();
    window.addEventListener('popstate', read);
    let cancelled = false;
    fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<SearchEntry[]>;
      })
      .then((index) => !cancelled && setEntries(index))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', read);
    };
  }, [indexUrl]);

  const narrowed = isFiltered(filters) || filters.sort !== DEFAULTS.sort;

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
    const query = filtersToQuery(next);
    window.history.pushState(null, '', query ? `${action}?${query}` : action);
    const used = (Object.keys(PARAMS) as (keyof typeof PARAMS)[]).filter((key) => key !== 'sort' && next[key] !== undefined);
    track('Search', { filters: used.join(',') || 'none', sort: next.sort });
  };

  const results = entries ? search(entries, filters) : null;
  const count = !narrowed ? total : results?.length;

  const bedsLabel = (choice: BedroomChoice) =>
    choice === 'studio' ? words.beds.studio : choice === '4+' ? fillTemplate(words.beds.atLeast, { n: formatWhole(4, pattern) }) : plural(Number(choice), words.beds.exactly);

  /** "3 bedrooms, up to €400,000, in Kyrenia": what the buyer looked for, for the sales team. */
  const lookingFor = () => {
    const parts = [
      filters.type ? words.type.options[filters.type] : '',
      filters.beds ? bedsLabel(filters.beds) : '',
      filters.min !== undefined ? fillTemplate(words.looking.from, { price: euro(filters.min) }) : '',
      filters.max !== undefined ? fillTemplate(words.looking.to, { price: euro(filters.max) }) : '',
      filters.town ? (towns.find((town) => town.place === filters.town)?.in ?? '') : '',
      filters.pool ? words.looking.pool : '',
      filters.seaView ? words.looking.seaView : '',
      filters.stage ? words.stage.options[filters.stage] : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(', ') : words.looking.anything;
  };

  const prices = (current: number | undefined) => [...new Set([...priceSteps, ...(current === undefined ? [] : [current])])].sort((a, b) => a - b);
  const field = 'flex flex-col gap-1.5 text-sm font-semibold text-sea-950';
  const control = 'min-h-11 w-full rounded-lg border border-sea-200 bg-white px-3 text-base font-normal text-ink';
  const check = 'flex min-h-11 items-center gap-2 text-base font-semibold text-sea-950';

  return (
    <>
      <form
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
        <label className={field}>
          {words.type.label}
          <select name={PARAMS.type} className={control} value={filters.type ?? ''} onChange={(event) => change({ ...filters, type: propertyKinds.find((kind) => kind === event.target.value) })}>
            <option value="">{words.any}</option>
            {propertyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {words.type.options[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.town}
          <select
            name={PARAMS.town}
            className={control}
            value={filters.town ? townSlug(filters.town) : ''}
            onChange={(event) => change({ ...filters, town: towns.find((town) => townSlug(town.place) === event.target.value)?.place })}
          >
            <option value="">{words.any}</option>
            {towns.map((town) => (
              <option key={town.place} value={townSlug(town.place)}>
                {town.name}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.priceFrom}
          <select name={PARAMS.min} className={control} value={filters.min ?? ''} onChange={(event) => change({ ...filters, min: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">{words.any}</option>
            {prices(filters.min).map((price) => (
              <option key={price} value={price}>
                {euro(price)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.priceTo}
          <select name={PARAMS.max} className={control} value={filters.max ?? ''} onChange={(event) => change({ ...filters, max: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">{words.any}</option>
            {prices(filters.max).map((price) => (
              <option key={price} value={price}>
                {euro(price)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.beds.label}
          <select name={PARAMS.beds} className={control} value={filters.beds ?? ''} onChange={(event) => change({ ...filters, beds: bedroomChoices.find((choice) => choice === event.target.value) })}>
            <option value="">{words.any}</option>
            {bedroomChoices.map((choice) => (
              <option key={choice} value={choice}>
                {bedsLabel(choice)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.stage.label}
          <select
            name={PARAMS.stage}
            className={control}
            value={filters.stage ? stageParams[filters.stage] : ''}
            onChange={(event) => change({ ...filters, stage: stageChoices.find((stage) => stageParams[stage] === event.target.value) })}
          >
            <option value="">{words.any}</option>
            {stageChoices.map((stage) => (
              <option key={stage} value={stageParams[stage]}>
                {words.stage.options[stage]}
              </option>
            ))}
          </select>
        </label>
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
        <label className={field}>
          {words.sort.label}
          <select
            name={PARAMS.sort}
            className={control}
            value={sortParams[filters.sort]}
            onChange={(event) => change({ ...filters, sort: sortChoices.find((sort) => sortParams[sort] === event.target.value) ?? DEFAULTS.sort })}
          >
            {sortChoices.map((sort) => (
              <option key={sort} value={sortParams[sort]}>
                {words.sort.options[sort]}
              </option>
            ))}
          </select>
        </label>
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
        {count !== undefined ? plural(count, words.count) : failed ? words.failed : words.loading}
      </p>

      <div className="mt-4">
        {!narrowed ? (
          children
        ) : results === null ? null : results.length === 0 ? (
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
          </div>
        ) : (
          <>
            <PropertyGrid properties={results.slice(0, shown).map((entry) => entry.card)} copy={cardCopy} />
            {results.length > shown ? (
              <div className="mt-8 text-center">
                <button type="button" className={buttonClasses('outline', 'md')} onClick={() => setShown(shown + BATCH)}>
                  {words.more}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
