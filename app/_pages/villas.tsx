import type { Metadata } from 'next';
import { villaListings } from '@/content/facts/listings';
import { routePhotos } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { listingViews } from '@/lib/listing';
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
import { PropertyGrid } from '@/components/property/property-grid';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export function villasMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'villas', ctx.t.villas(ctx.f, ctx.v).meta);
}

export function VillasPage({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const { common } = ctx.t;
  const w = ctx.t.villas(ctx.f, ctx.v);
  const cards = listingViews(ctx, villaListings);
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
        <PropertyGrid properties={cards} copy={{ ...common.property, details: ctx.t.listing.details }} maxFeatures={3} />
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
