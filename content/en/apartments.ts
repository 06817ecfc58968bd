import { apartmentListings } from '@/content/facts/listings';
import { cardPlan } from '@/content/facts/site';
import type { Benefit, BudgetTier, CallToAction, FaqItem } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { cardMonthly, priceOf } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { purchaseCostExample, transferTaxPercent } from '@/content/facts/examples';
import { purchaseCostLines as cost, purchaseCostRate, purchaseCostTotal } from '@/lib/scenarios';

const prices = {
  studio: priceOf(apartmentListings, 'famagusta-university-studio'),
  oneBedroom: priceOf(apartmentListings, 'long-beach-one-bedroom'),
  garden: priceOf(apartmentListings, 'alsancak-garden-apartment'),
  penthouse: priceOf(apartmentListings, 'catalkoy-penthouse'),
};

export const apartments = (f: Format) => ({
  meta: {
    title: 'Apartments for Sale in North Cyprus',
    description:
      `Studios, 1-2 bedroom apartments and penthouses for sale in Famagusta, Iskele and Kyrenia from ${f.euro(prices.studio)}, with gross yields up to 9% (estimated) and 0% interest plans.`,
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
    facts: [`From ${f.euro(prices.studio)}`, '1-2 bedrooms', 'Up to 9% gross yield, est.', 'Prime locations'],
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
        title: `Prices from ${f.euro(prices.studio)}`,
        text: `A furnished studio near the universities costs ${f.euro(prices.studio)}, and one-bedroom apartments near the beach start at ${f.euro(prices.oneBedroom)}.`,
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
    intro: `Apartments from ${f.euro(prices.studio)} to ${f.euro(prices.penthouse)}, each with its own page. Monthly figures assume ${f.percent(cardPlan.downPercent)} down and the balance in ${cardPlan.months} interest-free monthly instalments.`,
  },
  whyInvest: {
    title: 'Why invest in a North Cyprus apartment',
    intro: 'The numbers that make apartments the most popular first purchase with our buyers.',
    items: [
      {
        icon: 'chart',
        title: 'Gross yields of 7-9%, estimated',
        text: `Well-located apartments earn an estimated 7-9% of the price a year, before costs, from holiday and long-term lets; the ${f.euro(prices.studio)} studio near the universities is projected at 9% gross.`,
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
    title: 'Investment strategy by budget',
    intro: 'Where your money works hardest depends on how much you plan to spend. This is how we advise buyers in each bracket. Yields are gross estimates, before management, upkeep and taxes.',
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
        text: `A penthouse or a large two-bedroom apartment for your own holidays and lettings in between. Spend over ${f.euro(residencyThreshold)} and you also become eligible for residency.`,
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
      answer: `Prices start at ${f.euro(prices.studio)} for a furnished studio in Famagusta. On this page, one-bedroom apartments start at ${f.euro(prices.oneBedroom)}, two-bedroom apartments at ${f.euro(prices.garden)} and penthouses at ${f.euro(prices.penthouse)}. On top of the price, allow about ${f.percent(transferTaxPercent)} transfer tax and 1-1.5% legal fees.`,
    },
    {
      question: 'Can foreigners buy an apartment in North Cyprus?',
      answer:
        'Yes. Over 10,000 properties have been sold to foreign buyers since 2019. You need purchase permission from the Council of Ministers, which costs about €500 and typically takes 2-4 weeks; your lawyer applies for you. The whole purchase typically takes 4-8 weeks, though permits and title deeds for new builds can take much longer.',
    },
    {
      question: 'What payment plans are available?',
      answer: `Most developers ask 30-40% down and spread the rest over up to 100 months at 0% interest; off-plan apartments can start from 20% down. The monthly figures on our cards assume ${f.percent(cardPlan.downPercent)} down and ${cardPlan.months} months, which is ${f.euro(cardMonthly(prices.studio))} a month for the ${f.euro(prices.studio)} studio. Bank mortgages cover 50-70% of the price at 6-8% interest.`,
    },
    {
      question: 'What rental income can I expect?',
      answer:
        'Well-located apartments typically earn 7-9% of the price a year, gross; the estimated yields on our cards run from 7% to 9%. Garden apartments are usually bought to live in, so we do not quote a yield for them. Some developers guarantee 7% of the purchase price a year, gross, for the first 2-3 years after handover; a guarantee is only as good as the developer behind it. Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income.',
    },
    {
      question: 'Which area is best for a rental apartment?',
      answer:
        'Famagusta, for students who rent through the academic year; Long Beach in Iskele, for holiday lets on a sandy beach; Kyrenia, for year-round demand from expatriates and visitors. Esentepe suits buyers who want a quiet sea view and mostly summer lets.',
    },
    {
      question: 'What does buying cost on top of the price?',
      answer:
        `On a ${f.euro(purchaseCostExample.price)} purchase: ${f.euro(cost.transferTax.amount)} transfer tax (${f.percent(transferTaxPercent)}), ${f.euro(cost.stampDuty.amount)} stamp duty (${f.percent(purchaseCostRate('stampDuty'))}), ${f.euro(cost.legalFees.amount)} legal fees (${f.percent(purchaseCostRate('legalFees'))}; lawyers charge 1-1.5%), ${f.euro(cost.purchasePermission.amount)} for the purchase permission and ${f.euro(cost.titleDeedAdmin.amount)} for title deed and registration admin: ${f.euro(purchaseCostTotal)} in all, price included. A reservation fee of €2,000-5,000 holds the apartment for 7-14 days while your lawyer runs the checks; it counts towards the price.`,
    },
    {
      question: 'What are the yearly running costs?',
      answer:
        'Property tax is around 0.5% a year. You also pay a communal fee for the pool, gardens and lifts, which varies by building, plus your utilities. In North Cyprus there is no capital gains tax when you sell and no inheritance tax when you pass the apartment on; your own country may still tax you, so ask a tax adviser there.',
    },
    {
      question: 'Does buying an apartment give me residency?',
      answer: `A purchase over ${f.euro(residencyThreshold)} makes you eligible for a residence permit, so the ${f.euro(prices.penthouse)} Catalkoy penthouse qualifies. Below that you own the apartment outright and can stay in it on holiday; ask us about the residence rules for your situation.`,
    },
  ] satisfies FaqItem[],
  closingCta: {
    title: 'Find your apartment by the sea',
    description:
      'Tell us your budget, and whether you want to live in it, let it or both. We reply within 1 hour, 7 days a week, and can show you round in person or by video.',
  } satisfies CallToAction,
});
