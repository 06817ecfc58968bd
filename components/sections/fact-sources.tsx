import { isLocale, localeInfo } from '@/content/locales';
import type { CommonWords, Figures, LegalFactId } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { fillTemplate } from '@/lib/i18n/message';
import { factBasis, legalFactEntries, legalFactName, legalFacts } from '@/lib/legal-facts';
import { sourceName, type Source } from '@/lib/sources';
import { legalFactStatement } from '@/lib/words/costs';

/**
 * A source as the page's edition names it (its own name where the source has one in that language),
 * marked with the language of that name, a link where it has an address, then the date it states its
 * facts as of.
 */
export function SourceCitation({ source, f, words }: { source: Source; f: Format; words: Pick<CommonWords['factSources'], 'dated' | 'undated'> }) {
  const { name, lang } = sourceName(source, f.locale);
  const dir = isLocale(lang) ? localeInfo(lang).dir : 'ltr';
  return (
    <>
      {source.url ? (
        <a href={source.url} rel="external noopener" lang={lang} dir={dir} className="underline underline-offset-2 hover:text-sea-800">
          {name}
        </a>
      ) : (
        <span lang={lang} dir={dir}>
          {name}
        </span>
      )}{' '}
      ({source.date ? fillTemplate(words.dated, { date: f.date(source.date) }) : words.undated})
    </>
  );
}

/**
 * Every legal fact the site states: the fact itself, with the date of its sources and whether the
 * agency's lawyer has confirmed it, then the sources it was compiled from, each with its date and link.
 */
export function FactSources({ f, v, words }: { f: Format; v: Figures; words: CommonWords['factSources'] }) {
  return (
    <dl className="space-y-6">
      {legalFactEntries(legalFacts).map(([id, fact]) => (
        <div key={id}>
          <dt className="font-semibold text-sea-950">{legalFactName(words.names, id as LegalFactId)}</dt>
          <dd className="mt-1 text-base leading-7 text-ink">{legalFactStatement(f, v, id as LegalFactId)}</dd>
          <dd className="mt-2 text-sm leading-6 text-muted">
            <FactSourceList sources={factBasis(legalFacts, fact).sources} f={f} words={words} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The sources a fact was compiled from, under their label, each cited with its date and link. */
function FactSourceList({ sources, f, words }: { sources: readonly Source[]; f: Format; words: CommonWords['factSources'] }) {
  return (
    <>
      <p>{words.sourcesLabel}</p>
      <ul className="list-disc ps-5">
        {sources.map((source) => (
          <li key={source.name}>
            <SourceCitation source={source} f={f} words={words} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One legal fact where a page or the brochure states it on its own: its sentence (with its date and confirmation), then its sources. */
export function LegalFact({ id, f, v, words }: { id: LegalFactId; f: Format; v: Figures; words: CommonWords['factSources'] }) {
  const fact = legalFactEntries(legalFacts).find(([entry]) => entry === id);
  if (!fact) throw new Error(`content/facts/legal-facts.json has no fact "${id}"`);
  return (
    <div>
      <p className="text-base leading-7 text-ink">{legalFactStatement(f, v, id)}</p>
      <div className="mt-2 text-sm leading-6 text-muted">
        <FactSourceList sources={factBasis(legalFacts, fact[1]).sources} f={f} words={words} />
      </div>
    </div>
  );
}
