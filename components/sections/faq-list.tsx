import type { FaqItem } from '@/content/types';
import { Icon } from '@/components/ui/icon';

type Props = { items: FaqItem[]; title: string; intro?: string };

/**
 * An exclusive accordion with no script: <details> sharing one name opens one item at a time,
 * a click on the open summary closes it, and every answer is in the pre-rendered HTML. An answer
 * with an `id` is a link target for claims elsewhere (the rental guarantee's terms): it starts open,
 * so a buyer who follows that link lands on the answer, not on a closed question.
 */
export function FaqList({ items, title, intro }: Props) {
  return (
    <section aria-labelledby="faq-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-sea-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 max-w-measure text-lg text-muted">{intro}</p> : null}
          <div className="mt-8 divide-y divide-sea-100 border-y border-sea-100">
            {items.map((item) => (
              <details key={item.question} id={item.id} open={item.id ? true : undefined} name="faq" className="group scroll-mt-24">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-5 text-start text-lg font-semibold text-sea-950 hover:text-sea-700 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <Icon name="arrow" className="rotate-90 text-sea-700 transition-transform group-open:-rotate-90 motion-reduce:transition-none" />
                </summary>
                <p className="max-w-measure pb-6 leading-relaxed text-muted">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
