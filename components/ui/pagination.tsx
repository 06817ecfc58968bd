import { AppLink } from '@/components/ui/app-link';
import { fillTemplate } from '@/lib/i18n/message';
import { cn } from '@/lib/cn';

type Props = {
  /** From 1. */
  current: number;
  count: number;
  /** The address of page `n`. */
  href: (n: number) => string;
  copy: { label: string; previous: string; next: string; page: string };
};

const item = 'flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-base font-semibold';

/** Numbered links to every page of a list, with previous and next; nothing when there is one page. */
export function Pagination({ current, count, href, copy }: Props) {
  if (count <= 1) return null;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav aria-label={copy.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <AppLink href={href(current - 1)} rel="prev" className={cn(item, 'text-sea-800 hover:bg-sea-50')}>
              <span aria-hidden="true" className="me-1 inline-block rtl:rotate-180">‹</span>
              {copy.previous}
            </AppLink>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <AppLink
              href={href(n)}
              aria-label={fillTemplate(copy.page, { n: String(n) })}
              aria-current={n === current ? 'page' : undefined}
              className={cn(item, n === current ? 'bg-sea-800 text-white' : 'text-sea-800 hover:bg-sea-50')}
            >
              {n}
            </AppLink>
          </li>
        ))}
        {current < count ? (
          <li>
            <AppLink href={href(current + 1)} rel="next" className={cn(item, 'text-sea-800 hover:bg-sea-50')}>
              {copy.next}
              <span aria-hidden="true" className="ms-1 inline-block rtl:rotate-180">›</span>
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
