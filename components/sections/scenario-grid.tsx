import { CardPhoto } from '@/components/ui/card-photo';
import type { Photo } from '@/content/types';
import { cn } from '@/lib/cn';
import type { Figure } from '@/lib/scenarios';


export type Scenario = {
  id: string;
  /** A short label over the photo, e.g. "Studio". */
  type: string;
  title: string;
  summary: string;
  image: Photo;
  /** Label and value pairs, already formatted; an emphasised one stands out as the headline figure. */
  figures: Figure[];
};

/** Worked examples side by side: a photo, what the property is, and its figures as a definition list. */
export function ScenarioGrid({ items }: { items: Scenario[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <article className="flex h-full flex-col overflow-hidden card">
            <CardPhoto photo={item.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" label={item.type} />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold text-sea-950">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{item.summary}</p>
              <dl className="mt-auto divide-y divide-sea-100 pt-5">
                {item.figures.map((figure) => (
                  <div
                    key={figure.label}
                    className={cn(
                      'flex items-baseline justify-between gap-4',
                      figure.emphasis ? 'my-1 rounded-xl border-none bg-sea-50 px-3 py-3' : 'py-2.5',
                    )}
                  >
                    <dt className={cn('text-sm', figure.emphasis ? 'font-semibold text-sea-900' : 'text-muted')}>{figure.label}</dt>
                    <dd
                      className={cn(
                        'text-end whitespace-nowrap tabular-nums',
                        figure.emphasis ? 'text-2xl font-bold text-sea-800' : 'font-semibold text-ink',
                      )}
                    >
                      {figure.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
