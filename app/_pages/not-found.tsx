import type { Metadata } from 'next';
import { site } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/metadata';
import { fillTemplate } from '@/lib/i18n/message';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

/** A 404 in one language: not for search, no address of its own. */
export function notFoundMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  const { meta } = ctx.t.notFound;
  return pageMetadata(ctx, { meta: { title: meta.title, description: fillTemplate(meta.description, { brand: site.brand }) }, robots: { index: false, follow: true } });
}

/** The 404 page's content in one language: the way back home, to the listings, or to WhatsApp. */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const { common, notFound: w } = ctx.t;
  return (
    <section aria-labelledby="not-found-title" className="bg-sand-50 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-sea-700 uppercase">{w.eyebrow}</p>
        <h1 id="not-found-title" className="mt-3 text-4xl font-bold tracking-tight text-sea-950 sm:text-5xl">
          {w.title}
        </h1>
        <p className="mt-5 max-w-measure text-lg leading-relaxed text-muted">{w.text}</p>
        <div className="mt-8">
          <AppLink href={ctx.href('home')} className={buttonClasses('primary', 'lg')}>
            <Icon name="arrow" className="rotate-180 rtl:rotate-0" />
            {w.home}
          </AppLink>
        </div>
        <nav aria-label={w.linksLabel} className="mt-10">
          <h2 className="text-lg font-semibold text-sea-950">{w.linksLabel}</h2>
          <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {w.links.map((link) => (
              <li key={link.route}>
                <AppLink href={ctx.href(link.route)} className={buttonClasses('outline', 'md')}>
                  {link.label}
                  <Icon name="arrow" className="rtl:rotate-180" />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-10 max-w-measure text-base leading-relaxed text-muted">{w.help}</p>
        <div className="mt-4">
          <WhatsAppLink message={common.defaultWhatsAppMessage} cta="not-found">{common.whatsAppCta}</WhatsAppLink>
        </div>
      </div>
    </section>
  );
}
