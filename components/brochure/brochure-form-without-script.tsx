import type { BrochureCopy } from '@/content/types';
import type { LeadDelivery } from '@/lib/lead';
import { buttonClasses } from '@/components/ui/button';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { AppLink } from '@/components/ui/app-link';

type Props = {
  copy: BrochureCopy;
  delivery: LeadDelivery | null;
  /** The field that names the page the service sends the visitor back to, and that page. */
  redirect: { field: string; url: string } | null;
  /** The page the form is on, sent with the details. */
  pageUrl: string;
  brochureHref: string;
  whatsAppMessage: string;
  privacy: { href: string; label: string };
};

/**
 * The brochure request for a visitor without JavaScript, in <noscript>: the dialog needs script, so
 * here the form is a plain POST to the same form service (the browser checks the fields), which sends
 * them back to the thank-you page where it allows. With no form service, the brochure and WhatsApp.
 */
export function BrochureFormWithoutScript({ copy, delivery, redirect, pageUrl, brochureHref, whatsAppMessage, privacy }: Props) {
  if (!delivery) {
    return (
      <noscript>
        <div className="flex flex-wrap justify-center gap-3">
          <AppLink href={brochureHref} className={buttonClasses('light', 'lg')}>
            {copy.openBrochure}
          </AppLink>
          <WhatsAppLink message={whatsAppMessage} size="lg" cta="brochure">
            {copy.sendByWhatsApp}
          </WhatsAppLink>
        </div>
      </noscript>
    );
  }
  const hidden: [string, string][] = [...delivery.fields, ['page', pageUrl], ...(redirect ? [[redirect.field, redirect.url] as [string, string]] : [])];
  return (
    <noscript>
      <form method="post" action={delivery.endpoint} className="mx-auto max-w-md space-y-4 rounded-2xl bg-white p-6 text-start text-ink">
        <h3 className="text-xl font-bold text-sea-950">{copy.title}</h3>
        <p className="text-muted">{copy.description}</p>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="text" name={delivery.honeypot} tabIndex={-1} autoComplete="off" aria-hidden="true" className="sr-only" />
        {(
          [
            ['name', copy.nameLabel, 'text', 'name'],
            ['email', copy.emailLabel, 'email', 'email'],
            ['phone', copy.phoneLabel, 'tel', 'tel'],
          ] as const
        ).map(([name, label, type, autoComplete]) => (
          <label key={name} className="block text-sm font-semibold">
            {label}
            <input
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              dir={type === 'text' ? undefined : 'ltr'}
              className="mt-1 block min-h-11 w-full rounded-lg border border-sea-900/30 bg-white px-3 py-2 text-base font-normal"
            />
          </label>
        ))}
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')}>
          {copy.submit}
        </button>
        <p className="text-xs text-muted">
          {copy.privacyNote}{' '}
          <AppLink href={privacy.href} className="font-semibold text-sea-800 underline underline-offset-2">
            {privacy.label}
          </AppLink>
        </p>
      </form>
    </noscript>
  );
}
