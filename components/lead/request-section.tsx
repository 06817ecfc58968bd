import type { ComponentProps } from 'react';
import { legalPaths } from '@/content/facts/routes';
import { leadForm } from '@/content/facts/site';
import type { PageContext } from '@/lib/i18n/page';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { leadDelivery, SENT_FRAGMENT } from '@/lib/lead';
import { LateRequestForm } from '@/components/layout/lazy-islands';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import type { RequestForm } from './request-form';

type Props = Omit<ComponentProps<typeof RequestForm>, 'delivery' | 'redirect' | 'privacy' | 'pageUrl'> & {
  ctx: PageContext;
  /** The page the form is on: a visitor without JavaScript comes back to it, at the thank-you. */
  path: string;
};

/**
 * A request form (components/lead/request-form.tsx) as a page renders it: delivered to the agency's form
 * service, which sends a visitor without JavaScript back to this page's thank-you, with the privacy
 * policy beside the button; if its code cannot load, the page's WhatsApp link instead.
 */
export function RequestSection({ ctx, path, ...props }: Props) {
  const pageUrl = absoluteUrl(path);
  return (
    <LateRequestForm
      {...props}
      delivery={leadDelivery(ctx.locale)}
      redirect={leadForm.redirectField ? { field: leadForm.redirectField, url: `${pageUrl}#${SENT_FRAGMENT}` } : null}
      pageUrl={pageUrl}
      privacy={{ href: localizedPath(ctx.locale, legalPaths.privacy), label: ctx.t.legal(ctx.f, ctx.v).formPrivacyLink }}
      fallback={
        <WhatsAppLink message={props.fallbackMessage} cta={props.cta}>
          {ctx.t.common.request.sendByWhatsApp}
        </WhatsAppLink>
      }
    />
  );
}
