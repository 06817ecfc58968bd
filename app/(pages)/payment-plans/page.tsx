import type { Metadata } from 'next';
import {
  calculatorSection,
  comparison,
  paymentPlanBenefits,
  paymentPlansClosingCta,
  paymentPlansCta,
  paymentPlansFaq,
  paymentPlansHero,
  paymentPlansMeta,
  planStructures,
} from '@/content/payment-plans';
import { calculatorCopy } from '@/content/calculator';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { PlanCards } from '@/components/sections/plan-cards';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { PaymentCalculator } from '@/components/calculator/payment-calculator';

export const metadata: Metadata = buildMetadata(paymentPlansMeta);

export default function PaymentPlansPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(paymentPlansMeta.path)} />
      <JsonLd data={faqPageJsonLd(paymentPlansFaq)} />
      <Hero hero={paymentPlansHero} />
      <Section title={paymentPlanBenefits.title} intro={paymentPlanBenefits.intro}>
        <BenefitGrid items={paymentPlanBenefits.items} columns={4} />
      </Section>
      <Section id="calculator" title={calculatorSection.title} intro={calculatorSection.intro} tone="sea">
        <PaymentCalculator copy={calculatorCopy} />
      </Section>
      <Section title={planStructures.title} intro={planStructures.intro}>
        <PlanCards plans={planStructures.items} depositLabel={planStructures.depositLabel} termLabel={planStructures.termLabel} />
      </Section>
      <Section title={comparison.title} intro={comparison.intro} tone="sand">
        <ComparisonTable table={comparison.table} />
      </Section>
      <CtaBanner cta={paymentPlansCta} />
      <FaqList items={paymentPlansFaq} />
      <CtaBanner cta={paymentPlansClosingCta} />
    </>
  );
}
