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
    facts: [f.euroRange(lowest, highest), '3-4 bedrooms', 'Private pools', 'Residency eligible'],
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
    intro: 'Villas we can show you this month, in person or on a video call. Each has its own page with photos, the map and the payment plan; ask about any of them on WhatsApp for floor plans and the full payment schedule.',
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
        text: 'Villas with a pool are sought after by holiday-makers from spring to late autumn, and well-located ones earn an estimated 7-9% of the price a year, gross, while you are away.',
      },
      {
        icon: 'shield',
        title: 'Low taxes and running costs',
        text: 'Property tax is around 0.5% a year, and North Cyprus charges no capital gains or inheritance tax when you sell the villa or pass it on. Your own country may still tax you, so ask a tax adviser there.',
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
        'Yes. Over 10,000 properties have been sold to foreign buyers since 2019. You need purchase permission from the Council of Ministers, which costs about €500 and typically takes 2-4 weeks; your lawyer applies for you. The paperwork for a villa purchase is typically processed in 4-6 weeks, though permits and title deeds for new builds can take much longer.',
    },
    {
      question: 'What payment plans are available for villas?',
      answer: `Developers usually ask 30-40% down and spread the rest over up to 100 months at 0% interest; off-plan villas can start from 20% down. The monthly figures on this page assume ${f.percent(cardPlan.downPercent)} down and ${cardPlan.months} months. If you prefer bank finance, mortgages cover 50-70% of the price at 6-8% interest.`,
    },
    {
      question: 'Do the villas have private pools?',
      answer:
        'Yes. Every villa on this page has its own pool, and the Lapta and Bellapais villas have infinity pools facing the sea. Pool cleaning can be included in a maintenance package so the pool is ready whenever you or your guests arrive.',
    },
    {
      question: 'What are the annual costs of owning a villa?',
      answer:
        'Property tax is around 0.5% a year. Beyond that you pay for utilities, insurance, garden and pool upkeep, and a site maintenance fee on gated developments. In North Cyprus there is no capital gains tax when you sell and no inheritance tax when you pass the villa on; your own country may still tax you, so ask a tax adviser there.',
    },
    {
      question: 'Can I earn rental income from a villa?',
      answer:
        'Yes. Well-located villas with pools earn an estimated 7-9% of the price a year, gross, from holiday and long-term lets. At Caesar Blue Villas in Iskele the developer guarantees 7% of the purchase price a year, gross, for the first 2 years after handover; that guarantee is only as good as the developer. Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income; your lawyer will confirm how it applies to you.',
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
