import type { Benefit, CallToAction, FaqItem, Figures, Format } from '@/content/types';
import { cardPlans, priceComparison, costSummary, ownershipLimits, ownershipTaxes, purchasePermission, residencyShort, sellers } from './costs';

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
          ? `Villas for sale on the north coast of Cyprus, around Kyrenia, Esentepe and Iskele, from ${f.euro(r.lowest)}: ${sellers(r.stages)}.`
          : 'Villas for sale on the north coast of Cyprus, around Kyrenia, Esentepe and Iskele, each with its price, costs and payment terms.',
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
      subtitle: r ? `Family villas by the sea and in the hills: ${sellers(r.stages)}.` : 'Family villas by the sea and in the hills.',
      facts: r
        ? [
            span!,
            rooms(r.bedrooms.min, r.bedrooms.max),
            f.plural(count, { one: '{n} villa for sale', other: '{n} villas for sale' }),
          ]
        : ['New villas every month'],
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
              `The villas on this page are for sale now, ${sellers(r.stages)}, and we can show you any of them in person or on a video call.`,
              count === 1
                ? `The one villa on the list costs ${f.euro(r.lowest)}: ${named(r.cheapest)}.`
                : `Prices run from ${f.euro(r.lowest)} (${named(r.cheapest)}) to ${f.euro(r.highest)} (${named(r.priciest)}).`,
            ].join(' ')
          : 'Every villa we listed has been sold. New villas come on the market every month, many before they are advertised: tell us on WhatsApp what you are looking for and we will send you the first that match.',
        f.sentences(r ? cardPlans(f, r.plans) : '', 'New builds are priced with their VAT. Taxes and fees come on top of the price: the questions below list them, and each villa’s page adds them up for that villa.'),
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
          text: f.sentences(r ? `The villas on this page start at ${f.euro(r.lowest)}.` : 'Tell us your budget and we will send you the next villas that fit it.', priceComparison(f, v)),
        },
        {
          icon: 'passport',
          title: 'Residency for you and your family',
          text: residencyShort(f, v),
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
        'Tell us your budget and favourite area on WhatsApp. We usually reply within the hour, 7 days a week, with floor plans, a video walk-through and the full payment schedule.',
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
        answer: f.sentences('Yes, in your own name, within limits.', ownershipLimits(f, v), purchasePermission(f, v)),
      },
      {
        question: 'What payment plans are available for villas?',
        answer: f.sentences(
          'A payment plan is offered by a new build’s developer; a resale is paid to its owner as the contract sets out, with instalments only if the owner agrees.',
          r ? cardPlans(f, r.plans) : 'Ask us on WhatsApp about the terms of the next villas.',
          'Some banks in North Cyprus lend to foreign buyers, usually 50-70% of the price at 6-8% interest; ask your lawyer whether one would lend to you.',
        ),
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
        'Fly in for a viewing trip we plan around you, or walk through the villas on a live video call. We usually reply within the hour, 7 days a week.',
    } satisfies CallToAction,
  };
};
