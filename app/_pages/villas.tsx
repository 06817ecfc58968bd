import type { Metadata } from 'next';
import { routePhotos } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { listPage } from '@/lib/listing';
import type { Listing } from '@/lib/listings';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, faqPageJsonLd, propertyListJsonLd } from '@/lib/structured-data';
import { buttonClasses } from '@/components/ui/button';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { Prose } from '@/components/sections/prose';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { ListCards } from '@/components/property/list-cards';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export function villasMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'villas', ctx.t.villas(ctx.f, ctx.v).meta);
}

/** `inventory`: the listing files the page is built from (the real ones unless a test hands in others). */
export function VillasPage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const w = ctx.t.villas(ctx.f, ctx.v);
  const { cards, pages } = listPage(ctx, 'villas');
  const message = common.defaultWhatsAppMessage;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(ctx, 'villas')} />
      <JsonLd data={propertyListJsonLd(ctx, { name: w.listings.title, route: 'villas', cards })} />
      <JsonLd data={faqPageJsonLd(ctx, w.faq)} />
      <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.villas.hero) }}>
        <WhatsAppLink size="lg" message={message} cta="hero">
          {w.heroActions.whatsApp}
        </WhatsAppLink>
        <a href="#villas" className={buttonClasses('ghost-light', 'lg')}>
          {w.heroActions.listings}
        </a>
      </Hero>

      <Section title={w.intro.title}>
        <Prose paragraphs={w.intro.paragraphs} />
      </Section>

      <Section id="villas" title={w.listings.title} intro={w.listings.intro} tone="sand">
        <ListCards ctx={ctx} list="villas" cards={cards} page={1} pages={pages} maxFeatures={3} />
      </Section>

      <Section title={w.whyBuy.title} intro={w.whyBuy.intro} tone="sea">
        <BenefitGrid items={w.whyBuy.items} columns={2} />
      </Section>

      <CtaBanner cta={w.midCta} labels={common} message={message} />

      <FaqList items={w.faq} title={common.faqTitle} />

      <CtaBanner cta={w.closingCta} labels={common} message={message} />
    </>
  );
}
