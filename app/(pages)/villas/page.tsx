import type { Metadata } from 'next';
import {
  villaListings,
  villasClosingCta,
  villasFaq,
  villasHero,
  villasHeroActions,
  villasIntro,
  villasMeta,
  villasMidCta,
  whyBuyVilla,
} from '@/content/villas';
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

export const metadata: Metadata = buildMetadata(villasMeta);

export default function VillasPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(villasMeta.path)} />
      <JsonLd data={propertyListJsonLd({ name: villaListings.title, path: villasMeta.path, cards: villaListings.items })} />
      <JsonLd data={faqPageJsonLd(villasFaq)} />
      <Hero hero={villasHero}>
        <WhatsAppLink size="lg">{villasHeroActions.whatsApp}</WhatsAppLink>
        <a href="#villas" className={buttonClasses('ghost-light', 'lg')}>
          {villasHeroActions.listings}
        </a>
      </Hero>

      <Section title={villasIntro.title}>
        <Prose paragraphs={villasIntro.paragraphs} />
      </Section>

      <Section id="villas" title={villaListings.title} intro={villaListings.intro} tone="sand">
        <PropertyGrid properties={villaListings.items} path={villasMeta.path} maxFeatures={3} />
      </Section>

      <Section title={whyBuyVilla.title} intro={whyBuyVilla.intro} tone="sea">
        <BenefitGrid items={whyBuyVilla.items} columns={2} />
      </Section>

      <CtaBanner cta={villasMidCta} />

      <FaqList items={villasFaq} />

      <CtaBanner cta={villasClosingCta} />
    </>
  );
}
