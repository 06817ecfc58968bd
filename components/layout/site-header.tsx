import { mainNav, site, ui } from '@/content/site';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { AppLink } from '@/components/ui/app-link';
import { SiteNav } from './site-nav';

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-sea-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <AppLink href="/" className="flex min-h-11 items-center gap-2 font-bold tracking-tight text-sea-900">
          <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
            <rect width="32" height="32" rx="9" className="fill-sea-700" />
            <path d="M6 20c3-2.5 6-2.5 9 0s7 2.5 11 0M9 15l7-6 7 6" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="text-base sm:text-lg">{site.brand}</span>
        </AppLink>
        <div className="flex items-center gap-1 md:gap-3">
          <SiteNav items={mainNav} label="Main" menuLabel={ui.menuButton} />
          <a
            href={buildWhatsAppLink(site.whatsAppNumber, site.defaultWhatsAppMessage)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('whatsapp', 'icon-sm')}
          >
            <Icon name="whatsapp" />
            <span className="sr-only sm:not-sr-only">{ui.contactUs}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
