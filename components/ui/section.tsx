import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** Small print under the content: the conditions of a claim made in this section. */
  note?: ReactNode;
  tone?: 'white' | 'sand' | 'sea';
  /** `article`: heading, intro and content in one column of reading width (long reads). */
  layout?: 'page' | 'article';
  className?: string;
};

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-50',
  sea: 'bg-sea-50',
} as const;

/** A page section with its heading: the h2 names the section for assistive technology. */
export function Section({ id, eyebrow, title, intro, children, note, tone = 'white', layout = 'page', className }: Props) {
  const fallbackId = useId();
  const headingId = id ? `${id}-heading` : fallbackId;
  const article = layout === 'article';
  const heading = (
    <>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-sand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={headingId} className={cn('mt-2 text-3xl font-bold tracking-tight text-sea-950 sm:text-4xl', article && 'text-balance')}>
        {title}
      </h2>
      {intro ? <p className={cn('mt-4 text-lg', article ? 'max-w-measure leading-8 text-ink' : 'text-muted')}>{intro}</p> : null}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {article ? (
          <div className="max-w-3xl">
            {heading}
            <div className="mt-10 [&>p]:max-w-measure">{children}</div>
            {note ? <div className="mt-8">{note}</div> : null}
          </div>
        ) : (
          <>
            <div className="max-w-2xl">{heading}</div>
            <div className="mt-10">{children}</div>
            {note ? <div className="mt-8">{note}</div> : null}
          </>
        )}
      </div>
    </section>
  );
}
