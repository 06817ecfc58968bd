import { cn } from '@/lib/cn';

type Props = { paragraphs: string[]; className?: string };

/** A few paragraphs of running text at a comfortable reading width. */
export function Prose({ paragraphs, className }: Props) {
  return (
    <div className={cn('max-w-measure space-y-5 text-lg leading-relaxed text-ink', className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
