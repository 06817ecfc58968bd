import type { Metadata } from 'next';
import { ClaimNote } from '@/components/ui/claim-note';
import { guaranteeNote } from '@/lib/claims';
import { rentalScenarios, scenarioYears } from '@/content/facts/examples';
import { routePhotos } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import type { Listing } from '@/lib/listings';
import { pageContext } from '@/lib/i18n/page';
import { buildMetadata } from '@/lib/metadata';
import { rentalScenarioFigures, scenarioPrice } from '@/lib/scenarios';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/structured-data';
import { AppLink } from '@/components/ui/app-link';
import { buttonClasses } from '@/components/ui/button';
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

export function investmentMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'investment', ctx.t.investment(ctx.f, ctx.v).meta);
}

/** `inventory`: the listing files the page is built from (the real ones unless a test hands in others). */
export function InvestmentPage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const w = ctx.t.investment(ctx.f, ctx.v);
  const scenarios = rentalScenarios.map((scenario) => ({
    id: scenario.id,
    ...w.scenarios.items[scenario.id],
    image: ctx.photo(scenario.photo),
    figures: rentalScenarioFigures({ ...scenario, price: scenarioPrice(scenario, ctx.inventory) }, scenarioYears, w.scenarios.labels, ctx.f),
  }));

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(ctx, 'investment')} />
      <JsonLd data={faqPageJsonLd(ctx, w.faq)} />
      <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.investment.hero) }}>
        <WhatsAppLink size="lg" message={w.whatsAppMessage} cta="hero">
          {w.heroActions.whatsApp}
        </WhatsAppLink>
        <a href="#scenarios" className={buttonClasses('ghost-light', 'lg')}>
          {w.heroActions.scenarios}
        </a>
      </Hero>

      <Section title={w.highlights.title} intro={w.highlights.intro}>
        <BenefitGrid items={w.highlights.items} />
      </Section>

      <Section eyebrow={w.market.eyebrow} title={w.market.title} intro={w.market.intro} tone="sand">
        <BenefitGrid items={w.market.drivers} columns={4} />
        <div className="mt-10">
          <StatList stats={w.market.stats} tone="dark" />
        </div>
      </Section>

      <Section eyebrow={w.advantages.eyebrow} title={w.advantages.title} intro={w.advantages.intro} note={<ClaimNote note={guaranteeNote(ctx)} />}>
        <BenefitGrid items={w.advantages.items} />
        <div className="mt-10">
          <AppLink href={ctx.href('paymentPlans')} className={buttonClasses('outline', 'lg')}>
            {w.advantages.paymentPlansLink}
            <Icon name="arrow" className="rtl:rotate-180" />
          </AppLink>
        </div>
      </Section>

      <Section id="scenarios" eyebrow={w.scenarios.eyebrow} title={w.scenarios.title} intro={w.scenarios.intro} tone="sea">
        <ScenarioGrid items={scenarios} />
        <p className="mt-8 flex max-w-3xl gap-3 rounded-card bg-white p-5 text-sm leading-relaxed text-muted ring-1 ring-sea-100">
          <Icon name="shield" className="mt-0.5 text-sea-700" />
          {w.scenarios.disclaimer}
        </p>
      </Section>

      <CtaBanner cta={w.midCta} labels={common} message={w.whatsAppMessage} />

      <FaqList items={w.faq} title={common.faqTitle} />

      <CtaBanner cta={w.closingCta} labels={common} message={w.whatsAppMessage} />
    </>
  );
}
