'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ShortlistCopy } from '@/content/types';
import { track } from '@/lib/analytics';
import { fillTemplate, pluralForm, type PluralForms } from '@/lib/i18n/message';
import { formatWhole } from '@/lib/i18n/number-pattern';
import { fetchIndexFile, partOf, partPath, readPart, type IndexWords, type ReadPart } from '@/lib/index-card';
import { useInBrowser } from '@/lib/use-in-browser';
import { saveShortlist, serverShortlist, shortlist, shortlistKept, subscribeShortlist } from '@/lib/shortlist';
import { PropertyGrid } from '@/components/property/property-grid';
import type { PropertyCardCopy } from '@/components/property/property-card';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { AppLink } from '@/components/ui/app-link';
import { buttonClasses } from '@/components/ui/button';
import type { CardView } from '@/lib/listing';

type Props = {
  /** The language's facts file (app/search-index): the shortlist reads only the parts beside it that hold its homes' cards. */
  indexUrl: string;
  /** How many parts the index was cut into when the page was built (lib/index-card `partCount`): where each saved home's card is. */
  parts: number;
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
 * The shortlist page's list: the saved homes, read from the parts of the language's index that hold
 * them (lib/index-card `partOf`) once the page opens. A home un-saved here stays in view, its button
 * unpressed, so a slip can be undone; the count and the message follow what is saved. Ids their part
 * no longer has (a listing removed from the site) are taken off the shortlist, and the page says how many.
 */
export function ShortlistIsland({ indexUrl, parts: builtParts, searchHref, indexWords, words, cardCopy }: Props) {
  const { intl, pattern, siteUrl } = indexWords;
  const inBrowser = useInBrowser();
  const saved = useSyncExternalStore(subscribeShortlist, shortlist, serverShortlist);
  /** How many parts there are: as the page was built, or as a part says when the site has been deployed since. */
  const [partTotal, setPartTotal] = useState(builtParts);
  const [loaded, setLoaded] = useState<ReadonlyMap<number, ReadPart>>(() => new Map());
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<string[]>([]);
  const [removed, setRemoved] = useState(0);
  /** The parts asked for; the parts here (as state has them, for the callbacks); whether gone ids were taken off. */
  const asked = useRef(new Set<number>());
  const arrived = useRef(new Map<number, ReadPart>());
  const pruned = useRef(false);
  /** The part count asked by: an effect or an answer of the count before the index was found cut anew does nothing. */
  const askedBy = useRef(builtParts);
  const rules = useMemo(() => new Intl.PluralRules(intl), [intl]);
  const plural = (count: number, forms: PluralForms) => pluralForm(forms, count, rules, (n) => formatWhole(n, pattern));

  const wantedKey = [...new Set(saved.map((id) => partOf(id, partTotal)))].join(',');

  useEffect(() => {
    if (!inBrowser || wantedKey === '' || askedBy.current !== partTotal) return;
    for (const part of wantedKey.split(',').map(Number)) {
      if (asked.current.has(part)) continue;
      asked.current.add(part);
      fetchIndexFile(partPath(indexUrl, part))
        .then((data) => {
          if (askedBy.current !== partTotal) return;
          const read = readPart(data, indexWords);
          if (read.part !== part) throw new Error(`Asked for part ${part} of the index, got ${read.part}`);
          if (read.parts !== partTotal) {
            // The index has been cut anew since this page was built: each card is now elsewhere. Once.
            if (partTotal !== builtParts) throw new Error('The index was cut anew twice while it was read');
            asked.current.clear();
            arrived.current.clear();
            askedBy.current = read.parts;
            setLoaded(new Map());
            setPartTotal(read.parts);
            return;
          }
          arrived.current.set(part, read);
          setLoaded(new Map(arrived.current));
          // Every saved home's part is here: ids none of them has are of homes no longer on the site.
          const ids = shortlist();
          if (pruned.current || !ids.every((id) => arrived.current.has(partOf(id, partTotal)))) return;
          pruned.current = true;
          const gone = ids.filter((id) => !arrived.current.get(partOf(id, partTotal))!.entries.some((entry) => entry?.card.id === id));
          if (gone.length > 0) {
            saveShortlist(ids.filter((id) => !gone.includes(id)));
            setRemoved(gone.length);
          }
        })
        .catch((error: unknown) => {
          if (askedBy.current !== partTotal) return;
          console.warn('The shortlist could not load.', error);
          setFailed(true);
        });
    }
  }, [inBrowser, wantedKey, partTotal, builtParts, indexUrl, indexWords]);

  /** Every saved home's card, by id, once the parts that hold them are here (at once when nothing is saved). */
  const index = useMemo(() => {
    if (!inBrowser || !wantedKey.split(',').every((part) => part === '' || loaded.has(Number(part)))) return null;
    return new Map([...loaded.values()].flatMap((part) => part.entries.flatMap((entry) => (entry ? [[entry.card.id, entry] as const] : []))));
  }, [inBrowser, wantedKey, loaded]);

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
