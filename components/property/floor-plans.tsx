import type { Photo } from '@/content/types';
import { StockPhoto } from '@/components/ui/stock-photo';
import { DEVICE_SIZES } from '@/scripts/photos/sizes.mjs';

/** The widest encoding of a plan (scripts/photos/build.mjs never enlarges, so it is the file's own width up to that): what "full size" opens. */
const FULL_WIDTH = Math.max(...DEVICE_SIZES);

/**
 * A listing's floor plans under its gallery: each a picture that opens full size in its own tab, where
 * the browser zooms it. Plain HTML, no script.
 */
export function FloorPlans({ plans, copy }: { plans: Photo[]; copy: { title: string; hint: string } }) {
  return (
    <section aria-labelledby="floor-plans-title" className="mt-10">
      <h2 id="floor-plans-title" className="text-2xl font-bold text-sea-950">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.hint}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.src}>
            <figure>
              <a
                href={`${plan.src}/${FULL_WIDTH}.webp`}
                type="image/webp"
                target="_blank"
                rel="noopener"
                className="relative block aspect-[4/3] overflow-hidden rounded-card border border-sea-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
              >
                <StockPhoto src={plan.src} alt={plan.alt} fill sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" loading="lazy" className="object-contain p-2" />
              </a>
              {/* The link is named by the picture's alt text; the caption shows it to everyone else. */}
              <figcaption aria-hidden="true" className="mt-2 text-sm font-medium text-ink">
                {plan.alt}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
