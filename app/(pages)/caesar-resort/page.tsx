import type { Metadata } from 'next';
import {
  caesarAbout,
  caesarClosingCta,
  caesarDevelopments,
  caesarFaq,
  caesarHero,
  caesarHeroActions,
  caesarListings,
  caesarMeta,
  caesarMidCta,
  caesarReasons,
} from '@/content/caesar-resort';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, faqPageJsonLd, propertyListJsonLd } from '@/lib/structured-data';
import { buttonClasses } from '@/components/ui/button';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { Prose } from '@/components/sections/prose';
import { StatList } from '@/components/sections/stat-list';
import { DevelopmentList } from '@/components/sections/development-list';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { PropertyGrid } from '@/components/property/property-grid';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export const metadata: Metadata = buildMetadata(caesarMeta);

export default function CaesarResortPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(caesarMeta.path)} />
      <JsonLd data={propertyListJsonLd({ name: caesarListings.title, path: caesarMeta.path, cards: caesarListings.items })} />
      <JsonLd data={faqPageJsonLd(caesarFaq)} />
      <Hero hero={caesarHero}>
        <WhatsAppLink size="lg">{caesarHeroActions.whatsApp}</WhatsAppLink>
        <a href="#developments" className={buttonClasses('ghost-light', 'lg')}>
          {caesarHeroActions.listings}
        </a>
      </Hero>

      <Section title={caesarAbout.title}>
        <Prose paragraphs={caesarAbout.paragraphs} />
        <div className="mt-10">
          <StatList stats={caesarAbout.stats} />
        </div>
      </Section>

      <Section id="developments" title={caesarDevelopments.title} intro={caesarDevelopments.intro} tone="sand">
        <DevelopmentList developments={caesarDevelopments.items} labels={caesarDevelopments.labels} />
      </Section>

      <Section id="properties" title={caesarListings.title} intro={caesarListings.intro} tone="sea">
        <PropertyGrid properties={caesarListings.items} path={caesarMeta.path} />
      </Section>

      <Section title={caesarReasons.title} intro={caesarReasons.intro}>
        <BenefitGrid items={caesarReasons.items} />
      </Section>

      <CtaBanner cta={caesarMidCta} />

      <FaqList items={caesarFaq} />

      <CtaBanner cta={caesarClosingCta} />
    </>
  );
}
