import type { ReactNode } from 'react';
import type { Photo } from '@/content/types';
import { StockPhoto } from './stock-photo';

type Props = {
  photo: Photo;
  /** The `sizes` attribute: how wide the card is at each breakpoint. */
  sizes: string;
  /** The type label in the top start corner, e.g. "Garden Villa". */
  label: string;
  /** Further badges placed over the photo (ROI, Flagship). */
  children?: ReactNode;
  /**
   * The page's largest paint (the first card of a page that opens with its cards): fetched at once and
   * first, and named for Element Timing, so the framework's code waits for its paint as it does for a
   * hero's (scripts/finish-export/hero-first.mjs). Every other card's photo loads as it nears the screen.
   */
  lead?: boolean;
};

/** Says on the photo that it illustrates and does not show the property ("Symbolbild"), in the bottom end corner. */
export function IllustrativeBadge({ text }: { text: string }) {
  return <p className="absolute end-2 bottom-2 rounded bg-ink/80 px-2 py-0.5 text-xs font-medium text-white">{text}</p>;
}

/** The 3:2 photo at the top of every card, with its type label; the box keeps its size if the photo fails. */
export function CardPhoto({ photo, sizes, label, children, lead = false }: Props) {
  return (
    <div className="relative aspect-[3/2] bg-sea-100">
      <StockPhoto
        src={photo.src}
        alt={photo.alt}
        fill
        sizes={sizes}
        className="object-cover"
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : 'auto'}
        elementTiming={lead ? 'hero' : undefined}
      />
      <p className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-sea-800">{label}</p>
      {photo.illustrative && <IllustrativeBadge text={photo.illustrative} />}
      {children}
    </div>
  );
}
