import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: 'white' | 'sand' | 'sea';
  className?: string;
};

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-50',
  sea: 'bg-sea-50',
} as const;

/** A page section with its heading: the h2 names the section for assistive technology. */
export function Section({ id, eyebrow, title, intro, children, tone = 'white', className }: Props) {
  const fallbackId = useId();
  const headingId = id ? `${id}-heading` : fallbackId;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-sand-700 uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-sea-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
