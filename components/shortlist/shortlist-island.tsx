'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ShortlistCopy } from '@/content/types';
import { track } from '@/lib/analytics';
import { fillTemplate, pluralForm, type PluralForms } from '@/lib/i18n/message';
import { formatWhole } from '@/lib/i18n/number-pattern';
import { readIndex, type IndexWords } from '@/lib/index-card';
import type { SearchEntry } from '@/lib/search';
import { saveShortlist, serverShortlist, shortlist, shortlistKept, subscribeShortlist } from '@/lib/shortlist';
import { PropertyGrid } from '@/components/property/property-grid';
import type { PropertyCardCopy } from '@/components/property/property-card';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { AppLink } from '@/components/ui/app-link';
import { buttonClasses } from '@/components/ui/button';
import type { CardView } from '@/lib/listing';

type Props = {
  /** The language's index (app/search-index): every listing on the site, sold ones included. */
  indexUrl: string;
  searchHref: string;
  /** The language's number pattern, the site's address (the message names each home's page in full) and the words that turn the index back into cards. */
  indexWords: IndexWords;
  words: ShortlistCopy;
  cardCopy: PropertyCardCopy;
};

/** The WhatsApp message that names each saved home, its price and its page, in the page's language. */
export function shortlistMessage(words: ShortlistCopy['message'], cards: readonly CardView[], siteUrl: string): string {
  const lines = cards.map((card, index) => {
    const item = fillTemplate(words.item, { title: card.title, price: card.priceText, url: `${siteUrl}${card.href}` });
    return `${index + 1}. ${card.status === 'sold' ? fillTemplate(words.sold, { item }) : item}`;
  });
  return [words.intro, lines.join('\n'), words.outro].join('\n\n');
}

/**
 * The shortlist page's list: the saved homes, read from the language's index once the page opens.
 * A home un-saved here stays in view, its button unpressed, so a slip can be undone; the count and
 * the message follow what is saved. Ids the index no longer has (a listing removed from the site)
 * are taken off the shortlist, and the page says how many.
 */
export function ShortlistIsland({ indexUrl, searchHref, indexWords, words, cardCopy }: Props) {
  const { intl, pattern, siteUrl } = indexWords;
  const saved = useSyncExternalStore(subscribeShortlist, shortlist, serverShortlist);
  const [index, setIndex] = useState<Map<string, SearchEntry> | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<string[]>([]);
  const [removed, setRemoved] = useState(0);
  const rules = useMemo(() => new Intl.PluralRules(intl), [intl]);
  const plural = (count: number, forms: PluralForms) => pluralForm(forms, count, rules, (n) => formatWhole(n, pattern));

  useEffect(() => {
    let cancelled = false;
    fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (cancelled) return;
        const entries = readIndex(data, indexWords);
        const byId = new Map(entries.map((entry) => [entry.card.id, entry]));
        const ids = shortlist();
        const gone = ids.filter((id) => !byId.has(id));
        if (gone.length > 0) {
          saveShortlist(ids.filter((id) => byId.has(id)));
          setRemoved(gone.length);
        }
        setIndex(byId);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [indexUrl, indexWords]);

  // What is on view: every home saved since the page opened, in the order saved, un-saved ones kept
  // (state adjusted while rendering, as React advises for state that follows other values).
  const added = index ? saved.filter((id) => index.has(id) && !shown.includes(id)) : [];
  if (added.length > 0) setShown([...shown, ...added]);

  const cards = shown.map((id) => index?.get(id)?.card).filter((card): card is CardView => card !== undefined);
  const toSend = saved.map((id) => index?.get(id)?.card).filter((card): card is CardView => card !== undefined);

  return (
    <>
      {shortlistKept() ? null : <p className="mb-4 max-w-measure rounded-lg bg-sand-100 p-4 text-base text-sand-800">{words.notKept}</p>}
      <p role="status" className="text-lg font-semibold text-sea-950">
        {index ? plural(toSend.length, words.count) : failed ? words.failed : words.loading}
      </p>
      {removed > 0 ? <p className="mt-2 max-w-measure text-muted">{plural(removed, words.removed)}</p> : null}
      {!index ? null : cards.length === 0 ? (
        <div className="mx-auto mt-6 max-w-measure rounded-card bg-white p-6 text-center shadow-sm">
          <p className="text-xl font-semibold text-sea-950">{words.empty.title}</p>
          <p className="mt-3 text-muted">{words.empty.text}</p>
          <AppLink href={searchHref} className={buttonClasses('primary', 'md', 'mt-6')}>
            {words.empty.action}
          </AppLink>
        </div>
      ) : (
        <>
          <div className="mt-6">
            <h2 className="sr-only">{words.title}</h2>
            <PropertyGrid properties={cards} copy={cardCopy} />
          </div>
          {toSend.length > 0 ? (
            <div className="mt-10 rounded-card bg-white p-6 text-center shadow-sm">
              <WhatsAppLink message={shortlistMessage(words.message, toSend, siteUrl)} size="lg" cta="shortlist" onClick={() => track('Shortlist sent', { count: String(toSend.length) })}>
                {words.send}
              </WhatsAppLink>
              <p className="mt-3 text-sm text-muted">{words.sendNote}</p>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
