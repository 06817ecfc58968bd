import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'sand' | 'sea';
  children: ReactNode;
};

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-50',
  sea: 'bg-sea-50',
} as const;

/** A section of a long read: the h2 and its content in one column of reading width, on the hero's start edge. */
export function ArticleSection({ id, eyebrow, title, intro, tone = 'white', children }: Props) {
  const fallbackId = useId();
  const headingId = id ? `${id}-heading` : fallbackId;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone])}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-sand-700 uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-sea-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 max-w-measure text-lg leading-8 text-ink">{intro}</p> : null}
          <div className="mt-10 [&>p]:max-w-measure">{children}</div>
        </div>
      </div>
    </section>
  );
}
