import type { Benefit, BudgetTier, CallToAction, FaqItem, Figures, Format } from '@/content/types';
import { costExampleSentence, costSummary, ownershipTaxes } from './costs';

export const apartments = (f: Format, v: Figures) => {
  const { count, range: r } = v.lists.apartments;
  const named = (listing: { title: string; location: string }) => `${listing.title}, ${listing.location}`;
  const kind = (bedrooms: number) => (bedrooms === 0 ? 'studios' : f.plural(bedrooms, { one: '{n}-bedroom apartments', other: '{n}-bedroom apartments' }));
  /** "Studios", "Studio-2 bedrooms", "1-2 bedrooms", "2 bedrooms". */
  const rooms = (min: number, max: number) =>
    max === 0 ? 'Studios' : `${min === 0 ? 'Studio' : min}${min === max ? '' : `-${max}`} ${max === 1 ? 'bedroom' : 'bedrooms'}`;
  return {
    meta: {
      title: 'Apartments for Sale in North Cyprus',
      description:
        r
          ? `Studios, apartments and penthouses for sale in North Cyprus from ${f.euro(r.lowest)}, near the beaches and universities, with 0% interest plans and estimated gross yields of 7-9%.`
          : 'Studios, apartments and penthouses for sale in North Cyprus, near the beaches and universities, with 0% interest plans and estimated gross yields of 7-9%.',
      keywords: [
        'apartments for sale North Cyprus',
        'Famagusta student apartment',
        'Iskele Long Beach apartment',
        'Kyrenia penthouse',
        'North Cyprus buy-to-let',
        'North Cyprus apartment payment plan',
      ],
    },
    hero: {
      eyebrow: 'Famagusta · Iskele · Kyrenia · Esentepe',
      title: 'Apartments for Sale in North Cyprus',
      subtitle:
        'New-build studios, apartments and penthouses near the beaches and universities, with interest-free instalments and steady rental demand all year.',
      facts: r
        ? [
            `From ${f.euro(r.lowest)}`,
            rooms(r.bedrooms.min, r.bedrooms.max),
            ...(r.topYield ? [`Up to ${f.percent(r.topYield.roi!)} gross yield, est.`] : []),
            f.plural(count, { one: '{n} apartment for sale', other: '{n} apartments for sale' }),
          ]
        : ['0% interest plans', 'New apartments every month'],
    },
    heroActions: {
      whatsApp: 'Chat on WhatsApp',
      listings: 'See the apartments',
    },
    intro: {
      title: 'The easiest way to own by the Mediterranean',
      intro:
        'Lower prices than a villa, tenants in every season and far less to look after from abroad: that is why most first-time buyers in North Cyprus start with an apartment.',
      items: [
        {
          icon: 'euro',
          title: r ? `Prices from ${f.euro(r.lowest)}` : 'Prices well below Europe’s',
          text: r
            ? `${r.fromByBedrooms.map((step, index) => `${index === 0 ? kind(step.bedrooms).replace(/^./, (first) => first.toUpperCase()) : kind(step.bedrooms)} from ${f.euro(step.from)}`).join(', ')}: each price is a listing on this page.`
            : 'An apartment by the sea here costs considerably less than it does on the coasts of Spain or Portugal.',
        },
        {
          icon: 'key',
          title: 'Let in every season',
          text: 'Students, expatriates and holiday-makers keep well-located apartments rented all year, with estimated gross yields of 7-9% a year.',
        },
        {
          icon: 'shield',
          title: 'Easy to own from abroad',
          text: 'The building’s management looks after the pool, gardens and security, and local letting agents can handle guests, cleaning and repairs.',
        },
      ] satisfies Benefit[],
    },
    listings: {
      title: 'Apartments for sale now',
      intro: `${r ? (count === 1 ? `One apartment, at ${f.euro(r.lowest)}, with its own page.` : `Apartments from ${f.euro(r.lowest)} to ${f.euro(r.highest)}, each with its own page.`) : 'Every apartment we listed has been sold.'} Monthly figures assume ${f.percent(v.cardPlan.downPercent)} down and the balance in ${v.cardPlan.months} interest-free monthly instalments.`,
    },
    whyInvest: {
      title: 'Why invest in a North Cyprus apartment',
      intro: 'The numbers that make apartments the most popular first purchase with our buyers.',
      items: [
        {
          icon: 'chart',
          title: 'Gross yields of 7-9%, estimated',
          text: `Well-located apartments earn an estimated 7-9% of the price a year, before costs, from holiday and long-term lets${r?.topYield ? `; the ${r.topYield.title} (${f.euro(r.topYield.price)}) is projected at ${f.percent(r.topYield.roi!)} gross` : ''}.`,
        },
        {
          icon: 'percent',
          title: '0% interest instalments',
          text: 'Pay 30-40% down, then up to 100 months interest-free with the developer. Off-plan apartments start from 20% down.',
        },
        {
          icon: 'users',
          title: 'Tenants in every season',
          text: 'International students, expatriates and holiday-makers all need somewhere to live, so good apartments rarely stand empty.',
        },
        {
          icon: 'sun',
          title: 'Room to grow',
          text: 'Values in popular coastal areas have risen 35-45% in recent years as tourism, the universities and new roads grew. Past growth is no promise of future growth, so we only show you sound buildings.',
        },
      ] satisfies Benefit[],
    },
    budgets: {
      title: 'Which apartment suits which budget',
      intro: 'Where your money works hardest depends on how much you plan to spend. This is how our buyers in each bracket usually choose. Yields are gross estimates, before management, upkeep and taxes.',
      items: [
        {
          budget: '€80-120K',
          title: 'Student and starter lets',
          text: 'A furnished studio or one-bedroom apartment, let to students in term time or to short-stay visitors.',
          details: [
            { label: 'What to buy', value: 'Studio or 1-bedroom apartment' },
            { label: 'Where', value: 'Famagusta near the universities, or Iskele' },
            { label: 'Expected yield', value: 'Around 9% a year, gross, estimated' },
          ],
        },
        {
          budget: '€120-180K',
          title: 'Holiday lets with a view',
          text: 'A sea-view or two-bedroom apartment on a development with a pool, let to families in summer and to long-term tenants in winter.',
          details: [
            { label: 'What to buy', value: '1-2 bedroom sea-view apartment' },
            { label: 'Where', value: 'Long Beach in Iskele, Esentepe or Kyrenia' },
            { label: 'Expected yield', value: '7-8% a year, gross, estimated' },
          ],
        },
        {
          budget: '€180K+',
          title: 'Premium homes and residency',
          text: `A penthouse or a large two-bedroom apartment for your own holidays and lettings in between. Spend over ${f.euro(v.residencyThreshold)} and you also become eligible for residency.`,
          details: [
            { label: 'What to buy', value: 'Penthouse or premium 2-bedroom' },
            { label: 'Where', value: 'Kyrenia, Catalkoy or Bellapais' },
            { label: 'Expected yield', value: 'Around 7% a year, gross, estimated; the strongest resale demand' },
          ],
        },
      ] satisfies BudgetTier[],
    },
    midCta: {
      title: 'Not sure which budget fits you?',
      description:
        'Send us your budget and goals on WhatsApp. We reply within 1 hour, 7 days a week, with three apartments that match and the numbers behind each one.',
      variant: 'secondary',
    } satisfies CallToAction,
    faq: [
      {
        question: 'How much does an apartment in North Cyprus cost?',
        answer: [
          r
            ? `The apartments we list now start at ${f.euro(r.lowest)} (${named(r.cheapest)})${count > 1 ? ` and go up to ${f.euro(r.highest)} (${named(r.priciest)})` : ''}; new builds at Aventus Residence start at ${f.euro(v.projectFrom.aventus)} on the developer's price list. By size: ${r.fromByBedrooms.map((step) => `${kind(step.bedrooms)} from ${f.euro(step.from)}`).join(', ')}.`
            : 'Every apartment we listed has been sold; ask us on WhatsApp for the prices of the next ones.',
          costSummary(f, v),
        ].join(' '),
      },
      {
        question: 'Can foreigners buy an apartment in North Cyprus?',
        answer:
          'Yes. Over 10,000 properties have been sold to foreign buyers since 2019. You need purchase permission from the Council of Ministers, which costs about €500 and typically takes 2-4 weeks; your lawyer applies for you. The whole purchase typically takes 4-8 weeks, though permits and title deeds for new builds can take much longer.',
      },
      {
        question: 'What payment plans are available?',
        answer: `Most developers ask 30-40% down and spread the rest over up to 100 months at 0% interest; off-plan apartments can start from 20% down. The monthly figures on our cards assume ${f.percent(v.cardPlan.downPercent)} down and ${v.cardPlan.months} months${r ? `, which is ${f.euro(r.cheapest.monthly)} a month for the ${r.cheapest.title} at ${f.euro(r.cheapest.price)}` : ''}. Bank mortgages cover 50-70% of the price at 6-8% interest.`,
      },
      {
        question: 'What rental income can I expect?',
        answer:
          'Well-located apartments typically earn 7-9% of the price a year, gross, estimated; each card shows the estimated yield for that apartment where we quote one. Garden apartments are usually bought to live in, so we do not quote a yield for them. Some developers guarantee 7% of the purchase price a year, gross, for the first 2-3 years after handover; a guarantee is only as good as the developer behind it. Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income.',
      },
      {
        question: 'Which area is best for a rental apartment?',
        answer:
          'Famagusta, for students who rent through the academic year; Long Beach in Iskele, for holiday lets on a sandy beach; Kyrenia, for year-round demand from expatriates and visitors. Esentepe suits buyers who want a quiet sea view and mostly summer lets.',
      },
      {
        question: 'What does buying cost on top of the price?',
        answer:
          `${costExampleSentence(f, v)} A reservation fee of €2,000-5,000 holds the apartment for 7-14 days while your lawyer runs the checks; it counts towards the price.`,
      },
      {
        question: 'What are the yearly running costs?',
        answer:
          f.sentences('You pay a communal fee for the pool, gardens and lifts, which varies by building, and your utilities.', ownershipTaxes(f, v)),
      },
      {
        question: 'Does buying an apartment give me residency?',
        answer: `A purchase over ${f.euro(v.residencyThreshold)} makes you eligible for a residence permit${r ? (r.aboveResidency > 0 ? `; ${f.plural(r.aboveResidency, { one: '{n} apartment on this page costs', other: '{n} apartments on this page cost' })} more than that` : '; none of the apartments on this page costs that much') : ''}. Below that you own the apartment outright and can stay in it on holiday; ask us about the residence rules for your situation.`,
      },
    ] satisfies FaqItem[],
    closingCta: {
      title: 'Find your apartment by the sea',
      description:
        'Tell us your budget, and whether you want to live in it, let it or both. We reply within 1 hour, 7 days a week, and can show you round in person or by video.',
    } satisfies CallToAction,
  };
};
