import type { Metadata } from 'next';
import {
  guideAfterPurchase,
  guideArticle,
  guideClosingCta,
  guideCosts,
  guideHero,
  guideMeta,
  guideNextSteps,
  guideSteps,
  guideTips,
} from '@/content/guide';
import { fillTemplate } from '@/lib/template';
import { formatNumber } from '@/lib/format';
import { buildMetadata } from '@/lib/metadata';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { purchaseCostBreakdown, purchaseCostPlaceholders, purchaseCostTable } from '@/lib/scenarios';
import { buttonClasses } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/ui/section';
import { StepList } from '@/components/sections/step-list';
import { CostTable } from '@/components/sections/cost-table';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { CtaBanner } from '@/components/sections/cta-banner';

export const metadata: Metadata = buildMetadata(guideMeta, { type: 'article' });

export default function BuyingGuidePage() {
  const { byline } = guideArticle;
  const steps = guideSteps.items.map((step, index) => {
    const number = formatNumber(index + 1);
    return { ...step, number, heading: fillTemplate(guideSteps.heading, { n: number, title: step.title }) };
  });
  const costs = purchaseCostBreakdown(guideCosts.price, guideCosts.items);
  const costPlaceholders = purchaseCostPlaceholders(costs);
  const costTable = purchaseCostTable(costs, guideCosts.table.labels);

  return (
    <article aria-labelledby="hero-title">
      <JsonLd data={breadcrumbJsonLd(guideMeta.path)} />
      <JsonLd
        data={articleJsonLd({
          meta: guideMeta,
          headline: guideHero.title,
          author: byline.author,
          datePublished: byline.date,
          dateModified: byline.date,
        })}
      />
      <Hero hero={guideHero}>
        <AppLink href="/" className={buttonClasses('ghost-light', 'md')}>
          <Icon name="arrow" className="rotate-180 rtl:rotate-0" />
          {guideArticle.backLink}
        </AppLink>
        <p className="self-center text-sm text-sea-50">
          {byline.by} <span className="font-semibold text-white">{byline.author}</span>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          {byline.updated} <time dateTime={byline.date}>{byline.dateLabel}</time>
        </p>
      </Hero>

      <Section layout="article" id="steps" eyebrow={guideSteps.eyebrow} title={guideSteps.title} intro={guideSteps.intro}>
        <StepList steps={steps} />
      </Section>

      <Section layout="article"
        id="costs"
        eyebrow={guideCosts.eyebrow}
        title={guideCosts.title}
        intro={fillTemplate(guideCosts.intro, costPlaceholders)}
        tone="sand"
      >
        <CostTable
          caption={fillTemplate(guideCosts.table.caption, costPlaceholders)}
          columns={guideCosts.table.columns}
          rows={costTable.rows}
          summary={costTable.summary}
          total={costTable.total}
        />
        <p className="mt-6 text-base leading-7 text-muted">{guideCosts.note}</p>
      </Section>

      <Section layout="article" id="tips" eyebrow={guideTips.eyebrow} title={guideTips.title}>
        <BenefitGrid items={guideTips.items} columns={2} />
      </Section>

      <Section layout="article"
        id="after-purchase"
        eyebrow={guideAfterPurchase.eyebrow}
        title={guideAfterPurchase.title}
        intro={guideAfterPurchase.intro}
        tone="sea"
      >
        <BenefitGrid items={guideAfterPurchase.items} columns={2} />
      </Section>

      <Section layout="article" id="listings" title={guideNextSteps.title} intro={guideNextSteps.intro}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <AppLink href="/villas" className={buttonClasses('primary', 'lg')}>
            {guideNextSteps.villas}
            <Icon name="arrow" className="rtl:rotate-180" />
          </AppLink>
          <AppLink href="/apartments" className={buttonClasses('outline', 'lg')}>
            {guideNextSteps.apartments}
            <Icon name="arrow" className="rtl:rotate-180" />
          </AppLink>
        </div>
      </Section>

      <CtaBanner cta={guideClosingCta} />
    </article>
  );
}
