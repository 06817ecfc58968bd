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
  className?: string;
};

/** A WhatsApp call to action styled as a button; opens the chat in a new tab. */
export function WhatsAppLink({ children, message, size = 'md', className }: Props) {
  return (
    <a
      href={buildWhatsAppLink(site.whatsAppNumber, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('whatsapp', size, className)}
    >
      <Icon name="whatsapp" />
      {children}
    </a>
  );
}
