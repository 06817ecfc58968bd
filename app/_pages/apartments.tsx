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
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { BudgetTierList } from '@/components/sections/budget-tier-list';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { ListCards } from '@/components/property/list-cards';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export function apartmentsMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'apartments', ctx.t.apartments(ctx.f, ctx.v).meta);
}

/** `inventory`: the listing files the page is built from (the real ones unless a test hands in others). */
export function ApartmentsPage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const w = ctx.t.apartments(ctx.f, ctx.v);
  const { cards, pages } = listPage(ctx, 'apartments');
  const message = common.defaultWhatsAppMessage;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(ctx, 'apartments')} />
      <JsonLd data={propertyListJsonLd(ctx, { name: w.listings.title, route: 'apartments', cards })} />
      <JsonLd data={faqPageJsonLd(ctx, w.faq)} />
      <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.apartments.hero) }}>
        <WhatsAppLink size="lg" message={message} cta="hero">
          {w.heroActions.whatsApp}
        </WhatsAppLink>
        <a href="#apartments" className={buttonClasses('ghost-light', 'lg')}>
          {w.heroActions.listings}
        </a>
      </Hero>

      <Section title={w.intro.title} intro={w.intro.intro}>
        <BenefitGrid items={w.intro.items} />
      </Section>

      <Section id="apartments" title={w.listings.title} intro={w.listings.intro} tone="sand">
        <ListCards ctx={ctx} list="apartments" cards={cards} page={1} pages={pages} />
      </Section>

      <Section title={w.whyInvest.title} intro={w.whyInvest.intro} tone="sea">
        <BenefitGrid items={w.whyInvest.items} columns={4} />
      </Section>

      <Section title={w.budgets.title} intro={w.budgets.intro}>
        <BudgetTierList tiers={w.budgets.items} />
      </Section>

      <CtaBanner cta={w.midCta} labels={common} message={message} />

      <FaqList items={w.faq} title={common.faqTitle} />

      <CtaBanner cta={w.closingCta} labels={common} message={message} />
    </>
  );
}
