import type { CommonWords, LegalFactId } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { fillTemplate } from '@/lib/i18n/message';
import { factBasis, legalFactEntries, legalFactName, legalFacts } from '@/lib/legal-facts';

/** Every legal fact the site states, the sources it was compiled from (each with its date and link), and whether the agency's lawyer has confirmed it. */
export function FactSources({ f, words }: { f: Format; words: CommonWords['factSources'] }) {
  return (
    <dl className="space-y-6">
      {legalFactEntries(legalFacts).map(([id, fact]) => {
        const { sources, confirmedOn } = factBasis(legalFacts, fact);
        return (
          <div key={id}>
            <dt className="font-semibold text-sea-950">{legalFactName(words.names, id as LegalFactId)}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted">
              <ul className="list-disc ps-5">
                {sources.map((source) => (
                  <li key={source.name}>
                    {source.url ? (
                      <a href={source.url} rel="external noopener" lang={source.lang ?? 'en'} dir="ltr" className="underline underline-offset-2 hover:text-sea-800">
                        {source.name}
                      </a>
                    ) : (
                      <span lang={source.lang ?? 'en'} dir="ltr">
                        {source.name}
                      </span>
                    )}{' '}
                    ({source.date ? fillTemplate(words.dated, { date: f.date(source.date) }) : words.undated})
                  </li>
                ))}
              </ul>
              <p className="mt-1">{confirmedOn ? fillTemplate(words.confirmed, { date: f.date(confirmedOn) }) : words.unconfirmed}</p>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
