import type { Metadata } from 'next';
import { site, ui } from '@/content/site';
import { notFoundCopy, notFoundMeta } from '@/content/not-found';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export const metadata: Metadata = {
  title: { absolute: `${notFoundMeta.title} | ${site.brand}` },
  description: notFoundMeta.description,
  // Next.js adds <meta name="robots" content="noindex"> to the not-found page by itself.
};

export default function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="bg-sand-50 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-sea-700 uppercase">{notFoundCopy.eyebrow}</p>
        <h1 id="not-found-title" className="mt-3 text-4xl font-bold tracking-tight text-sea-950 sm:text-5xl">
          {notFoundCopy.title}
        </h1>
        <p className="mt-5 max-w-measure text-lg leading-relaxed text-muted">{notFoundCopy.text}</p>
        <div className="mt-8">
          <AppLink href="/" className={buttonClasses('primary', 'lg')}>
            <Icon name="arrow" className="rotate-180 rtl:rotate-0" />
            {notFoundCopy.home}
          </AppLink>
        </div>
        <nav aria-label={notFoundCopy.linksLabel} className="mt-10">
          <h2 className="text-lg font-semibold text-sea-950">{notFoundCopy.linksLabel}</h2>
          <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {notFoundCopy.links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={buttonClasses('outline', 'md')}>
                  {link.label}
                  <Icon name="arrow" className="rtl:rotate-180" />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-10 max-w-measure text-base leading-relaxed text-muted">{notFoundCopy.help}</p>
        <div className="mt-4">
          <WhatsAppLink>{ui.whatsAppCta}</WhatsAppLink>
        </div>
      </div>
    </section>
  );
}
