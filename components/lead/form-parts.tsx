import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';

/** A lead form's text field: a tap target of 44 px, its border red while its value is refused. */
export const fieldClasses = 'mt-1 block min-h-11 w-full rounded-lg border border-sea-900/30 bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-sea-700 aria-invalid:border-red-700';

/** A lead form's send button (its words while sending) and, under it, what the details are used for with the privacy policy's link. */
export function FormSubmit({ sending, label, sendingLabel, note, privacy, width }: { sending: boolean; label: string; sendingLabel: string; note: string; privacy: { href: string; label: string }; width: string }) {
  return (
    <>
      <button type="submit" aria-disabled={sending} className={buttonClasses('primary', 'lg', width)}>
        {sending ? sendingLabel : label}
      </button>
      <p className="text-xs text-muted">
        {note}{' '}
        <AppLink href={privacy.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-sea-800 underline underline-offset-2">
          {privacy.label}
        </AppLink>
      </p>
    </>
  );
}
