import { villaListings } from '@/content/facts/listings';
import { cardPlan } from '@/content/facts/site';
import type { Benefit, CallToAction, FaqItem } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { cardMonthly, highestPrice, lowestPrice } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

const lowest = lowestPrice(villaListings);
const highest = highestPrice(villaListings);

export const villas = (f: Format) => ({
  meta: {
    title: 'Villas for Sale in North Cyprus',
    description:
      `Three- and four-bedroom villas with private pools in Kyrenia, Bellapais, Esentepe and Iskele from ${f.euro(lowest)}, with 0% interest payment plans.`,
    keywords: [
      'villas for sale North Cyprus',
      'Kyrenia villa with pool',
      'Bellapais villa',
      'Esentepe golf villa',
      'Iskele villa',
      'North Cyprus villa payment plan',
    ],
  },
  hero: {
    eyebrow: 'Kyrenia · Bellapais · Esentepe · Iskele',
    title: 'Villas for Sale in North Cyprus',
    subtitle:
      'Three- and four-bedroom villas with private pools and sea or mountain views, with interest-free instalments straight from the developer.',
    facts: [`${f.euro(lowest)}-${f.euro(highest)}`, '3-4 bedrooms', 'Private pools', 'Residency eligible'],
  },
  heroActions: {
    whatsApp: 'Chat on WhatsApp',
    listings: 'See the villas',
  },
  intro: {
    title: 'Room to live, and a home that pays its way',
    paragraphs: [
      `Every villa on this page is a new build on the coast, from Lapta west of Kyrenia round to Iskele in the east, by developers we have worked with before. Prices run from ${f.euro(lowest)} for a three-bedroom garden villa in Catalkoy to ${f.euro(highest)} for a four-bedroom villa above Bellapais. Each one costs more than ${f.euro(residencyThreshold)}, so buying it makes you eligible for North Cyprus residency.`,
      `The monthly figure on each card assumes a typical developer plan: ${f.percent(cardPlan.downPercent)} when you sign, then the balance in ${cardPlan.months} equal monthly instalments at 0% interest. For the Catalkoy villa that is ${f.euro(cardMonthly(lowest))} a month. Developers ask 30-40% down and spread the rest over up to 100 months, so we can shape the numbers around you. Budget a further ${f.percent(transferTaxPercent)} transfer tax and 1-1.5% legal fees on top of the price.`,
    ],
  },
  listings: {
    title: 'Villas for sale now',
    intro: 'Six villas we can show you this month, in person or on a video call. Ask about any of them on WhatsApp for floor plans and the full payment schedule.',
    items: {
      'catalkoy-garden-villa': {
        title: 'Catalkoy Garden Villa',
        location: 'Catalkoy, Kyrenia',
        type: 'Garden Villa',
        features: ['Private pool', 'Landscaped garden', 'Mountain views', 'Covered parking', 'Underfloor heating'],
      },
      'alsancak-modern-villa': {
        title: 'Alsancak Modern Villa',
        location: 'Alsancak, Kyrenia',
        type: 'Modern Villa',
        features: ['Private pool', 'Walk to the beach', 'Smart home', 'Open-plan kitchen'],
      },
      'esentepe-golf-villa': {
        title: 'Esentepe Golf Villa',
        location: 'Esentepe',
        type: 'Golf Villa',
        features: ['Golf course views', 'Private pool', 'Roof terrace', 'Clubhouse access', 'Sea glimpses'],
      },
      'long-beach-contemporary-villa': {
        title: 'Long Beach Contemporary Villa',
        location: 'Long Beach, Iskele',
        type: 'Contemporary Villa',
        features: ['Private pool', 'Near sandy beach', 'Rooftop terrace', 'Solar water heating', 'Gated community', 'Guest suite'],
      },
      'lapta-beachfront-villa': {
        title: 'Lapta Beachfront Villa',
        location: 'Lapta, Kyrenia',
        type: 'Beachfront Villa',
        features: ['Direct beach access', 'Infinity pool', 'Sea views', 'Outdoor kitchen', 'Double garage'],
      },
      'bellapais-luxury-villa': {
        title: 'Bellapais Luxury Villa',
        location: 'Bellapais, Kyrenia',
        type: 'Luxury Villa',
        features: ['Infinity pool', 'Panoramic sea views', 'Walk to Bellapais Abbey', 'Home cinema', 'Double garage', 'Guest suite'],
      },
    },
  },
  whyBuy: {
    title: 'Why buy a villa in North Cyprus',
    intro: 'A villa here costs what a flat does in much of Europe, and it can earn while you are away.',
    items: [
      {
        icon: 'home',
        title: 'A pool and a garden for the price of a flat',
        text: `Three-bedroom villas with a private pool start at ${f.euro(lowest)}, around half what a comparable home costs on the coasts of Spain or Portugal.`,
      },
      {
        icon: 'passport',
        title: 'Residency for you and your family',
        text: `Every villa here costs more than ${f.euro(residencyThreshold)}, so the purchase makes you eligible for a residence permit. Your lawyer applies for you.`,
      },
      {
        icon: 'chart',
        title: 'Holiday lets that pay their way',
        text: 'Villas with a pool are sought after by holiday-makers from spring to late autumn, and well-located ones earn 7-9% a year while you are away.',
      },
      {
        icon: 'shield',
        title: 'Low taxes and running costs',
        text: 'Property tax is around 0.5% a year, and there is no capital gains or inheritance tax when you sell the villa or pass it on.',
      },
    ] satisfies Benefit[],
  },
  midCta: {
    title: 'Want floor plans and a video tour?',
    description:
      'Tell us your budget and favourite area on WhatsApp. We reply within 1 hour, 7 days a week, with floor plans, a video walk-through and the full payment schedule.',
    variant: 'secondary',
  } satisfies CallToAction,
  faq: [
    {
      question: 'How much does a villa in North Cyprus cost?',
      answer: `Our current villas range from ${f.euro(lowest)} for a three-bedroom garden villa in Catalkoy to ${f.euro(highest)} for a four-bedroom luxury villa in Bellapais. On top of the price, allow about ${f.percent(transferTaxPercent)} transfer tax and 1-1.5% legal fees. A reservation fee of €2,000-5,000 takes the villa off the market for 7-14 days while your lawyer runs the checks.`,
    },
    {
      question: 'Can foreigners buy a villa in North Cyprus?',
      answer:
        'Yes. Over 10,000 properties have been sold to foreign buyers since 2019. You need purchase permission from the Council of Ministers, which costs about €500 and takes 2-4 weeks; your lawyer applies for you. The paperwork for a villa purchase is usually processed in 4-6 weeks.',
    },
    {
      question: 'What payment plans are available for villas?',
      answer: `Developers usually ask 30-40% down and spread the rest over up to 100 months at 0% interest; off-plan villas can start from 20% down. The monthly figures on this page assume ${f.percent(cardPlan.downPercent)} down and ${cardPlan.months} months. If you prefer bank finance, mortgages cover 50-70% of the price at 6-8% interest.`,
    },
    {
      question: 'Do the villas have private pools?',
      answer:
        'Yes. All six villas on this page have their own pool, and the Lapta and Bellapais villas have infinity pools facing the sea. Pool cleaning can be included in a maintenance package so the pool is ready whenever you or your guests arrive.',
    },
    {
      question: 'What are the annual costs of owning a villa?',
      answer:
        'Property tax is around 0.5% a year. Beyond that you pay for utilities, insurance, garden and pool upkeep, and a site maintenance fee on gated developments. There is no capital gains tax when you sell and no inheritance tax when you pass the villa on.',
    },
    {
      question: 'Can I earn rental income from a villa?',
      answer:
        'Yes. Well-located villas with pools earn 7-9% a year from holiday and long-term lets. Caesar Blue Villas in Iskele also come with a 7% rental guarantee for 2 years. Non-residents should allow for 15% withholding tax on rental income; your lawyer will confirm how it applies to you.',
    },
    {
      question: 'Which is the best area for a villa?',
      answer:
        'It depends on how you want to live. Kyrenia and Bellapais have the harbour, restaurants and mountain views; Alsancak and Catalkoy are quiet villages close to Kyrenia; Esentepe offers golf and an unspoilt coastline; Iskele has long sandy beaches and the fastest-growing resort developments.',
    },
    {
      question: 'What amenities come with the villas?',
      answer:
        'Every villa has a private pool, a fitted kitchen, air conditioning and private parking. Gated developments add security, landscaped gardens and shared facilities such as a gym or clubhouse. Supermarkets, private hospitals and international schools are a short drive from Kyrenia and Iskele.',
    },
  ] satisfies FaqItem[],
  closingCta: {
    title: 'Book a villa viewing, in person or by video',
    description:
      'Fly in for a viewing trip we plan around you, or walk through the villas on a live video call. We reply within 1 hour, 7 days a week.',
  } satisfies CallToAction,
});
