import { apartmentListings } from '@/content/facts/listings';
import type { CostTableLabels } from '@/lib/scenarios';
import type { Benefit, CallToAction } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { lowestPrice } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

const entry = lowestPrice(apartmentListings);

export const guide = (f: Format) => ({
  meta: {
    title: 'North Cyprus Property Buying Guide',
    description:
      'How to buy property in North Cyprus in 8 steps: reservation, lawyer, purchase permission, payments and title deed, with a full cost example and six tips.',
    keywords: [
      'buying property in North Cyprus',
      'North Cyprus buying process',
      'North Cyprus purchase costs',
      'TRNC purchase permission',
      'North Cyprus title deed',
      'North Cyprus transfer tax',
    ],
  },
  hero: {
    eyebrow: 'Buyer’s guide',
    title: 'Buying Property in North Cyprus: The Complete Guide',
    subtitle:
      'Eight steps from the first viewing to the title deed, what each one costs, and what comes after. The whole purchase usually takes 4-8 weeks.',
  },
  article: {
    backLink: 'Back to home',
    byline: {
      by: 'By',
      author: 'Azure Cyprus Homes editorial team',
      updated: 'Updated',
    },
  },
  steps: {
    eyebrow: 'The buying process',
    title: 'How to buy property in North Cyprus in 8 steps',
    intro:
      'From reservation to completion, the whole purchase usually takes 4-8 weeks. On a payment plan, the instalments and the title deed transfer then follow the developer’s schedule.',
    /** Heading of each step; {n} is the step number, {title} its name. */
    heading: 'Step {n}: {title}',
    items: [
      {
        title: 'Set your budget and choose an area',
        text: 'Decide what you can spend, including the purchase costs in the example below, and whether you will pay in cash, on a developer payment plan or with a mortgage. Then choose an area: Kyrenia for its harbour and villa districts, Iskele for beaches and resorts, Alsancak for quiet villages, Famagusta for student rentals.',
        facts: [`Prices from ${f.euro(entry)}`],
      },
      {
        title: 'View properties in person or by video',
        text: 'We shortlist properties that fit, then you view them on a visit or on a live video call from home. Look at the whole development, the neighbourhood and the drive to the beach, the shops and the airport, not only the show flat.',
        facts: ['In person or by video call'],
      },
      {
        title: 'Reserve the property',
        text: 'When you find the one, a reservation fee takes it off the market while your lawyer carries out the checks. The fee counts towards the price.',
        facts: ['€2,000-5,000 fee', 'Held for 7-14 days'],
      },
      {
        title: 'Appoint an independent lawyer for due diligence',
        text: 'Your own lawyer, independent of the seller and the developer, checks the title deed, that the land is free of mortgages and debts, the building permits and the developer’s record. With a power of attorney, they can act for you while you are at home.',
        facts: ['Legal fees 1-1.5%'],
      },
      {
        title: 'Sign the sales contract and register it at the Land Registry',
        text: 'Your lawyer reviews the contract with you before you sign, then registers it at the Land Registry, which protects your claim to the property. Stamp duty is paid when the contract is registered.',
        facts: ['Stamp duty 0.5%'],
      },
      {
        title: 'Apply for purchase permission',
        text: 'Foreign buyers need a purchase permission from the Council of Ministers. Your lawyer applies for you; it includes a routine background check.',
        facts: ['About €500', '2-4 weeks'],
      },
      {
        title: 'Make your payments',
        text: 'Pay in full, or follow the developer’s plan: 30-40% down (20% on off-plan projects) and the balance in 0% interest instalments over up to 100 months. Bank mortgages cover 50-70% of the price at 6-8% interest.',
        facts: ['30-40% down', 'Up to 100 months at 0%'],
      },
      {
        title: 'Transfer the title deed and collect your keys',
        text: 'Once the property is paid for and its title deed is issued, the deed is transferred into your name at the Land Registry and the transfer tax is paid. At the handover you check the property, receive the keys and move the utilities into your name.',
        facts: [`Transfer tax ${f.percent(transferTaxPercent)}`],
      },
    ],
  },
  costs: {
    eyebrow: 'Purchase costs',
    title: 'What it costs: a worked example',
    /** {price}, {extra}, {percent} and {total} are computed from the items below. */
    intro:
      'Here is every cost on a {price} purchase. The additional costs come to {extra}, or {percent} of the price, so you pay {total} in total.',
    /** Each cost's name, by its id in the facts. */
    items: {
      transferTax: 'Transfer tax',
      stampDuty: 'Stamp duty',
      legalFees: 'Legal fees',
      purchasePermission: 'Purchase permission',
      titleDeedAdmin: 'Title deed and registration admin',
    },
    table: {
      caption: 'Costs of buying a {price} property',
      columns: { item: 'Cost', basis: 'Basis', amount: 'Amount' },
      labels: {
        /** Basis of a percentage cost; {percent} is its rate. */
        percentBasis: '{percent} of the price',
        fixedBasis: 'Fixed fee',
        additional: 'Additional costs',
        /** {percent} is the additional costs as a share of the price. */
        additionalBasis: '{percent} of the price',
        price: 'Purchase price',
        total: 'Total cost',
      } satisfies CostTableLabels,
    },
    note: 'Legal fees are usually 1-1.5% of the price; this example uses 1%. Ask your lawyer for an exact quote before you reserve.',
  },
  tips: {
    eyebrow: 'Tips',
    title: 'Six tips for a smooth purchase',
    items: [
      {
        icon: 'shield',
        title: 'Use a lawyer who works for you',
        text: 'Choose an independent lawyer, not one who also acts for the seller or the developer, and ask for the checks in writing.',
      },
      {
        icon: 'key',
        title: 'Know your title deed',
        text: 'Ask which kind of title deed the land has and have your lawyer confirm it before you pay more than the reservation fee.',
      },
      {
        icon: 'calendar',
        title: 'Register the contract promptly',
        text: 'A contract registered at the Land Registry protects your claim to the property. Make sure your lawyer registers it soon after you sign.',
      },
      {
        icon: 'home',
        title: 'Check the developer’s record',
        text: 'Visit finished projects by the same developer and ask owners about build quality, handover dates and service after the sale.',
      },
      {
        icon: 'percent',
        title: 'Budget for the extras',
        text: 'Plan for the taxes and fees in the cost example above, plus furniture, the yearly property tax and running costs.',
      },
      {
        icon: 'euro',
        title: 'Keep every payment on record',
        text: 'Pay by bank transfer, in euros or sterling as the contract says, and keep every receipt. You will need them for the title deed and for resale.',
      },
    ] satisfies Benefit[],
  },
  afterPurchase: {
    eyebrow: 'After you buy',
    title: 'Owning property in North Cyprus',
    intro: 'What to expect once the keys are yours.',
    items: [
      {
        icon: 'percent',
        title: 'Property tax',
        text: 'Ownership taxes are about 0.5% a year, paid to the local council.',
      },
      {
        icon: 'sun',
        title: 'Utilities',
        text: 'Electricity, water and internet are moved into your name at the handover. We help with the paperwork.',
      },
      {
        icon: 'passport',
        title: 'Residency permit',
        text: `A purchase over ${f.euro(residencyThreshold)} makes you eligible for a residence permit for you and your family.`,
      },
      {
        icon: 'chart',
        title: 'Rental management',
        text: 'A management company can let the property while you are away. Non-residents pay a 15% withholding tax on rental income.',
      },
      {
        icon: 'shield',
        title: 'No capital gains or inheritance tax',
        text: 'There is no capital gains tax when you sell and no inheritance tax when the property passes to your family.',
      },
      {
        icon: 'star',
        title: 'Support after the sale',
        text: 'Our team stays on hand 7 days a week and replies within 1 hour, long after the handover.',
      },
    ] satisfies Benefit[],
  },
  nextSteps: {
    title: 'Ready to start looking?',
    intro: 'Browse our current listings, each with its price, payment plan and location.',
    villas: 'Browse villas for sale',
    apartments: 'Browse apartments for sale',
  },
  closingCta: {
    title: 'Questions about buying in North Cyprus?',
    description:
      'Ask us anything about the process, the costs or a property you have seen. We reply within 1 hour, 7 days a week, and there is no obligation.',
  } satisfies CallToAction,
});
