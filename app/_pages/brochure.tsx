import type { Metadata } from 'next';
import { ClaimNote } from '@/components/ui/claim-note';
import { guaranteeNotes } from '@/lib/claims';
import type { ReactNode } from 'react';
import { pricesCheckedOn } from '@/content/facts/listings';
import { brochurePaths, legalPaths } from '@/content/facts/routes';
import { agency, site } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import { calculatePlan, INITIAL_PLAN } from '@/lib/calculator';
import { pageContext, type PageContext } from '@/lib/i18n/page';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/metadata';
import { featuredProjectCards, listPage } from '@/lib/listing';
import type { Listing, ListingList } from '@/lib/listings';
import { fillTemplate } from '@/lib/i18n/message';
import { buildWhatsAppLink, keepOnOneLine, telegramLink, telLink } from '@/lib/whatsapp';
import { CardPhoto } from '@/components/ui/card-photo';
import { StepList } from '@/components/sections/step-list';
import { PlanCards } from '@/components/sections/plan-cards';
import { PrintButton } from '@/components/brochure/print-button';
import { buttonClasses } from '@/components/ui/button';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { AppLink } from '@/components/ui/app-link';
import { planCardsOf } from './payment-plans';
import { guideSteps, PurchaseCosts, purchaseCostIntro, TitleDeedTypes } from './guide';
import { LegalFact } from '@/components/sections/fact-sources';

/** The brochure is for reading and printing, not for search: noindex, and not in the sitemap. */
export function brochureMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return pageMetadata(ctx, { pathIn: (language) => localizedPath(language, brochurePaths.brochure), meta: ctx.t.brochure.meta, robots: { index: false, follow: true } });
}

function BrochureSection({ id, title, children, note }: { id: string; title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="brochure-section mt-12 break-inside-avoid-page first:mt-0">
      <h2 id={`${id}-title`} className="border-b border-sea-200 pb-2 text-2xl font-bold text-sea-950">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
      {note ? <div className="mt-4">{note}</div> : null}
    </section>
  );
}

/** The first page of a list's cards (its highlights, as on the list page) and its address for the rest: the brochure stays the same length however many listings there are. */
function ListingTable({ ctx, caption, list }: { ctx: PageContext; caption: string; list: ListingList }) {
  const c = ctx.t.brochure.columns;
  const { cards: listings, total } = listPage(ctx, list);
  const listUrl = absoluteUrl(localizedPath(ctx.locale, list));
  if (total === 0) return <p className="text-muted">{ctx.t.brochure.none}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sea-200 text-sea-900">
            {[c.property, c.location, c.bedrooms, c.area, c.titleDeed, c.price, c.monthly].map((heading) => (
              <th key={heading} scope="col" className="py-2 pe-3 text-start font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={listing.id} className="border-b border-sea-100 align-top">
              <th scope="row" className="py-2 pe-3 text-start font-semibold text-ink">
                {/* The page's full address, so the link still works in a saved or printed PDF. */}
                <AppLink href={listing.url} className="underline-offset-4 hover:underline">
                  {listing.title}
                </AppLink>
                <span className="block font-normal text-muted">{listing.type}</span>
              </th>
              <td className="py-2 pe-3">{listing.location}</td>
              <td className="py-2 pe-3">{listing.bedroomsText}</td>
              <td className="py-2 pe-3 whitespace-nowrap">{listing.areaText}</td>
              <td className="py-2 pe-3">{ctx.f.standalone(ctx.t.common.titleDeeds[listing.titleDeed])}</td>
              <td className="py-2 pe-3 font-semibold whitespace-nowrap text-sea-800">
                {listing.priceText}
                {listing.vatText ? <span className="block text-xs font-normal text-muted">{listing.vatText}</span> : null}
              </td>
              <td className="py-2 pe-3">{listing.monthlyText ?? ctx.t.brochure.noPlan}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">
        {ctx.t.brochure.monthlyNote}
      </p>
      {total > listings.length ? (
        <p className="mt-3 text-sm text-muted">
          {fillTemplate(ctx.t.brochure.more, { shown: ctx.f.number(listings.length), count: ctx.f.number(total) })}{' '}
          <AppLink href={listUrl} dir="ltr" className="font-semibold text-sea-800 underline underline-offset-4">
            {listUrl.replace(/^https?:\/\//, '')}
          </AppLink>
        </p>
      ) : null}
    </div>
  );
}

/** The printable brochure in one language: every figure from the same facts and words as the pages. */
/** `inventory`: the listing files the brochure is built from (the real ones unless a test hands in others). */
export function BrochurePage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { f, t, v } = ctx;
  const b = t.brochure;
  const deeds = t.guide(f, v).titleDeeds;
  const legal = t.legal(f, v);
  const legalNoticeUrl = absoluteUrl(localizedPath(ctx.locale, legalPaths.notice));
  const plansWords = t.paymentPlans(f, v);

  const projects = featuredProjectCards(ctx);
  const example = calculatePlan(INITIAL_PLAN);
  const exampleText = fillTemplate(b.example, {
    price: f.euro(INITIAL_PLAN.price),
    percent: f.percent(INITIAL_PLAN.downPercent),
    downPayment: f.euro(example.downPayment),
    balance: f.euro(example.remainingBalance),
    months: f.number(INITIAL_PLAN.months),
    monthly: f.euro(example.monthlyPayment),
  });
  const contactLink = 'font-semibold text-sea-800 underline underline-offset-4';

  return (
    <article aria-labelledby="brochure-title" className="brochure mx-auto max-w-5xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <header>
        <p className="text-sm font-semibold tracking-wider text-sea-700 uppercase">{b.eyebrow}</p>
        <h1 id="brochure-title" className="mt-2 text-4xl font-bold tracking-tight text-balance text-sea-950">
          {b.title}
        </h1>
        <p className="mt-4 max-w-measure text-lg leading-relaxed text-muted">{b.intro}</p>
        <p className="mt-3 text-sm text-muted">{fillTemplate(b.asOf, { date: f.date(pricesCheckedOn) })}</p>
        <div className="mt-6">
          <PrintButton label={b.print} />
        </div>
      </header>

      <div className="mt-12">
        <BrochureSection id="projects" title={b.sections.projects} note={<ClaimNote note={guaranteeNotes(ctx).first} />}>
          <ul className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
            {projects.map((project) => (
              <li key={project.name} className="card overflow-hidden break-inside-avoid">
                <CardPhoto photo={project.image} sizes="(min-width: 640px) 480px, 100vw" label={project.type} />
                <div className="p-4">
                  <h3 className="text-lg font-semibold text-sea-950">{project.name}</h3>
                  <p className="text-sm text-muted">{project.location}</p>
                  <p className="text-sm text-muted">{project.titleDeed}</p>
                  <p className="mt-2 text-xl font-bold text-sea-800">{project.price}</p>
                  <p className="mt-1 text-sm text-sand-800">{project.highlight}</p>
                </div>
              </li>
            ))}
          </ul>
        </BrochureSection>

        <BrochureSection id="villas" title={b.sections.villas}>
          <ListingTable ctx={ctx} caption={b.sections.villas} list="villas" />
        </BrochureSection>
        <BrochureSection id="apartments" title={b.sections.apartments}>
          <ListingTable ctx={ctx} caption={b.sections.apartments} list="apartments" />
        </BrochureSection>
        <BrochureSection id="resort" title={b.sections.resort}>
          <ListingTable ctx={ctx} caption={b.sections.resort} list="caesarResort" />
        </BrochureSection>

        {/* Every table names each home's title deed; what the kinds mean and the risk from before 1974 travel with the PDF. */}
        <BrochureSection id="title-deeds" title={deeds.title}>
          <p className="mb-6 max-w-measure text-base leading-7 text-muted">{deeds.intro}</p>
          <TitleDeedTypes ctx={ctx} />
        </BrochureSection>

        <BrochureSection id="plans" title={b.sections.plans} note={<ClaimNote note={guaranteeNotes(ctx).again} />}>
          <p className="mb-6 max-w-measure text-base leading-7 text-muted">{plansWords.plans.intro}</p>
          <PlanCards plans={planCardsOf(ctx)} depositLabel={plansWords.plans.depositLabel} termLabel={plansWords.plans.termLabel} />
          <h3 className="mt-8 text-xl font-semibold text-sea-950">{b.sections.example}</h3>
          <p className="mt-2 max-w-measure text-base leading-7 text-ink">{exampleText}</p>
          <p className="mt-2 text-sm text-muted">{plansWords.calculator.disclaimer}</p>
          {/* Paying from abroad decides whether a plan can be kept up for its whole term: a buyer from Russia reads it here with its sources. */}
          <h3 className="mt-8 text-xl font-semibold text-sea-950">{t.common.factSources.names.payingFromRussia}</h3>
          <div className="mt-2 max-w-measure">
            <LegalFact id="payingFromRussia" f={f} v={v} words={t.common.factSources} />
          </div>
        </BrochureSection>

        <BrochureSection id="costs" title={b.sections.costs}>
          <p className="mb-4 max-w-measure text-base leading-7 text-muted">{purchaseCostIntro(ctx)}</p>
          <PurchaseCosts ctx={ctx} />
        </BrochureSection>

        <BrochureSection id="steps" title={b.sections.steps}>
          <StepList steps={guideSteps(ctx)} />
        </BrochureSection>

        <BrochureSection id="contact" title={b.sections.contact}>
          <p className="max-w-measure text-base leading-7 text-ink">{b.contact.text}</p>
          <dl className="mt-4 grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="font-semibold">{b.contact.whatsApp}</dt>
            <dd>
              <a href={buildWhatsAppLink(site.whatsAppNumber, t.common.defaultWhatsAppMessage)} data-cta="brochure" className={contactLink} dir="ltr">
                {keepOnOneLine(site.whatsAppNumber)}
              </a>
            </dd>
            <dt className="font-semibold">{b.contact.phone}</dt>
            <dd>
              <a href={telLink(site.phoneNumber)} data-cta="brochure" className={contactLink} dir="ltr">
                {keepOnOneLine(site.phoneNumber)}
              </a>
            </dd>
            {site.telegramUsername ? (
              <>
                <dt className="font-semibold">Telegram</dt>
                <dd>
                  <a href={telegramLink(site.telegramUsername)} rel="external noopener" data-cta="brochure-telegram" className={contactLink} dir="ltr">
                    @{site.telegramUsername}
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">{b.contact.email}</dt>
            <dd>
              <a href={`mailto:${agency.email}`} className={contactLink} dir="ltr">
                {agency.email}
              </a>
            </dd>
            <dt className="font-semibold">{b.contact.web}</dt>
            <dd>
              <AppLink href={ctx.url('home')} className={contactLink} dir="ltr">
                {ctx.url('home').replace(/^https?:\/\//, '')}
              </AppLink>
            </dd>
          </dl>
          {/* Who offers what the brochure lists, and where its legal notice is: a brochure is an offer, and the PDF travels without the site's footer. */}
          <p className="mt-6 max-w-measure text-sm leading-6 text-muted">
            <span className="font-semibold text-ink">{b.contact.provider}:</span> {agency.legalName}, {agency.street}, {agency.town}, {legal.notice.values.country}.{' '}
            {legal.notice.title}:{' '}
            <AppLink href={legalNoticeUrl} className={contactLink} dir="ltr">
              {legalNoticeUrl.replace(/^https?:\/\//, '')}
            </AppLink>
          </p>
        </BrochureSection>
      </div>
    </article>
  );
}

export function brochureThanksMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return pageMetadata(ctx, { pathIn: (language) => localizedPath(language, brochurePaths.thanks), meta: ctx.t.brochure.thanks.meta, robots: { index: false, follow: false } });
}

/** Where the form service sends a visitor whose brochure request went out without JavaScript. */
export function BrochureThanksPage({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const w = ctx.t.brochure.thanks;
  return (
    <section aria-labelledby="thanks-title" className="bg-sand-50 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h1 id="thanks-title" className="text-4xl font-bold tracking-tight text-balance text-sea-950 sm:text-5xl">
          {w.title}
        </h1>
        <p className="mt-5 max-w-measure text-lg leading-relaxed text-muted">{w.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <AppLink href={localizedPath(locale, brochurePaths.brochure)} className={buttonClasses('primary', 'lg')}>
            {w.openBrochure}
          </AppLink>
          <WhatsAppLink size="lg" message={ctx.t.common.defaultWhatsAppMessage} cta="thanks">
            {w.whatsApp}
          </WhatsAppLink>
          <AppLink href={ctx.href('home')} className={buttonClasses('outline', 'lg')}>
            {w.home}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
