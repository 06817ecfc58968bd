import { StockPhoto } from '@/components/ui/stock-photo';
import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '@/content/types';

/** `note`: small print under the facts, the conditions of a claim the hero makes. */
type Props = { hero: HeroContent; children?: ReactNode; note?: ReactNode };

/** The first section of every page: one h1 over a full-bleed photo, 60% of the viewport tall. */
export function Hero({ hero, children, note }: Props) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[60vh] items-end overflow-hidden bg-sea-900">
      <StockPhoto
        src={hero.image.src}
        alt={hero.image.alt}
        fill
        sizes="100vw"
        quality={60}
        loading="eager"
        fetchPriority="high"
        elementTiming="hero"
        className="-z-10 object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-950/90 via-sea-950/75 to-sea-950/60" />
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        {hero.eyebrow ? <p className="text-sm font-semibold tracking-wider text-sand-100 uppercase">{hero.eyebrow}</p> : null}
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-sea-50 sm:text-xl">{hero.subtitle}</p>
        {hero.facts?.length ? (
          <ul className="mt-6 flex flex-wrap gap-2">
            {hero.facts.map((fact) => (
              <li key={fact} className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/30 backdrop-blur-sm">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        {note ? <div className="mt-4">{note}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
