import type { CostTableLabels, TitleDeedType } from '@/content/types';
import type { Benefit, CallToAction, Figures, Format } from '@/content/types';
import { asOf, commission, factNote, homeTaxes, purchasePermission, purchaseTimeline, residency, sellerTax } from './costs';

export const guide = (f: Format, v: Figures) => {
  /** The lowest price of an apartment for sale now; null when every apartment is sold. */
  const entry = v.lists.apartments.range?.lowest ?? null;
  const c = v.costs;
  return {
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
        `Eight steps from the first viewing to the title deed, what each one costs, and what comes after. ${purchaseTimeline(f, v)}`,
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
        `${purchaseTimeline(f, v)} On a developer’s payment plan, the instalments and the title deed transfer then follow the developer’s schedule.`,
      /** Heading of each step; {n} is the step number, {title} its name. */
      heading: 'Step {n}: {title}',
      items: [
        {
          title: 'Set your budget and choose an area',
          text: 'Decide what you can spend, including the purchase costs (see the cost example), and whether you will pay in cash, on a developer payment plan or with a mortgage. Then choose an area: Kyrenia for its harbour and villa districts, Iskele for beaches and resorts, Alsancak for quiet villages, Famagusta for student rentals.',
          facts: entry === null ? [] : [`Listed apartments from ${f.euro(entry)}`],
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
          facts: c.legalFees ? [`Legal fees about ${f.poundRange(c.legalFees.from, c.legalFees.to)}`] : [],
        },
        {
          title: 'Sign the sales contract and register it at the Land Registry',
          text: 'Your lawyer reviews the contract with you before you sign, then registers it at the Land Registry, which protects your claim to the property. Stamp duty and the first part of the transfer tax are paid when the contract is registered.',
          facts: [`Stamp duty ${f.percent(c.stampDutyPercent)}`, ...(c.transferTaxOnContractPercent > 0 ? [`Transfer tax ${f.percent(c.transferTaxOnContractPercent)}`] : [])],
        },
        {
          title: 'Apply for purchase permission',
          text: f.sentences(purchasePermission(f, v), 'The application includes a background check.'),
          facts: [...(c.purchasePermission !== null ? [`About ${f.euro(c.purchasePermission)}`] : []), `Usually ${f.number(v.legal.purchasePermission.monthsFrom)}-${f.number(v.legal.purchasePermission.monthsTo)} months`],
        },
        {
          title: 'Make your payments',
          text: 'Pay as your contract sets out: a resale is usually paid to its owner in full, a new build in full or on its developer’s plan, whose down payment, months and interest each home’s page gives. Some banks in North Cyprus lend to foreign buyers, usually 50-70% of the price at 6-8% interest.',
          facts: ['Resale: as agreed with the owner', 'New build: the developer’s plan, where offered'],
        },
        {
          title: 'Transfer the title deed and collect your keys',
          text: 'Once the property is paid for and its title deed is issued, the deed is transferred into your name at the Land Registry and the rest of the transfer tax is paid. At the handover of a new build you pay its VAT and the contribution to connecting the utilities, check the property, receive the keys and move the utilities into your name.',
          facts: [`Transfer tax ${f.percent(c.transferTaxOnTitlePercent)}`, ...(c.vatPercent !== null ? [`VAT ${f.percent(c.vatPercent)} on a new build`] : [])],
        },
      ],
    },
    costs: {
      eyebrow: 'Purchase costs',
      title: 'What it costs: a worked example',
      /** {price}, {extra}, {percent} and {total} are computed from the items below. */
      intro: `Here is every cost on a ${c.example.newBuild ? 'new build bought from the developer at {price} before VAT' : '{price} resale'}. The additional costs come to {extra}, or {percent} of the price, so you pay {total} in total. ${factNote(f, c)}`,
      /** Each cost's name, by its id in the facts. */
      items: {
        transferTaxOnContract: 'Transfer tax, first part (contract registered)',
        stampDuty: 'Stamp duty',
        legalFees: 'Legal fees',
        purchasePermission: 'Purchase permission',
        vat: 'VAT (new build)',
        utilities: 'Utilities contribution (new build)',
        transferTaxOnTitle: 'Transfer tax, second part (title deed transferred)',
        agencyCommission: 'Our commission',
      },
      table: {
        caption: 'Costs of buying a {price} property',
        columns: { item: 'Cost', basis: 'Basis', amount: 'Amount' },
        labels: {
          /** Basis of a percentage cost; {percent} is its rate. */
          percentBasis: '{percent} of the price',
          fixedBasis: 'Fixed fee',
          quotedBasis: 'Quoted at {range}; the upper end',
          additional: 'Additional costs',
          /** {percent} is the additional costs as a share of the price. */
          additionalBasis: '{percent} of the price',
          price: 'Purchase price',
          total: 'Total cost',
        } satisfies CostTableLabels,
      },
      note: [
        'Foreign buyers pay a higher transfer tax than citizens of North Cyprus. A resale pays no VAT or utilities contribution where the first owner paid them; on a new build the prices on this site already include the VAT.',
        'Fees quoted in pounds are shown at their upper end in euros.',
        commission(f, c),
        asOf(f, c),
      ]
        .filter(Boolean)
        .join(' '),
      /** Where the figures come from: {sources}, a list of links. */
      sources: 'Sources:',
    },
    titleDeeds: {
      eyebrow: 'Title deeds',
      title: 'Three kinds of title deed, and why 1974 matters',
      intro:
        'In North Cyprus the title deed (koçan) also tells you who owned the land before the island was divided in 1974. Every listing on our site names its type, as the developer states it; your lawyer confirms it before you pay more than the reservation fee.',
      /** What each kind means; its name comes from the common words, as the cards write it. */
      types: {
        turkish:
          'Land that Turkish Cypriots or foreigners owned before 1974. No one has a claim to it from before the division, so it is the safest title and the easiest to resell.',
        exchange:
          'Land that belonged to Greek Cypriots before 1974, given to Turkish Cypriots in exchange for the land they left in the south. It is fully registered in North Cyprus, but the Republic of Cyprus does not recognise the exchange.',
        allocation:
          'Greek Cypriot land from before 1974 that the state allocated without an exchange. It carries the highest risk, and many lawyers advise against buying it.',
      } satisfies Record<TitleDeedType, string>,
      riskTitle: 'The risk from before 1974',
      risk:
        'The Republic of Cyprus treats Greek Cypriot property in the north as still belonging to its owners from before 1974. They can sue in the Republic’s courts, whose judgments can be enforced in other EU countries, and people who bought, built on or sold such land have been taken to court there; some have been arrested on entering the Republic. This applies to buyers from Israel, the UK, Germany and Russia alike. With a Turkish title the risk does not arise. With an exchange or allocation title, ask your lawyer whether the original owner has been compensated through the Immovable Property Commission in North Cyprus, and what the remaining risk means for you.',
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
          text: 'Ask which of the three kinds of title deed explained above the land has, and have your lawyer confirm it before you pay more than the reservation fee.',
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
          text: 'A small yearly property tax, paid to the municipality and charged by the square metre of covered area, not as a share of the price.',
        },
        {
          icon: 'sun',
          title: 'Utilities',
          text: 'Electricity, water and internet are moved into your name at the handover. We help with the paperwork.',
        },
        {
          icon: 'passport',
          title: 'Residency permit',
          text: residency(f, v),
        },
        {
          icon: 'chart',
          title: 'Rental management',
          text: 'A management company can let the property while you are away. Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income.',
        },
        {
          icon: 'shield',
          title: 'Taxes when you sell',
          text: f.sentences(sellerTax(f, v), homeTaxes(f, v)),
        },
        {
          icon: 'star',
          title: 'Support after the sale',
          text: 'Our team stays on hand 7 days a week and usually replies within the hour, long after the handover.',
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
        'Ask us anything about the process, the costs or a property you have seen. We usually reply within the hour, 7 days a week, and there is no obligation.',
    } satisfies CallToAction,
  };
};
