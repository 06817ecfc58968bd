import type { Metadata } from 'next';
import { ClaimNote } from '@/components/ui/claim-note';
import { guaranteeNote } from '@/lib/claims';
import { planStructures, type PlanTerm } from '@/content/facts/examples';
import { routePhotos } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import { pageContext, type PageContext } from '@/lib/i18n/page';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/i18n/message';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { PlanCards } from '@/components/sections/plan-cards';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { LatePaymentCalculator } from '@/components/layout/lazy-islands';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export function paymentPlansMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'paymentPlans', ctx.t.paymentPlans(ctx.f, ctx.v).meta);
}

function termText({ f }: PageContext, terms: ReturnType<PageContext['t']['paymentPlans']>['plans']['terms'], term: PlanTerm): string {
  switch (term.kind) {
    case 'months':
      return f.plural(term.months, terms.months);
    case 'range':
      return fillTemplate(terms.range, { from: f.number(term.from), to: f.number(term.to) });
    case 'upTo':
      return f.plural(term.months, terms.upTo);
    case 'handover':
      return terms.handover;
  }
}

/** The four plan structures as cards, in the page's language (the brochure shows them too). */
export function planCardsOf(ctx: PageContext) {
  const w = ctx.t.paymentPlans(ctx.f, ctx.v);
  return planStructures.map((plan) => ({
    ...w.plans.items[plan.id],
    deposit: ctx.f.percent(plan.depositPercent),
    term: termText(ctx, w.plans.terms, plan.term),
    badge: 'bestValue' in plan && plan.bestValue ? w.plans.bestValue : undefined,
  }));
}

export function PaymentPlansPage({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const { common } = ctx.t;
  const w = ctx.t.paymentPlans(ctx.f, ctx.v);
  const plans = planCardsOf(ctx);
  const message = common.defaultWhatsAppMessage;
  return (
    <>
        <JsonLd data={breadcrumbJsonLd(ctx, 'paymentPlans')} />
        <JsonLd data={faqPageJsonLd(ctx, w.faq)} />
        <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.paymentPlans.hero) }} />
        <Section title={w.benefits.title} intro={w.benefits.intro}>
          <BenefitGrid items={w.benefits.items} columns={4} />
        </Section>
      <Section id="calculator" title={w.calculatorSection.title} intro={w.calculatorSection.intro} tone="sea">
        <LatePaymentCalculator
          copy={w.calculator}
          pattern={ctx.f.pattern}
          pluralLocale={ctx.info.intl}
          fallback={<WhatsAppLink message={message} cta="calculator-fallback">{w.calculator.whatsAppCta}</WhatsAppLink>}
        />
      </Section>
        <Section title={w.plans.title} intro={w.plans.intro} note={<ClaimNote note={guaranteeNote(ctx)} />}>
          <PlanCards plans={plans} depositLabel={w.plans.depositLabel} termLabel={w.plans.termLabel} />
        </Section>
        <Section title={w.comparison.title} intro={w.comparison.intro} tone="sand">
          <ComparisonTable table={w.comparison.table} />
        </Section>
        <CtaBanner cta={w.midCta} labels={common} message={message} />
        <FaqList items={w.faq} title={common.faqTitle} />
        <CtaBanner cta={w.closingCta} labels={common} message={message} />
    </>
  );
}
