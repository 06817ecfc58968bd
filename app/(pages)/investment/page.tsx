import type { Metadata } from 'next';
import {
  investmentAdvantages,
  investmentClosingCta,
  investmentFaqs,
  investmentHero,
  investmentHeroActions,
  investmentHighlights,
  investmentMeta,
  investmentMidCta,
  investmentScenarios,
  investmentWhatsAppMessage,
  marketAnalysis,
} from '@/content/investment';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/structured-data';
import { rentalScenarioFigures } from '@/lib/scenarios';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { StatList } from '@/components/sections/stat-list';
import { ScenarioGrid } from '@/components/sections/scenario-grid';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export const metadata: Metadata = buildMetadata(investmentMeta);

export default function InvestmentPage() {
  const scenarios = investmentScenarios.items.map((item) => ({
    ...item,
    figures: rentalScenarioFigures(item, investmentScenarios.years, investmentScenarios.labels),
  }));

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(investmentMeta.path)} />
      <JsonLd data={faqPageJsonLd(investmentFaqs)} />
      <Hero hero={investmentHero}>
        <WhatsAppLink size="lg" message={investmentWhatsAppMessage}>
          {investmentHeroActions.whatsApp}
        </WhatsAppLink>
        <a href="#scenarios" className={buttonClasses('ghost-light', 'lg')}>
          {investmentHeroActions.scenarios}
        </a>
      </Hero>

      <Section title={investmentHighlights.title} intro={investmentHighlights.intro}>
        <BenefitGrid items={investmentHighlights.items} />
      </Section>

      <Section eyebrow={marketAnalysis.eyebrow} title={marketAnalysis.title} intro={marketAnalysis.intro} tone="sand">
        <BenefitGrid items={marketAnalysis.drivers} columns={4} />
        <div className="mt-10">
          <StatList stats={marketAnalysis.stats} tone="dark" />
        </div>
      </Section>

      <Section eyebrow={investmentAdvantages.eyebrow} title={investmentAdvantages.title} intro={investmentAdvantages.intro}>
        <BenefitGrid items={investmentAdvantages.items} />
        <div className="mt-10">
          <AppLink href="/payment-plans" className={buttonClasses('outline', 'lg')}>
            {investmentAdvantages.paymentPlansLink}
            <Icon name="arrow" className="rtl:rotate-180" />
          </AppLink>
        </div>
      </Section>

      <Section
        id="scenarios"
        eyebrow={investmentScenarios.eyebrow}
        title={investmentScenarios.title}
        intro={investmentScenarios.intro}
        tone="sea"
      >
        <ScenarioGrid items={scenarios} />
        <p className="mt-8 flex max-w-3xl gap-3 rounded-[var(--radius-card)] bg-white p-5 text-sm leading-relaxed text-muted ring-1 ring-sea-100">
          <Icon name="shield" className="mt-0.5 text-sea-700" />
          {investmentScenarios.disclaimer}
        </p>
      </Section>

      <CtaBanner cta={investmentMidCta} message={investmentWhatsAppMessage} />

      <FaqList items={investmentFaqs} />

      <CtaBanner cta={investmentClosingCta} message={investmentWhatsAppMessage} />
    </>
  );
}
