import type { ReactNode } from 'react';
import { site } from '@/content/facts/site';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { buttonClasses, type ButtonSize } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

type Props = {
  children: ReactNode;
  /** Prefilled message, in the page's language. */
  message: string;
  size?: ButtonSize;
  /** Layout added to the button's look; with `plain`, the link's whole look. */
  className?: string;
  /** A text link (the footer's) rather than a button. */
  plain?: boolean;
  /** Which call to action this is, for analytics (header, hero, banner, card, calculator…). */
  cta: string;
  /** The listing a card's link asks about, for analytics. */
  listing?: string;
  /** The plan a calculator's link sends, for analytics: price/down payment %/months. */
  plan?: string;
  /** Called on a tap (in a client component): an analytics event of its own. */
  onClick?: () => void;
};

/** A WhatsApp call to action, a button unless `plain`; opens the chat in a new tab. */
export function WhatsAppLink({ children, message, size = 'md', className, plain = false, cta, listing, plan, onClick }: Props) {
  return (
    <a
      href={buildWhatsAppLink(site.whatsAppNumber, message)}
      target="_blank"
      rel="noopener noreferrer"
      data-cta={cta}
      data-listing={listing}
      data-plan={plan}
      onClick={onClick}
      className={plain ? className : buttonClasses('whatsapp', size, className)}
    >
      <Icon name="whatsapp" />
      {children}
    </a>
  );
}
