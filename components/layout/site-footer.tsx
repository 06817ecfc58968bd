import { legalPaths } from '@/content/facts/routes';
import { site } from '@/content/facts/site';
import { localizedPath } from '@/lib/i18n/paths';
import type { PageContext } from '@/lib/i18n/page';
import { keepOnOneLine, telegramLink, telLink } from '@/lib/whatsapp';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';

export function SiteFooter({ ctx }: { ctx: PageContext }) {
  const ui = ctx.t.common;
  const legal = ctx.t.legal(ctx.f, ctx.v);
  const year = new Date().getFullYear();
  return (
    <footer className="bg-sea-950 text-sea-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">{ui.about}</p>
        </div>
        {ui.footerColumns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.route}>
                  <AppLink href={ctx.href(link.route)} className="inline-flex min-h-11 items-center text-sm hover:text-white hover:underline sm:min-h-8">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{ui.footerContactHeading}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <WhatsAppLink plain cta="footer" message={ui.defaultWhatsAppMessage} className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline sm:min-h-8">
                <span>
                  {ui.footerWhatsAppLabel}: <bdi dir="ltr">{keepOnOneLine(site.whatsAppNumber)}</bdi>
                </span>
              </WhatsAppLink>
            </li>
            {site.telegramUsername ? (
              <li>
                {/* Telegram, for buyers who cannot rely on WhatsApp (many in Russia); shown only once the agency has set its username. */}
                <a
                  href={telegramLink(site.telegramUsername)}
                  rel="external noopener"
                  data-cta="footer-telegram"
                  className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline sm:min-h-8"
                >
                  <span>
                    Telegram: <bdi dir="ltr">@{site.telegramUsername}</bdi>
                  </span>
                </a>
              </li>
            ) : null}
            <li>
              <a href={telLink(site.phoneNumber)} data-cta="footer" className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline sm:min-h-8">
                <Icon name="phone" />
                <span>
                  {ui.footerPhoneLabel}: <bdi dir="ltr">{keepOnOneLine(site.phoneNumber)}</bdi>
                </span>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="pin" />
              <span>{ui.location}</span>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="calendar" />
              <span>{ui.support}</span>
            </li>
          </ul>
        </div>
      </div>
      {/* The extra room lets the last links scroll clear of the WhatsApp popup. */}
      <div className="border-t border-white/10 pb-[var(--popup-clearance,0px)]">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-4 text-xs text-sea-200 sm:px-6">
          <p>
            © {year} {site.brand}. {ui.copyright}
          </p>
          <AppLink href={localizedPath(ctx.locale, legalPaths.notice)} className="inline-flex min-h-11 items-center hover:text-white hover:underline sm:min-h-8">
            {legal.footerNotice}
          </AppLink>
          <AppLink href={localizedPath(ctx.locale, legalPaths.privacy)} className="inline-flex min-h-11 items-center hover:text-white hover:underline sm:min-h-8">
            {legal.footerPrivacy}
          </AppLink>
        </div>
      </div>
    </footer>
  );
}
