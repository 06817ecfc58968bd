import type { Photo } from '@/content/types';
import { StockPhoto } from '@/components/ui/stock-photo';
import { IllustrativeBadge } from '@/components/ui/card-photo';
import { fillTemplate } from '@/lib/i18n/message';

type Props = {
  id: string;
  photos: Photo[];
  copy: { label: string; photo: string; hint: string; note?: string };
};

/**
 * A row of photos that snaps one to a view: swiped on a phone, scrolled with the arrow keys once the
 * row has focus, or jumped to with the numbered links. Plain HTML and CSS, no script. The first photo
 * loads eagerly (it is the page's largest paint); the rest wait until they are near.
 */
export function ListingGallery({ id, photos, copy }: Props) {
  const total = String(photos.length);
  return (
    <div>
      <ul
        // A scrollable region takes focus so the keyboard can scroll it; its name says what it holds.
        tabIndex={0}
        aria-label={copy.label}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain rounded-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
      >
        {photos.map((photo, index) => (
          <li
            key={`${photo.src}-${index}`}
            id={`${id}-photo-${index + 1}`}
            className="relative aspect-[3/2] w-[88%] shrink-0 snap-center overflow-hidden rounded-card bg-sea-100 sm:w-[70%]"
          >
            <StockPhoto
              src={photo.src}
              alt={photo.alt}
              fill
              sizes="(min-width: 1024px) 760px, (min-width: 640px) 70vw, 88vw"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              elementTiming={index === 0 ? 'hero' : undefined}
              className="object-cover"
            />
            {photo.illustrative && <IllustrativeBadge text={photo.illustrative} />}
          </li>
        ))}
      </ul>
      {copy.note && <p className="mt-3 max-w-measure text-sm font-medium text-ink">{copy.note}</p>}
      <p className="mt-3 text-sm text-muted">{copy.hint}</p>
      <ol className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={`${photo.src}-link-${index}`}>
            <a
              href={`#${id}-photo-${index + 1}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-sea-200 bg-white px-3 text-sm font-semibold text-sea-800 hover:bg-sea-50"
            >
              <span aria-hidden="true">{index + 1}</span>
              <span className="sr-only">{fillTemplate(copy.photo, { n: String(index + 1), total })}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
