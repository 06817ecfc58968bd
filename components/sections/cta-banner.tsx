import type { ReactNode } from 'react';
import type { CallToAction } from '@/content/types';
import { site } from '@/content/facts/site';
import { keepOnOneLine, telLink } from '@/lib/whatsapp';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

type Props = {
  cta: CallToAction;
  /** The two buttons' labels in the page's language. */
  labels: { whatsAppCta: string; callNow: string };
  /** Prefilled WhatsApp message in the page's language. */
  message: string;
  /** Extra actions after WhatsApp and Call Now, e.g. the brochure button. */
  children?: ReactNode;
  /** The listing the message is about, for the enquiry's analytics event. */
  listing?: string;
};

/** A call to action that ends in a WhatsApp chat or a phone call. */
export function CtaBanner({ cta, labels, message, children, listing }: Props) {
  const secondary = cta.variant === 'secondary';
  return (
    <section className={cn('py-14 sm:py-16', secondary ? 'bg-sand-50' : 'bg-sea-900')}>
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 className={cn('text-3xl font-bold tracking-tight sm:text-4xl', secondary ? 'text-sea-950' : 'text-white')}>{cta.title}</h2>
        <p className={cn('mx-auto mt-4 max-w-measure text-lg', secondary ? 'text-muted' : 'text-sea-100')}>{cta.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <WhatsAppLink message={message} size="lg" cta={listing ? 'listing' : 'banner'} listing={listing}>
            {labels.whatsAppCta}
          </WhatsAppLink>
          <a href={telLink(site.phoneNumber)} data-cta="banner" className={buttonClasses(secondary ? 'outline' : 'ghost-light', 'lg')}>
            <Icon name="phone" />
            {keepOnOneLine(labels.callNow)}
          </a>
          {children}
        </div>
      </div>
    </section>
  );
}
