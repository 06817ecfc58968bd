import type { Metadata } from 'next';
import {
  brochure,
  featuredProjects,
  homeBenefits,
  homeClosingCta,
  homeHero,
  homeHeroActions,
  homeLocations,
  homeMeta,
  investmentBenefits,
  testimonials,
} from '@/content/home';
import { buildMetadata } from '@/lib/metadata';
import { webSiteJsonLd } from '@/lib/structured-data';
import { buttonClasses } from '@/components/ui/button';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { Hero } from '@/components/sections/hero';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FeaturedProjectCard } from '@/components/sections/featured-project-card';
import { LocationList } from '@/components/sections/location-list';
import { StatList } from '@/components/sections/stat-list';
import { CtaBanner } from '@/components/sections/cta-banner';
import { TestimonialCarousel } from '@/components/sections/testimonial-carousel';
import { BrochureDialog } from '@/components/brochure/brochure-dialog';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

export const metadata: Metadata = buildMetadata(homeMeta);

export default function HomePage() {
  return (
    <>
      <JsonLd data={webSiteJsonLd()} />
      <Hero hero={homeHero}>
        <WhatsAppLink size="lg">{homeHeroActions.whatsApp}</WhatsAppLink>
        <a href="#projects" className={buttonClasses('ghost-light', 'lg')}>
          {homeHeroActions.listings}
        </a>
      </Hero>

      <Section title={homeBenefits.title} intro={homeBenefits.intro}>
        <BenefitGrid items={homeBenefits.items} />
      </Section>

      <Section id="projects" title={featuredProjects.title} intro={featuredProjects.intro} tone="sand">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuredProjects.items.map((project) => (
            <FeaturedProjectCard key={project.name} project={project} />
          ))}
        </div>
      </Section>

      <Section title={homeLocations.title} intro={homeLocations.intro} tone="sea">
        <LocationList locations={homeLocations.items} />
        <div className="mt-10">
          <StatList stats={homeLocations.stats} tone="dark" />
        </div>
      </Section>

      <Section title={investmentBenefits.title} intro={investmentBenefits.intro}>
        <BenefitGrid items={investmentBenefits.items} columns={4} />
      </Section>

      <Section title={testimonials.title} tone="sand">
        <TestimonialCarousel testimonials={testimonials.items} copy={testimonials.carousel} />
        <div className="mt-12 text-center">
          <h3 className="text-sm font-semibold tracking-wider text-muted uppercase">{testimonials.pressTitle}</h3>
          <ul className="mt-4 flex flex-wrap justify-center gap-x-10 gap-y-3 text-lg font-semibold text-sea-900">
            {testimonials.press.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </Section>

      <CtaBanner cta={homeClosingCta}>
        <BrochureDialog copy={brochure} triggerVariant="light" />
      </CtaBanner>

    </>
  );
}
