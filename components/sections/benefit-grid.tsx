import type { Benefit } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

type Props = { items: Benefit[]; columns?: 2 | 3 | 4; headingLevel?: 'h3' | 'h4' };

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards of a title and a short text, with an optional icon. */
export function BenefitGrid({ items, columns = 3, headingLevel: Heading = 'h3' }: Props) {
  return (
    <ul className={cn('grid gap-5', columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="card p-6">
          {item.icon ? (
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-sea-50 text-sea-700">
              <Icon name={item.icon} size="6" />
            </span>
          ) : null}
          <Heading className={cn('text-lg font-semibold text-sea-950', item.icon && 'mt-4')}>{item.title}</Heading>
          <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
