import type { CommonWords } from '@/content/types';
import { cn } from '@/lib/cn';

/**
 * A reduced home's "Reduced" badge and its earlier price struck through, after the word that says what
 * it is ("was", „vorher“): visible to everyone, so a screen reader, which does not announce `<s>`,
 * reads "Reduced, was €450,000" too. The earlier price is the one lib/price-reduction.ts computes.
 * White on sand-700 is 6.3:1.
 */
export function ReducedPrice({ words, earlierText, className }: { words: CommonWords['property']['reduced']; earlierText: string; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <span className="rounded-full bg-sand-700 px-2.5 py-0.5 text-xs font-semibold text-white">{words.badge}</span>
      <span className="text-muted">
        {words.earlier} <s>{earlierText}</s>
      </span>
    </p>
  );
}
