import { titleDeedsSectionId } from '@/lib/claims';
import type { Metadata } from 'next';
import { guidePublished } from '@/content/facts/examples';
import { routePhotos } from '@/content/facts/routes';
import { titleDeedTypes } from '@/content/facts/listings';
import type { Locale } from '@/content/locales';
import type { Listing } from '@/lib/listings';
import { pageContext, type PageContext } from '@/lib/i18n/page';
import { buildMetadata } from '@/lib/metadata';
import { costFacts, linesFor } from '@/lib/costs';
import { costExample, purchaseCostPlaceholders, purchaseCostTable } from '@/lib/scenarios';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/i18n/message';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { StepList } from '@/components/sections/step-list';
import { CostTable } from '@/components/sections/cost-table';
import { FactSources, SourceCitation } from '@/components/sections/fact-sources';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { CtaBanner } from '@/components/sections/cta-banner';

export function guideMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'guide', ctx.t.guide(ctx.f, ctx.v).meta, { type: 'article' });
}

/** The buying steps, numbered and headed in the page's language (the brochure lists them too). */
/** The three kinds of title deed and the risk from before 1974: on the guide, and under the brochure's tables (a PDF travels without the site). */
export function TitleDeedTypes({ ctx }: { ctx: PageContext }) {
  const { f, t, v } = ctx;
  const w = t.guide(f, v);
  return (
    <>
      <dl className="max-w-measure space-y-6">
        {titleDeedTypes.map((type) => (
          <div key={type} className="break-inside-avoid">
            <dt className="text-lg font-semibold text-sea-950">{f.standalone(t.common.titleDeeds[type])}</dt>
            <dd className="mt-1 text-base leading-7 text-ink">{w.titleDeeds.types[type]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-10 text-xl font-semibold text-sea-950">{w.titleDeeds.riskTitle}</h3>
      <p className="mt-3 text-base leading-7 text-ink">{w.titleDeeds.risk}</p>
    </>
  );
}

export function guideSteps({ f, t, v }: PageContext) {
  const w = t.guide(f, v);
  return w.steps.items.map((step, index) => {
    const number = f.number(index + 1);
    return { ...step, number, heading: fillTemplate(w.steps.heading, { n: number, title: step.title }) };
  });
}

/**
 * The worked purchase-cost example (the brochure shows it too): its table, the note with the date the
 * figures hold for, and the sources they and the guide's ownership taxes come from, each a link.
 */
export function PurchaseCosts({ ctx }: { ctx: PageContext }) {
  const w = ctx.t.guide(ctx.f, ctx.v).costs;
  const costs = costExample();
  const placeholders = purchaseCostPlaceholders(costs, ctx.f);
  const table = purchaseCostTable(costs, w.table.labels, w.items, ctx.f);
  const { sellerTax, propertyTax } = costFacts.ownership;
  const used = new Set([...linesFor(costFacts, costFacts.example.newBuild).flatMap((line) => line.sources), ...sellerTax.sources, ...propertyTax.sources]);
  const sources = [...used].map((id) => costFacts.sources[id]!).filter((source) => source.url !== null);
  return (
    <>
      <CostTable caption={fillTemplate(w.table.caption, placeholders)} columns={w.table.columns} rows={table.rows} summary={table.summary} total={table.total} />
      <p className="mt-6 max-w-measure text-base leading-7 text-muted">{w.note}</p>
      {sources.length > 0 && (
        <p className="mt-3 max-w-measure text-sm leading-6 text-muted">
          {w.sources}{' '}
          {sources.map((source, index) => (
            <span key={source.url}>
              {index > 0 && '; '}
              <SourceCitation source={source} f={ctx.f} words={ctx.t.common.factSources} />
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** The cost example's intro, with its figures. */
export function purchaseCostIntro({ f, t, v }: PageContext): string {
  return fillTemplate(t.guide(f, v).costs.intro, purchaseCostPlaceholders(costExample(), f));
}

/** `inventory`: the listing files the page is built from (the real ones unless a test hands in others). */
export function GuidePage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const { f, v } = ctx;
  const w = ctx.t.guide(f, v);
  const { byline } = w.article;
  const steps = guideSteps(ctx);

  return (
      <article aria-labelledby="hero-title">
        <JsonLd data={breadcrumbJsonLd(ctx, 'guide')} />
        <JsonLd
          data={articleJsonLd({
            ctx,
            route: 'guide',
            description: w.meta.description,
            image: ctx.photo(routePhotos.guide.share),
            headline: w.hero.title,
            author: byline.author,
            datePublished: guidePublished,
            dateModified: guidePublished,
          })}
        />
        <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.guide.hero) }}>
          <AppLink href={ctx.href('home')} className={buttonClasses('ghost-light', 'md')}>
            <Icon name="arrow" className="rotate-180 rtl:rotate-0" />
            {w.article.backLink}
          </AppLink>
          <p className="self-center text-sm text-sea-50">
            {byline.by} <span className="font-semibold text-white">{byline.author}</span>
            <span aria-hidden="true" className="mx-2">
              ·
            </span>
            {byline.updated} <time dateTime={guidePublished}>{f.date(guidePublished)}</time>
          </p>
        </Hero>

        <Section layout="article" id="steps" eyebrow={w.steps.eyebrow} title={w.steps.title} intro={w.steps.intro}>
          <StepList steps={steps} />
        </Section>

        <Section
          layout="article"
          id="costs"
          eyebrow={w.costs.eyebrow}
          title={w.costs.title}
          intro={purchaseCostIntro(ctx)}
          tone="sand"
        >
          <PurchaseCosts ctx={ctx} />
        </Section>

        <Section layout="article" id={titleDeedsSectionId} eyebrow={w.titleDeeds.eyebrow} title={w.titleDeeds.title} intro={w.titleDeeds.intro} tone="sea">
          <TitleDeedTypes ctx={ctx} />
        </Section>

        <Section layout="article" id="tips" eyebrow={w.tips.eyebrow} title={w.tips.title}>
          <BenefitGrid items={w.tips.items} columns={2} />
        </Section>

        <Section layout="article" id="after-purchase" eyebrow={w.afterPurchase.eyebrow} title={w.afterPurchase.title} intro={w.afterPurchase.intro} tone="sea">
          <BenefitGrid items={w.afterPurchase.items} columns={2} />
        </Section>

        <Section layout="article" id="sources" title={common.factSources.title} intro={common.factSources.intro}>
          <FactSources f={f} v={v} words={common.factSources} />
        </Section>

        <Section layout="article" id="listings" title={w.nextSteps.title} intro={w.nextSteps.intro}>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AppLink href={ctx.href('villas')} className={buttonClasses('primary', 'lg')}>
              {w.nextSteps.villas}
              <Icon name="arrow" className="rtl:rotate-180" />
            </AppLink>
            <AppLink href={ctx.href('apartments')} className={buttonClasses('outline', 'lg')}>
              {w.nextSteps.apartments}
              <Icon name="arrow" className="rtl:rotate-180" />
            </AppLink>
          </div>
        </Section>

        <CtaBanner cta={w.closingCta} labels={common} message={common.defaultWhatsAppMessage} />
      </article>
  );
}
