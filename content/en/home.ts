import type { Benefit, BrochureCopy, CallToAction, CarouselCopy, Figures, Format, Location, Stat } from '@/content/types';
import { ownershipTaxes, priceComparison, residencyShort, foreignBuyers } from './costs';

export const home = (f: Format, v: Figures) => ({
  meta: {
    title: 'North Cyprus Properties for Sale',
    description: `Villas, apartments and resort homes in North Cyprus, new builds from ${f.euro(v.projectFrom.aventus)} (Aventus). 0% payment plans up to 100 months; developer rental guarantees on selected homes.`,
    keywords: [
      'North Cyprus property for sale',
      'Kyrenia villas',
      'Iskele apartments',
      'TRNC real estate',
      'North Cyprus payment plans',
      'buy property in Northern Cyprus',
    ],
  },
  hero: {
    eyebrow: 'Kyrenia · Iskele · Alsancak · Famagusta',
    title: 'North Cyprus Properties for Sale',
    subtitle: v.market
      ? `Sea-view villas, apartments and resort homes for about ${f.percent(v.market.lessPercent)} less per square metre than on the coasts of Spain or Portugal: new builds from their developers, and homes their owners sell on.`
      : 'Sea-view villas, apartments and resort homes: new builds from their developers, and homes their owners sell on.',
  },
  heroActions: {
    whatsApp: 'Chat on WhatsApp',
    listings: 'View Current Listings',
  },
  benefits: {
    title: 'Why buyers choose North Cyprus',
    intro: 'Mediterranean living for less than on Europe’s other Mediterranean coasts.',
    items: [
      {
        icon: 'euro',
        title: 'Affordable luxury',
        text: f.sentences(priceComparison(f, v), `New builds start from ${f.euro(v.projectFrom.aventus)} at Aventus Residence in Famagusta, on the developer’s price list, with VAT.`),
      },
      {
        icon: 'passport',
        title: 'A home and a residence permit',
        text: residencyShort(f, v),
      },
      {
        icon: 'sun',
        title: 'Safe and peaceful living',
        text: 'Low crime, a relaxed pace of life and 300+ sunny days a year on the island’s northern coast.',
      },
    ] satisfies Benefit[],
  },
  projects: {
    title: 'Featured projects',
    intro: 'Hand-picked developments we know inside out, from beachfront resorts to boutique residences.',
    /** A project's starting price; {price} is the amount. */
    priceFrom: 'From {price}',
    items: {
      caesarCollection: {
        name: 'Caesar Resort Collection',
        location: 'Iskele, Long Beach',
        type: 'Resort apartments',
        highlight: '60-100 month interest-free payment plans',
      },
      caesarBlueVillas: {
        name: 'Caesar Blue Villas',
        location: 'Iskele, Bafra coast',
        type: 'Luxury villas',
        highlight: 'The developer’s 7% rental guarantee for 2 years after handover',
      },
      panah: {
        name: 'Panah Construction',
        location: 'Kyrenia',
        type: 'Villas and apartments',
        highlight: 'Mountain and sea views, 30 years of building in Kyrenia',
      },
      aventus: {
        name: 'Aventus Residence',
        location: 'Famagusta',
        type: 'Apartments',
        highlight: 'Walk to the universities: strong student rental demand',
      },
    },
  },
  locations: {
    title: 'Where to buy',
    intro: 'Four areas, four ways of life. We help you match the place to your plans.',
    items: [
      { name: 'Kyrenia', text: 'A historic harbour town between mountains and sea, loved by British and German families.' },
      { name: 'Iskele', text: 'Long sandy beaches and the island’s fastest-growing resort developments.' },
      { name: 'Alsancak', text: 'Quiet villages, citrus groves and villas a short drive from Kyrenia.' },
      { name: 'Famagusta', text: 'A university city with year-round rental demand from students and staff.' },
    ] satisfies Location[],
    stats: [
      { value: '300+', label: 'sunny days a year' },
      { value: f.number(v.lists.villas.count + v.lists.apartments.count + v.lists.caesarResort.count), label: 'homes for sale now, each with its own page' },
      foreignBuyers(f, v),
    ] satisfies Stat[],
  },
  investmentBenefits: {
    title: 'An investment that works while you are away',
    intro: 'Rental yields, past price growth and payment terms that are hard to find elsewhere in Europe. Yields are gross estimates: management, upkeep and taxes come off them.',
    items: [
      { icon: 'chart', title: '7-9% gross rental yields, estimated', text: 'Holiday and long-term lets typically earn 7-9% of the price a year before costs; near the universities, an estimated 9-11%.' },
      { icon: 'percent', title: '0% interest payment plans', text: '30-40% down, then interest-free instalments of up to 100 months, straight with the developer.' },
      { icon: 'key', title: 'Guaranteed rent from the developer', text: 'Selected developers guarantee 7% of the price a year, gross, for the first 2-3 years after handover.' },
      { icon: 'shield', title: 'Taxes you can plan for', text: ownershipTaxes(f, v) },
    ] satisfies Benefit[],
  },
  testimonials: {
    title: 'What our buyers say',
    /** How reviews are collected and checked (§ 5b UWG; Israeli consumer law): shown under them. */
    method:
      'How we collect reviews: after the keys are handed over we ask each buyer for their view. We publish a review only from someone who bought through us, in their own words (translated where needed), with their written consent, and we say where and when they gave it. We do not pay for reviews.',
    /** Under a real review: {source} and {date}. */
    given: '{source}, {date}',
    sources: { google: 'Google review', trustpilot: 'Trustpilot review', facebook: 'Facebook review', whatsapp: 'Sent to us on WhatsApp', email: 'Sent to us by email', 'in-person': 'Given to us in person' },
    carousel: {
      label: 'Buyer testimonials',
      pause: 'Pause',
      play: 'Play',
      dotLabel: 'Show testimonial {n}',
      ratingLabel: 'Rated {n} out of 5',
      quoteMark: '“',
      quoteClose: '”',
    } satisfies CarouselCopy,
    pressTitle: 'As featured in',
  },
  closingCta: {
    title: 'Ready to find your home in the sun?',
    description:
      'Tell us your budget and the life you have in mind. We usually reply within the hour, 7 days a week, with properties that fit, or download our free brochure first.',
  } satisfies CallToAction,
  brochure: {
    trigger: 'Download Free Brochure',
    title: 'Get the North Cyprus Property Brochure',
    description: 'Prices, payment plans and buying costs for our current projects, ready to print or save. Leave your details and our sales team will get in touch.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    submit: 'Get the brochure',
    close: 'Close',
    sending: 'Sending…',
    sent: 'Thank you! Your details have reached our sales team, who will be in touch within the hour. Your brochure is ready below.',
    failed: 'Your details could not be sent just now, and nothing you typed is lost. Send them to our sales team on WhatsApp in one tap, or try again. Your brochure is ready either way.',
    direct: 'Here is your brochure. To hear from our sales team, send them your details on WhatsApp in one tap.',
    openBrochure: 'Open the brochure',
    sendByWhatsApp: 'Send my details on WhatsApp',
    whatsAppMessage: 'Hi! I would like the North Cyprus property brochure. Name: {name}. Email: {email}. Phone: {phone}. (Sent from {page})',
    errors: {
      nameRequired: 'Please enter your name.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, like name@example.com.',
      phoneRequired: 'Please enter your phone number.',
      phoneInvalid: 'Please enter a phone number using digits only, like +44 7700 900123.',
    },
    privacyNote: 'We only use your details to answer your questions about property in North Cyprus.',
  } satisfies BrochureCopy,
});
