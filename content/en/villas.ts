import type { Benefit, CallToAction, FaqItem, Figures, Format } from '@/content/types';
import { costSummary, ownershipTaxes } from './costs';

export const villas = (f: Format, v: Figures) => {
  const { count, range: r } = v.lists.villas;
  const named = (listing: { title: string; location: string }) => `${listing.title}, ${listing.location}`;
  const rooms = (min: number, max: number) => (min === max ? f.plural(min, { one: '{n} bedroom', other: '{n} bedrooms' }) : `${min}-${max} bedrooms`);
  const span = r && (r.lowest === r.highest ? f.euro(r.lowest) : f.euroRange(r.lowest, r.highest));
  return {
    meta: {
      title: 'Villas for Sale in North Cyprus',
      description:
        r
          ? `Villas for sale on the north coast of Cyprus, around Kyrenia, Esentepe and Iskele, from ${f.euro(r.lowest)}, with 0% interest payment plans.`
          : 'Villas for sale on the north coast of Cyprus, around Kyrenia, Esentepe and Iskele, with 0% interest payment plans straight from the developer.',
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
        'Family villas by the sea and in the hills, with interest-free instalments straight from the developer.',
      facts: r
        ? [
            span!,
            rooms(r.bedrooms.min, r.bedrooms.max),
            f.plural(count, { one: '{n} villa for sale', other: '{n} villas for sale' }),
            ...(r.aboveResidency === count ? ['Residency eligible'] : []),
          ]
        : ['0% interest plans', 'New villas every month'],
    },
    heroActions: {
      whatsApp: 'Chat on WhatsApp',
      listings: 'See the villas',
    },
    intro: {
      title: 'Room to live, and a home that pays its way',
      paragraphs: [
        r
          ? [
              'The villas on this page are for sale now, from developers we have worked with before, and we can show you any of them in person or on a video call.',
              count === 1
                ? `The one villa on the list costs ${f.euro(r.lowest)}: ${named(r.cheapest)}.`
                : `Prices run from ${f.euro(r.lowest)} (${named(r.cheapest)}) to ${f.euro(r.highest)} (${named(r.priciest)}).`,
              r.aboveResidency === count
                ? `Each one costs more than ${f.euro(v.residencyThreshold)}, so buying it makes you eligible for North Cyprus residency.`
                : r.aboveResidency > 0
                  ? `${f.plural(r.aboveResidency, { one: '{n} of them costs', other: '{n} of them cost' })} more than ${f.euro(v.residencyThreshold)}, which makes the buyer eligible for North Cyprus residency.`
                  : `A purchase over ${f.euro(v.residencyThreshold)} makes you eligible for North Cyprus residency.`,
            ].join(' ')
          : `Every villa we listed has been sold. New villas come on the market every month, many before they are advertised: tell us on WhatsApp what you are looking for and we will send you the first that match. A purchase over ${f.euro(v.residencyThreshold)} makes you eligible for North Cyprus residency.`,
        [
          `The monthly figure on each card assumes a typical developer plan: ${f.percent(v.cardPlan.downPercent)} when you sign, then the balance in ${v.cardPlan.months} equal monthly instalments at 0% interest.`,
          ...(r ? [`For the ${r.cheapest.title} that is ${f.euro(r.cheapest.monthly)} a month.`] : []),
          `Developers ask 30-40% down and spread the rest over up to 100 months, so we can shape the numbers around you. Taxes and fees come on top of the price: the questions below list them.`,
        ].join(' '),
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
          title: 'Room to live for the price of a flat',
          text: r
            ? `The villas on this page start at ${f.euro(r.lowest)}, considerably less than a comparable home on the coasts of Spain or Portugal.`
            : 'A villa here costs considerably less than a comparable home on the coasts of Spain or Portugal.',
        },
        {
          icon: 'passport',
          title: 'Residency for you and your family',
          text: `A villa that costs more than ${f.euro(v.residencyThreshold)} makes you eligible for a residence permit for you and your family. Your lawyer applies for you.`,
        },
        {
          icon: 'chart',
          title: 'Holiday lets that pay their way',
          text: 'Villas with a pool are sought after by holiday-makers from spring to late autumn, and well-located ones earn an estimated 7-9% of the price a year, gross, while you are away.',
        },
        {
          icon: 'shield',
          title: 'Taxes you can plan for',
          text: ownershipTaxes(f, v),
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
        answer: [
          r
            ? count === 1
              ? `The one villa we have for sale now costs ${f.euro(r.lowest)} (${named(r.cheapest)}).`
              : `Our villas for sale now range from ${f.euro(r.lowest)} (${named(r.cheapest)}) to ${f.euro(r.highest)} (${named(r.priciest)}).`
            : 'Every villa we listed has been sold; ask us on WhatsApp for the prices of the next ones.',
          costSummary(f, v),
          `A reservation fee of €2,000-5,000 takes the villa off the market for 7-14 days while your lawyer runs the checks.`,
        ].join(' '),
      },
      {
        question: 'Can foreigners buy a villa in North Cyprus?',
        answer:
          'Yes. Over 10,000 properties have been sold to foreign buyers since 2019. You need purchase permission from the Council of Ministers, which costs about €500 and typically takes 2-4 weeks; your lawyer applies for you. The paperwork for a villa purchase is typically processed in 4-6 weeks, though permits and title deeds for new builds can take much longer.',
      },
      {
        question: 'What payment plans are available for villas?',
        answer: `Developers usually ask 30-40% down and spread the rest over up to 100 months at 0% interest; off-plan villas can start from 20% down. The monthly figures on this page assume ${f.percent(v.cardPlan.downPercent)} down and ${v.cardPlan.months} months. If you prefer bank finance, mortgages cover 50-70% of the price at 6-8% interest.`,
      },
      {
        question: 'Do the villas have private pools?',
        answer:
          'Most villas on the coast do. Each villa’s card and page list its pool among its features when it has one, and say whether it is private or shared. Pool cleaning can be included in a maintenance package so the pool is ready whenever you or your guests arrive.',
      },
      {
        question: 'What are the annual costs of owning a villa?',
        answer:
          f.sentences('You pay for utilities, insurance, garden and pool upkeep, and a site maintenance fee on gated developments.', ownershipTaxes(f, v)),
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
          'Each villa’s page lists what comes with it: usually a fitted kitchen, air conditioning and private parking, and often a private pool. Gated developments add security, landscaped gardens and shared facilities such as a gym or clubhouse. Supermarkets, private hospitals and international schools are a short drive from Kyrenia and Iskele.',
      },
    ] satisfies FaqItem[],
    closingCta: {
      title: 'Book a villa viewing, in person or by video',
      description:
        'Fly in for a viewing trip we plan around you, or walk through the villas on a live video call. We reply within 1 hour, 7 days a week.',
    } satisfies CallToAction,
  };
};
