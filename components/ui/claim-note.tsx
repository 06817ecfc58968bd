import type { ClaimNoteContent } from '@/lib/claims';
import { cn } from '@/lib/cn';
import { AppLink } from '@/components/ui/app-link';

type Props = { note: ClaimNoteContent; tone?: 'light' | 'dark'; className?: string };

/** The condition of a claim, in small print in the claim's own section, with a link to the full explanation. */
export function ClaimNote({ note, tone = 'light', className }: Props) {
  return (
    <p id={note.id} className={cn('max-w-measure text-sm leading-relaxed', note.id && 'scroll-mt-24', tone === 'dark' ? 'text-sea-50' : 'text-muted', className)}>
      {note.text}
      {note.link ? (
        <>
          {note.text ? ' ' : null}
          <AppLink href={note.link.href} className={cn('font-semibold underline underline-offset-2', tone === 'dark' ? 'text-white' : 'text-sea-800')}>
            {note.link.label}
          </AppLink>
        </>
      ) : null}
    </p>
  );
}
