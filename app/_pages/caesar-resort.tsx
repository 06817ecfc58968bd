import type { Metadata } from 'next';
import { ClaimNote } from '@/components/ui/claim-note';
import { guaranteeNotes, titleDeedText } from '@/lib/claims';
import { caesarGuaranteePercent, developments } from '@/content/facts/listings';
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
import { StatList } from '@/components/sections/stat-list';
import { DevelopmentList } from '@/components/sections/development-list';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FaqList } from '@/components/sections/faq-list';
import { ListCards } from '@/components/property/list-cards';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export function caesarResortMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'caesarResort', ctx.t.caesarResort(ctx.f, ctx.v).meta);
}

/** `inventory`: the listing files the page is built from (the real ones unless a test hands in others). */
export function CaesarResortPage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const { f, v } = ctx;
  const w = ctx.t.caesarResort(f, v);
  const { cards, pages } = listPage(ctx, 'caesarResort');
  const developmentCards = developments.map((development) => ({
    ...w.developments.items[development.id],
    price: f.euro(v.developmentFrom[development.id]),
    guarantee: f.plural(development.guaranteeYears, w.developments.guarantee, { percent: f.percent(caesarGuaranteePercent) }),
    titleDeed: titleDeedText(ctx, development.titleDeed),
    badge: development.flagship ? w.developments.flagship : undefined,
    image: ctx.photo(development.photo),
  }));
  const message = common.defaultWhatsAppMessage;
  // The hero states the terms; every later section that claims the guarantee links back to them.
  const terms = guaranteeNotes(ctx);
  const guarantee = <ClaimNote note={terms.again} />;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(ctx, 'caesarResort')} />
      <JsonLd data={propertyListJsonLd(ctx, { name: w.listings.title, route: 'caesarResort', cards })} />
      <JsonLd data={faqPageJsonLd(ctx, w.faq)} />
      <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.caesarResort.hero) }} note={<ClaimNote note={terms.first} tone="dark" />}>
        <WhatsAppLink size="lg" message={message} cta="hero">
          {w.heroActions.whatsApp}
        </WhatsAppLink>
        <a href="#developments" className={buttonClasses('ghost-light', 'lg')}>
          {w.heroActions.listings}
        </a>
      </Hero>

      <Section title={w.about.title} note={guarantee}>
        <Prose paragraphs={w.about.paragraphs} />
        <div className="mt-10">
          <StatList stats={w.about.stats} />
        </div>
      </Section>

      <Section id="developments" title={w.developments.title} intro={w.developments.intro} tone="sand" note={guarantee}>
        <DevelopmentList developments={developmentCards} labels={w.developments.labels} />
      </Section>

      <Section id="properties" title={w.listings.title} intro={w.listings.intro} tone="sea" note={guarantee}>
        <ListCards ctx={ctx} list="caesarResort" cards={cards} page={1} pages={pages} />
      </Section>

      <Section title={w.reasons.title} intro={w.reasons.intro} note={guarantee}>
        <BenefitGrid items={w.reasons.items} />
      </Section>

      <CtaBanner cta={w.midCta} labels={common} message={message} />

      <FaqList items={w.faq} title={common.faqTitle} />

      <CtaBanner cta={w.closingCta} labels={common} message={message} />
    </>
  );
}
