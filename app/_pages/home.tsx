import type { Metadata } from 'next';
import { StaticMap } from '@/components/sections/static-map';
import { mapMarker } from '@/lib/map';
import { homeMapPlaces } from '@/content/facts/places';
import { ClaimNote } from '@/components/ui/claim-note';
import { guaranteeNotes } from '@/lib/claims';
import { brochurePaths, legalPaths, routePhotos } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import type { Listing } from '@/lib/listings';
import { leadForm } from '@/content/facts/site';
import { pageContext } from '@/lib/i18n/page';
import { featuredProjectCards } from '@/lib/listing';
import { publishedPress, testimonialsIn } from '@/lib/reviews';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { leadDelivery } from '@/lib/lead';
import { buildMetadata } from '@/lib/metadata';
import { webSiteJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/i18n/message';
import { buttonClasses } from '@/components/ui/button';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FeaturedProjectCard } from '@/components/sections/featured-project-card';
import { LocationList } from '@/components/sections/location-list';
import { StatList } from '@/components/sections/stat-list';
import { CtaBanner } from '@/components/sections/cta-banner';
import { LateBrochureDialog, LateTestimonialCarousel } from '@/components/layout/lazy-islands';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export function homeMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return buildMetadata(ctx, 'home', ctx.t.home(ctx.f, ctx.v).meta);
}

/** `inventory`: the listing files the page is built from (the real ones unless a test hands in others). */
export function HomePage({ locale, inventory }: { locale: Locale; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const w = ctx.t.home(ctx.f, ctx.v);
  const press = publishedPress();
  const testimonials = testimonialsIn(ctx);
  const projects = featuredProjectCards(ctx);
  const guarantee = guaranteeNotes(ctx);
  const homeMarkers = homeMapPlaces.map((place) => ({ marker: mapMarker(place), label: ctx.t.listing.places[place] }));
  const homePlaces = new Intl.ListFormat(ctx.info.intl, { type: 'conjunction' }).format(homeMarkers.map((marker) => marker.label));
  const message = common.defaultWhatsAppMessage;
  const delivery = leadDelivery(locale);
  const brochureHref = localizedPath(locale, brochurePaths.brochure);
  const privacy = { href: localizedPath(locale, legalPaths.privacy), label: ctx.t.legal(ctx.f, ctx.v).formPrivacyLink };
  return (
    <>
        <JsonLd data={webSiteJsonLd(ctx)} />
        <Hero hero={{ ...w.hero, image: ctx.photo(routePhotos.home.hero) }}>
          <WhatsAppLink size="lg" message={message} cta="hero">
            {w.heroActions.whatsApp}
          </WhatsAppLink>
          <a href="#projects" className={buttonClasses('ghost-light', 'lg')}>
            {w.heroActions.listings}
          </a>
        </Hero>

        <Section title={w.benefits.title} intro={w.benefits.intro}>
          <BenefitGrid items={w.benefits.items} />
        </Section>

        <Section id="projects" title={w.projects.title} intro={w.projects.intro} tone="sand" note={<ClaimNote note={guarantee.first} />}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {projects.map((project) => (
              <FeaturedProjectCard key={project.name} project={project} />
            ))}
          </div>
        </Section>

        <Section title={w.locations.title} intro={w.locations.intro} tone="sea">
          <div className="mb-10 max-w-3xl">
            <StaticMap markers={homeMarkers} title={fillTemplate(ctx.t.listing.map.alt, { place: homePlaces })} dir={ctx.info.dir} />
          </div>
          <LocationList locations={w.locations.items} />
          <div className="mt-10">
            <StatList stats={w.locations.stats} tone="dark" />
          </div>
        </Section>

        <Section title={w.investmentBenefits.title} intro={w.investmentBenefits.intro} note={<ClaimNote note={guarantee.again} />}>
          <BenefitGrid items={w.investmentBenefits.items} columns={4} />
        </Section>

      {/* Only real, consented reviews are shown; while there is none, there is no review section. */}
      {testimonials.length > 0 ? (
        <Section title={w.testimonials.title} tone="sand">
          <LateTestimonialCarousel testimonials={testimonials} copy={w.testimonials.carousel} />
          <p className="mx-auto mt-8 max-w-measure text-center text-sm leading-6 text-muted">{w.testimonials.method}</p>
          {press.length > 0 && (
            <div className="mt-12 text-center">
              <h3 className="text-sm font-semibold tracking-wider text-muted uppercase">{w.testimonials.pressTitle}</h3>
              <ul className="mt-4 flex flex-wrap justify-center gap-x-10 gap-y-3 text-lg font-semibold text-sea-900">
                {press.map((mention) => (
                  <li key={mention.url}>
                    <a href={mention.url} rel="external noopener" className="underline-offset-4 hover:underline">
                      {mention.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Section>
      ) : null}

      <CtaBanner cta={w.closingCta} labels={common} message={message}>
        <LateBrochureDialog
          copy={w.brochure}
          triggerVariant="light"
          delivery={delivery}
          redirect={leadForm.redirectField ? { field: leadForm.redirectField, url: absoluteUrl(localizedPath(locale, brochurePaths.thanks)) } : null}
          pageUrl={ctx.url('home')}
          brochureHref={brochureHref}
          whatsAppMessage={message}
          privacy={privacy}
          fallback={<WhatsAppLink message={message} cta="brochure-fallback">{common.whatsAppCta}</WhatsAppLink>}
        />
      </CtaBanner>
    </>
  );
}
