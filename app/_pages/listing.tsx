import { titleDeedsSectionId } from '@/lib/claims';
import type { Metadata } from 'next';
import type { Locale } from '@/content/locales';
import { normalizePlan, planFigures, planToQuery, type PlanTerms } from '@/lib/calculator';
import { costFacts, linesFor } from '@/lib/costs';
import { purchaseCostBreakdown, purchaseCostTable } from '@/lib/scenarios';
import { CostTable } from '@/components/sections/cost-table';
import { pageContext, type PageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { cardCopy, listingPhoto, listingView, listingViews } from '@/lib/listing';
import { listingById, listingPath, similarListings, type Listing } from '@/lib/listings';
import { airportKm, mapMarker } from '@/lib/map';
import { pageMetadata } from '@/lib/metadata';
import { convertEuro, currencies, rates, readersCurrency } from '@/lib/rates';
import { listingBreadcrumbJsonLd, realEstateListingJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/i18n/message';
import { JsonLd } from '@/components/ui/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import { CtaBanner } from '@/components/sections/cta-banner';
import { StaticMap } from '@/components/sections/static-map';
import { ListingGallery } from '@/components/property/listing-gallery';
import { PropertyGrid } from '@/components/property/property-grid';
import { StatusBadge } from '@/components/property/status-badge';
import { ReducedPrice } from '@/components/property/reduced-price';
import { LOWEST_PRICE_DAYS } from '@/lib/price-reduction';
import { SaveButton } from '@/components/shortlist/save-button';
import { buttonClasses } from '@/components/ui/button';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { cn } from '@/lib/cn';
import { AppLink } from '@/components/ui/app-link';
import { isTownList, townPagePath } from '@/lib/towns';
import { typePageKinds, typePagePath } from '@/lib/type-pages';
import { kindsOf } from '@/lib/search';
import { tomorrowOf } from '@/lib/lead';
import { RequestSection } from '@/components/lead/request-section';
import { FloorPlans } from '@/components/property/floor-plans';
import { VideoTour } from '@/components/property/video-tour';
import { StockPhoto } from '@/components/ui/stock-photo';
import { ownPhotoSrc } from '@/lib/photos';
import { videoOf } from '@/lib/video';

function metaWords(ctx: PageContext, listing: Listing) {
  const view = listingView(ctx, listing);
  const w = ctx.t.listing;
  const values = { title: view.title, price: view.priceText, location: view.location, rooms: view.bedroomsText, area: view.areaText };
  return { title: fillTemplate(w.meta.title, values), description: fillTemplate(w.meta.description, values), keywords: [] };
}

export function listingMetadata(locale: Locale, id: string): Metadata {
  const ctx = pageContext(locale);
  const listing = listingById(id);
  return pageMetadata(ctx, {
    pathIn: (language) => listingPath(language, listing),
    meta: metaWords(ctx, listing),
    photo: listingPhoto(ctx, listing, listing.photos[0]!),
    brandIfShort: true,
  });
}

/**
 * Every cost of buying this home: its price as shown (a new build's includes its VAT, which is part of
 * the price and not a cost on top), the lines a purchase of its stage pays on top, and the total.
 */
export function listingCosts(listing: Listing) {
  return purchaseCostBreakdown(listing.price, linesFor(costFacts, listing.stage !== 'resale'), listing.vat);
}

/**
 * Whether the calculator (interest-free, its own bounds and steps) can start from this plan's terms: else
 * the page offers no link to it. Its price slider moves in steps of €10,000, so it opens at the nearest.
 */
function calculatorShows({ price, downPercent, months, interestPercent }: PlanTerms & { price: number }): boolean {
  const shown = normalizePlan({ price, downPercent, months });
  return interestPercent === 0 && shown.downPercent === downPercent && shown.months === months;
}

/** The links under the map to the pages a buyer narrows by (this town's, this type's). */
const moreLinkClasses = 'inline-flex min-h-11 items-center font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-950';

/** A property's own page: what a salesperson sends, and what a search for it finds. */
/** `inventory`: the listing files the site is built from (the real ones unless a test hands in others), for the similar homes a sold listing offers. */
export function ListingPage({ locale, listing, inventory, similar: similarOnes = similarListings(listing, 3, inventory) }: { locale: Locale; listing: Listing; inventory?: readonly Listing[]; similar?: Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { f, t } = ctx;
  const { common } = t;
  const w = t.listing;
  const view = listingView(ctx, listing);
  const listHref = localizedPath(locale, listing.list);
  const listLabel = common.routeLabels[listing.list];
  const plan = listing.plan.kind === 'none' ? null : listing.plan;
  const figures = plan ? planFigures(listing.price, plan) : null;
  const costs = listingCosts(listing);
  const costWords = t.guide(f, ctx.v).costs;
  const costTable = purchaseCostTable(costs, costWords.table.labels, costWords.items, f);
  const marker = mapMarker(listing.place);
  const place = w.places[listing.place];
  const readers = readersCurrency(locale);
  // A penthouse or a studio links its type's page (the listing itself makes sure that page exists).
  const types = typePageKinds.filter((type) => kindsOf(listing).includes(type));
  const conversions = rates
    ? currencies.map((currency) => ({ currency, converted: convertEuro(listing.price, currency, locale) })).filter((entry) => entry.converted !== null)
    : [];
  const similar = listing.status === 'sold' ? listingViews(ctx, similarOnes) : [];
  const plans = (listing.floorPlans ?? []).map((plan) => ({ src: ownPhotoSrc(listing.id, plan.file), alt: plan.alt[locale] }));
  const video = listing.video ? videoOf(listing.video) : null;
  const facts: { label: string; value: string }[] = [
    { label: w.facts.price, value: view.priceText },
    { label: w.facts.bedrooms, value: view.bedroomsText },
    { label: w.facts.bathrooms, value: view.bathroomsText },
    { label: w.facts.area, value: view.areaText },
    { label: w.facts.type, value: view.type },
    { label: w.facts.location, value: view.location },
    ...(view.roiText ? [{ label: w.facts.yield, value: view.roiText }] : []),
    { label: w.facts.status, value: view.statusText },
    { label: w.facts.titleDeed, value: f.standalone(common.titleDeeds[listing.titleDeed]) },
    { label: w.facts.pool, value: w.facts.pools[listing.pool] },
    { label: w.facts.seaView, value: w.facts.seaViews[listing.seaView ? 'yes' : 'no'] },
    {
      label: w.facts.stage,
      value: listing.stage === 'offPlan' && listing.completion ? fillTemplate(w.facts.completion, { date: f.month(listing.completion) }) : w.facts.stages[listing.stage],
    },
    ...(listing.plotArea === undefined ? [] : [{ label: w.facts.plotArea, value: fillTemplate(common.property.area, { area: f.number(listing.plotArea) }) }]),
    ...(listing.beachKm === undefined
      ? []
      : [{ label: w.facts.beach, value: listing.beachKm === 0 ? w.facts.beachOnShore : fillTemplate(w.facts.beachDistance, { km: f.decimal(listing.beachKm) }) }]),
    { label: w.facts.airport, value: fillTemplate(w.facts.airportDistance, { km: f.number(airportKm(listing.place)) }) },
    { label: w.facts.reference, value: listing.reference },
  ];

  return (
    <article aria-labelledby="listing-title">
      <JsonLd data={listingBreadcrumbJsonLd(ctx, listing.list, { name: view.title, url: view.url })} />
      <JsonLd data={realEstateListingJsonLd(ctx, listing, view)} />

      <section aria-labelledby="listing-title" className="bg-white pt-6 pb-12 sm:pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <Breadcrumb
            label={w.breadcrumbLabel}
            trail={[
              { name: common.routeLabels.home, href: ctx.href('home') },
              { name: listLabel, href: listHref },
            ]}
            current={view.title}
          />

          <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="flex flex-wrap items-center gap-2">
                <StatusBadge status={listing.status} text={view.statusText} />
                <span className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-sand-800">{view.type}</span>
              </p>
              <h1 id="listing-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-sea-950 sm:text-4xl">
                {view.title}
              </h1>
              <p className="mt-2 flex items-center gap-1.5 text-muted">
                <Icon name="pin" size="4" />
                {view.location}
              </p>
            </div>
            <div className="text-end">
              {view.reduced ? <ReducedPrice words={common.property.reduced} earlierText={view.reduced.earlierText} className="mb-1 justify-end" /> : null}
              <p className="text-3xl font-bold text-sea-800">{view.priceText}</p>
              {listing.vat ? (
                <p className="mt-1 text-sm text-muted">{fillTemplate(w.price.vatIncluded, { percent: f.percent(listing.vat.percent), vat: f.euro(listing.vat.amount) })}</p>
              ) : null}
              {view.convertedText ? <p className="mt-1 text-sm text-muted">{view.convertedText}</p> : null}
              {view.monthlyText ? <p className="mt-1 text-sm text-muted">{view.monthlyText}</p> : null}
              {view.reduced ? (
                <p className="mt-1 ms-auto max-w-sm text-sm text-muted">{f.plural(LOWEST_PRICE_DAYS, w.price.reduced, { date: f.date(view.reduced.on) })}</p>
              ) : null}
              <p className="mt-1 text-sm">
                <a href="#costs" className="inline-flex min-h-11 items-center font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-950">
                  {fillTemplate(w.price.total, { total: f.euro(costs.total) })}
                </a>
              </p>
              <SaveButton
                id={listing.id}
                title={view.title}
                label={ctx.t.shortlist.save}
                text={{ save: ctx.t.shortlist.saveText, saved: ctx.t.shortlist.savedText }}
                className={buttonClasses('outline', 'md', 'mt-3')}
              />
            </div>
          </div>

          {listing.status === 'reserved' ? <p className="mt-6 rounded-card bg-sand-50 p-4 text-ink">{w.reserved}</p> : null}

          <div className="mt-8">
            <ListingGallery
              id={listing.id}
              photos={view.photos}
              copy={{
                ...w.gallery,
                // Named illustrative when no photo is the property's own; a stock photo among its own is badged, and the note says why.
                label: fillTemplate(view.photos.every((photo) => photo.illustrative) ? w.gallery.illustrative.label : w.gallery.label, { title: view.title }),
                note: view.photos.some((photo) => photo.illustrative) ? w.gallery.illustrative.note : undefined,
              }}
            />
          </div>

          {video ? (
            <section aria-labelledby="video-title" className="mt-10 max-w-3xl">
              <h2 id="video-title" className="text-2xl font-bold text-sea-950">
                {w.video.title}
              </h2>
              <div className="mt-4">
                <VideoTour
                  video={video}
                  poster={<StockPhoto src={view.photo.src} alt="" fill sizes="(min-width: 768px) 768px, 100vw" loading="lazy" className="object-cover" />}
                  copy={{ play: fillTemplate(w.video.play, { title: view.title }), frameTitle: fillTemplate(w.video.frameTitle, { title: view.title }) }}
                />
              </div>
              <p className="mt-3 text-sm text-muted">
                {fillTemplate(w.video.note, { host: video.host })}{' '}
                <a href={video.watch} target="_blank" rel="external noopener noreferrer" className="font-semibold text-sea-800 underline underline-offset-2">
                  {fillTemplate(w.video.watchOn, { host: video.host })}
                </a>
              </p>
            </section>
          ) : null}

          {plans.length > 0 ? <FloorPlans plans={plans} copy={w.floorPlans} /> : null}

          <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
            <div>
              <h2 className="text-2xl font-bold text-sea-950">{w.facts.title}</h2>
              <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {facts.map((fact) => (
                  <div key={fact.label} className="rounded-xl bg-sea-50 p-3">
                    <dt className="text-xs font-semibold tracking-wider text-sea-700 uppercase">{fact.label}</dt>
                    <dd className="mt-1 font-semibold text-sea-950">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {listing.titleDeed === 'turkish' ? null : (
                <p className="mt-4 text-sm text-ink">
                  {w.facts.titleDeedRisk.text}{' '}
                  <AppLink href={`${ctx.href('guide')}#${titleDeedsSectionId}`} className="font-semibold text-sea-800 underline underline-offset-2">
                    {w.facts.titleDeedRisk.link}
                  </AppLink>
                </p>
              )}
              <p className="mt-4 text-sm text-muted">{fillTemplate(w.facts.checked, { date: f.date(listing.checkedOn) })}</p>
              {conversions.length > 0 && rates ? (
                <details className="mt-4 text-sm">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold text-sea-800">{w.converted.others}</summary>
                  <ul className="mt-1 space-y-1 text-ink">
                    {conversions.map(({ currency, converted }) => (
                      <li key={currency} className={cn(currency === readers && 'font-semibold')}>
                        ≈ {converted!.text}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-2 text-muted">{fillTemplate(w.converted.note, { date: f.date(rates.date) })}</p>
                </details>
              ) : null}
            </div>

            <div className="card p-6">
              {plan && figures ? (
                <>
                  <h2 className="text-xl font-bold text-sea-950">{w.plan.title}</h2>
                  <p className="mt-1 text-sm font-semibold text-sand-800">
                    {plan.kind === 'owner' ? w.plan.by.owner : plan.offeredBy ? fillTemplate(w.plan.by.developerNamed, { name: plan.offeredBy }) : w.plan.by.developer}
                  </p>
                  <dl className="mt-4 grid grid-cols-2 gap-3">
                    <div>
                      <dt className="text-xs font-semibold tracking-wider text-sea-700 uppercase">{w.plan.down}</dt>
                      <dd className="mt-1 text-xl font-bold text-sea-900">{f.euro(figures.downPayment)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs font-semibold tracking-wider text-sea-700 uppercase">{w.plan.monthly}</dt>
                      <dd className="mt-1 text-xl font-bold text-sea-900">{f.euro(figures.monthlyPayment)}</dd>
                    </div>
                  </dl>
                  <p className="mt-4 text-sm leading-relaxed text-muted">
                    {f.sentences(
                      fillTemplate(w.plan.text, {
                        percent: f.percent(plan.downPercent),
                        downPayment: f.euro(figures.downPayment),
                        months: f.number(plan.months),
                        monthly: f.euro(figures.monthlyPayment),
                      }),
                      plan.interestPercent === 0 ? w.plan.interestFree : fillTemplate(w.plan.interest, { interest: f.percent(plan.interestPercent) }),
                    )}
                  </p>
                  {/* The calculator models an interest-free developer plan within its own bounds: offered only for a plan it can show. */}
                  {calculatorShows({ price: listing.price, ...plan }) ? (
                    <AppLink
                      href={`${ctx.href('paymentPlans')}?${planToQuery({ price: listing.price, downPercent: plan.downPercent, months: plan.months })}#calculator`}
                      className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-sea-800 underline underline-offset-4"
                    >
                      {w.plan.calculator}
                      <Icon name="arrow" size="4" className="rtl:rotate-180" />
                    </AppLink>
                  ) : null}
                </>
              ) : (
                <>
                  <h2 className="text-xl font-bold text-sea-950">{w.plan.none.title}</h2>
                  <p className="mt-4 text-sm leading-relaxed text-muted">{listing.stage === 'resale' ? w.plan.none.resale : w.plan.none.newBuild}</p>
                </>
              )}
              <div className="mt-6">
                <WhatsAppLink message={view.enquiryMessage} className="w-full" cta="listing" listing={listing.id}>
                  {common.property.enquire}
                </WhatsAppLink>
              </div>
            </div>
          </div>
        </div>
      </section>

      {listing.status === 'sold' ? (
        <Section id="similar" title={w.sold.title} intro={w.sold.text} tone="sand">
          <PropertyGrid properties={similar} copy={cardCopy(ctx)} />
        </Section>
      ) : null}

      <Section id="costs" title={w.costs.title} intro={fillTemplate(w.costs.intro, { title: view.title })}>
        <div className="max-w-3xl">
          <CostTable
            caption={fillTemplate(w.costs.caption, { title: view.title, price: view.priceText })}
            columns={costWords.table.columns}
            rows={costTable.rows}
            summary={costTable.summary}
            total={costTable.total}
          />
          <p className="mt-4 max-w-measure text-sm leading-6 text-muted">{costWords.note}</p>
        </div>
      </Section>

      <Section id="about" title={w.about} tone="sea">
        <p className="max-w-measure text-lg leading-8 text-ink">{view.description}</p>
        <h3 className="mt-8 text-lg font-semibold text-sea-950">{w.features}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {view.features.map((feature) => (
            <li key={feature} className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-sand-800">
              {feature}
            </li>
          ))}
        </ul>
      </Section>

      {listing.status === 'sold' ? null : (
        <Section id="viewing" title={w.viewing.title} intro={w.viewing.intro} tone="sand">
          <div className="max-w-3xl">
            <RequestSection
              ctx={ctx}
              path={listingPath(locale, listing)}
              event="Viewing request"
              cta="viewing"
              analytics={{ listing: listing.id }}
              copy={{ ...common.request, submit: w.viewing.submit }}
              viewing={w.viewing}
              subject={[
                ['subject', 'viewing'],
                ['reference', listing.reference],
                ['title', view.title],
                ['price', view.priceText],
              ]}
              whatsAppMessage={fillTemplate(w.viewing.whatsAppMessage, { title: view.title, reference: listing.reference, price: view.priceText })}
              fallbackMessage={view.enquiryMessage}
              minDay={tomorrowOf(new Date())}
            />
          </div>
        </Section>
      )}

      <Section id="location" title={w.map.title}>
        <div className="max-w-3xl">
          <StaticMap
            markers={[{ marker, label: place }]}
            title={fillTemplate(w.map.alt, { place })}
            caption={fillTemplate(w.map.caption, { location: view.location })}
            dir={ctx.info.dir}
          />
          {/* The pages a buyer narrows by: more of the same list in this town, and more of this type (a penthouse, a studio). */}
          {isTownList(listing.list) || types.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-6">
              {isTownList(listing.list) ? (
                <li>
                  <AppLink href={townPagePath(ctx.locale, listing.list, listing.place)} className={moreLinkClasses}>
                    {fillTemplate(common.towns.more[listing.list], { inTown: common.towns.in[listing.place] })}
                  </AppLink>
                </li>
              ) : null}
              {types.map((type) => (
                <li key={type}>
                  <AppLink href={typePagePath(ctx.locale, type)} className={moreLinkClasses}>
                    {common.types.more[type]}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>

      <CtaBanner cta={{ title: w.enquiry.title, description: w.enquiry.text }} labels={common} message={view.enquiryMessage} listing={listing.id} />
    </article>
  );
}
