import type { Metadata } from 'next';
import {
  apartmentListings,
  apartmentsClosingCta,
  apartmentsFaq,
  apartmentsHero,
  apartmentsHeroActions,
  apartmentsIntro,
  apartmentsMeta,
  apartmentsMidCta,
  budgetStrategies,
  whyInvestApartment,
} from '@/content/apartments';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, faqPageJsonLd, propertyListJsonLd } from '@/lib/structured-data';
import { buttonClasses } from '@/components/ui/button';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { BudgetTierList } from '@/components/sections/budget-tier-list';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { PropertyGrid } from '@/components/property/property-grid';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export const metadata: Metadata = buildMetadata(apartmentsMeta);

export default function ApartmentsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(apartmentsMeta.path)} />
      <JsonLd data={propertyListJsonLd({ name: apartmentListings.title, path: apartmentsMeta.path, cards: apartmentListings.items })} />
      <JsonLd data={faqPageJsonLd(apartmentsFaq)} />
      <Hero hero={apartmentsHero}>
        <WhatsAppLink size="lg">{apartmentsHeroActions.whatsApp}</WhatsAppLink>
        <a href="#apartments" className={buttonClasses('ghost-light', 'lg')}>
          {apartmentsHeroActions.listings}
        </a>
      </Hero>

      <Section title={apartmentsIntro.title} intro={apartmentsIntro.intro}>
        <BenefitGrid items={apartmentsIntro.items} />
      </Section>

      <Section id="apartments" title={apartmentListings.title} intro={apartmentListings.intro} tone="sand">
        <PropertyGrid properties={apartmentListings.items} path={apartmentsMeta.path} />
      </Section>

      <Section title={whyInvestApartment.title} intro={whyInvestApartment.intro} tone="sea">
        <BenefitGrid items={whyInvestApartment.items} columns={4} />
      </Section>

      <Section title={budgetStrategies.title} intro={budgetStrategies.intro}>
        <BudgetTierList tiers={budgetStrategies.items} />
      </Section>

      <CtaBanner cta={apartmentsMidCta} />

      <FaqList items={apartmentsFaq} />

      <CtaBanner cta={apartmentsClosingCta} />
    </>
  );
}
