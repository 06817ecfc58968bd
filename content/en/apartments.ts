import type { Benefit, BudgetTier, CallToAction, FaqItem, Figures, Format } from '@/content/types';
import { cardPlans, priceComparison, costExampleSentence, costSummary, ownershipLimits, ownershipTaxes, purchasePermission, purchaseTimeline, residency, sellers } from './costs';

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
          ? `Studios, apartments and penthouses for sale in North Cyprus from ${f.euro(r.lowest)}, near the beaches and universities: ${sellers(r.stages)}, with estimated gross yields of 7-9%.`
          : 'Studios, apartments and penthouses for sale in North Cyprus, near the beaches and universities, with estimated gross yields of 7-9%.',
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
      subtitle: r
        ? `Studios, apartments and penthouses near the beaches and universities: ${sellers(r.stages)}, with steady rental demand all year.`
        : 'Studios, apartments and penthouses near the beaches and universities, with steady rental demand all year.',
      facts: r
        ? [
            `From ${f.euro(r.lowest)}`,
            rooms(r.bedrooms.min, r.bedrooms.max),
            ...(r.topYield ? [`Up to ${f.percent(r.topYield.roi!)} gross yield, est.`] : []),
            f.plural(count, { one: '{n} apartment for sale', other: '{n} apartments for sale' }),
          ]
        : ['New apartments every month'],
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
          title: r ? `Prices from ${f.euro(r.lowest)}` : 'Prices by the sea',
          text: r
            ? `${r.fromByBedrooms.map((step, index) => `${index === 0 ? kind(step.bedrooms).replace(/^./, (first) => first.toUpperCase()) : kind(step.bedrooms)} from ${f.euro(step.from)}`).join(', ')}: each price is a listing on this page.`
            : priceComparison(f, v) || 'Tell us your budget and we will send you the next apartments that fit it.',
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
      intro: `${r ? (count === 1 ? `One apartment, at ${f.euro(r.lowest)}, with its own page.` : `Apartments from ${f.euro(r.lowest)} to ${f.euro(r.highest)}, each with its own page.`) : 'Every apartment we listed has been sold.'}${r ? ` ${cardPlans(f, r.plans)}` : ''}`,
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
          text: 'Values in popular coastal areas have risen in recent years as tourism, the universities and new roads grew. Past growth is no promise of future growth.',
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
          title: 'Premium homes',
          text: 'A penthouse or a large two-bedroom apartment for your own holidays and lettings in between.',
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
        'Send us your budget and goals on WhatsApp. We usually reply within the hour, 7 days a week, with three apartments that match and the numbers behind each one.',
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
        answer: f.sentences('Yes, in your own name, within limits.', ownershipLimits(f, v), purchasePermission(f, v), purchaseTimeline(f, v)),
      },
      {
        question: 'What payment plans are available?',
        answer: f.sentences(
          'A payment plan is offered by a new build’s developer; a resale is paid to its owner as the contract sets out, with instalments only if the owner agrees.',
          r ? cardPlans(f, r.plans) : 'Ask us on WhatsApp about the terms of the next apartments.',
          'Some banks in North Cyprus lend to foreign buyers, usually 50-70% of the price at 6-8% interest; ask your lawyer whether one would lend to you.',
        ),
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
        answer: residency(f, v),
      },
    ] satisfies FaqItem[],
    closingCta: {
      title: 'Find your apartment by the sea',
      description:
        'Tell us your budget, and whether you want to live in it, let it or both. We usually reply within the hour, 7 days a week, and can show you round in person or by video.',
    } satisfies CallToAction,
  };
};
