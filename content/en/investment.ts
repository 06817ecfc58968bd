import type { RentalFigureLabels } from '@/content/types';
import type { Benefit, CallToAction, FaqItem, Figures, Format, Stat } from '@/content/types';
import { factNote, priceComparison, ownershipLimits, ownershipTaxes, purchasePermission, residency, residencyShort, sitePlans, foreignBuyers } from './costs';

export const investment = (f: Format, v: Figures) => {
  /** The lowest price of an apartment for sale now; null when every apartment is sold. */
  const entry = v.lists.apartments.range?.lowest ?? null;
  return {
    meta: {
      title: 'North Cyprus Property Investment',
      description:
        `Invest in North Cyprus property${entry === null ? '' : `, apartments from ${f.euro(entry)}`}: 7-9% gross rental yields (estimated), three worked examples and every cost of buying.`,
      keywords: [
        'North Cyprus property investment',
        'North Cyprus rental yield',
        'buy to let North Cyprus',
        'TRNC investment property',
        'Famagusta student apartments',
        'Kyrenia investment villa',
      ],
    },
    hero: {
      eyebrow: 'Invest in North Cyprus',
      title: 'Property Investment in North Cyprus',
      subtitle:
        `Estimated gross rental yields of 7-9%${entry === null ? '' : `, apartments from ${f.euro(entry)}`}: see the market, the numbers and three worked examples.`,
      facts: ['7-9% gross yields, estimated', 'Three worked examples', ...(entry === null ? [] : [`Listed apartments from ${f.euro(entry)}`])],
    },
    heroActions: {
      whatsApp: 'Talk to our property team',
      scenarios: 'See the worked examples',
    },
    whatsAppMessage: "Hi! I'm interested in investing in North Cyprus property. Can you send me options with their expected rental yields?",
    highlights: {
      title: 'The numbers at a glance',
      intro: 'Why investors from across Europe and the Middle East are looking at North Cyprus. Yields are gross estimates and growth is past growth: neither is a promise.',
      items: [
        {
          icon: 'chart',
          title: '7-9% gross rental yield, estimated',
          text: 'Gross yields on holiday and long-term lets typically run at 7-9% a year, and an estimated 9-11% for apartments near the universities.',
        },
        {
          icon: 'percent',
          title: 'Prices that have risen',
          text: 'Values in popular coastal areas have risen in recent years as demand and infrastructure grew. Past growth does not guarantee future growth.',
        },
        {
          icon: 'euro',
          title: entry === null ? 'A low entry price' : `Entry from ${f.euro(entry)}`,
          text: entry === null
            ? f.sentences(`New builds at Aventus Residence in Famagusta start at ${f.euro(v.projectFrom.aventus)} on the developer's price list, with VAT.`, priceComparison(f, v))
            : f.sentences(`The studios and apartments we list start at ${f.euro(entry)}, and new builds at Aventus Residence in Famagusta at ${f.euro(v.projectFrom.aventus)} on the developer's price list, with VAT.`, priceComparison(f, v)),
        },
      ] satisfies Benefit[],
    },
    market: {
      eyebrow: 'Market analysis',
      title: 'What drives rental demand',
      intro: 'Four groups of tenants and buyers keep North Cyprus property in demand all year round.',
      drivers: [
        {
          icon: 'sun',
          title: 'Tourism',
          text: 'More than 300 sunny days a year, sandy beaches and new resorts fill holiday lets from spring to late autumn, not only in the summer peak.',
        },
        {
          icon: 'users',
          title: 'Expatriates',
          text: 'Retirees, families and remote workers from the UK, Germany, Israel and Russia are settling here, creating steady demand for long-term rentals.',
        },
        {
          icon: 'home',
          title: 'Students',
          text: 'Universities in Famagusta, Nicosia and Kyrenia teach tens of thousands of international students. Apartments close to campus earn an estimated 9-11% a year, gross, among the highest yields we see.',
        },
        {
          icon: 'pin',
          title: 'Infrastructure',
          text: 'A new terminal at Ercan Airport, upgraded coastal roads, private hospitals and shopping centres make everyday life easier and support prices.',
        },
      ] satisfies Benefit[],
      stats: [
        foreignBuyers(f, v),
        { value: '9-11%', label: 'estimated gross yields in the student market' },
        { value: '300+', label: 'sunny days a year' },
        { value: '0%', label: 'interest on developer payment plans' },
      ] satisfies Stat[],
    },
    advantages: {
      eyebrow: 'Investor advantages',
      title: 'Why invest in North Cyprus',
      intro: 'Developer rental guarantees, easy terms and local taxes you can plan for, in a market open to foreign buyers.',
      items: [
        {
          icon: 'key',
          title: 'Guaranteed rent from the developer',
          text: 'Selected developers guarantee a fixed rent for the first 2-3 years after handover: at Caesar Blue Villas, 7% of the purchase price a year, gross, for 2 years.',
        },
        {
          icon: 'calendar',
          title: 'Flexible payment',
          text: sitePlans(f, v.plans),
        },
        {
          icon: 'passport',
          title: 'Foreigners buy in their own name',
          text: ownershipLimits(f, v),
        },
        {
          icon: 'shield',
          title: 'Taxes you can plan for',
          text: f.sentences(ownershipTaxes(f, v), 'Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income.'),
        },
        {
          icon: 'euro',
          title: 'Euros or sterling',
          text: 'Prices and contracts are in euros or pounds sterling, so what you pay and what you earn is not tied to the local currency.',
        },
        {
          icon: 'star',
          title: 'Residency eligibility',
          text: residencyShort(f, v),
        },
      ] satisfies Benefit[],
      paymentPlansLink: 'Compare payment plans',
    },
    scenarios: {
      eyebrow: 'Worked examples',
      title: 'What your investment could earn',
      intro: 'Three typical purchases, from a student studio to a luxury villa, with the rent each could bring in.',
      labels: {
        price: 'Purchase price',
        yield: 'Gross rental yield',
        annual: 'Annual rental income',
        monthly: 'Monthly rental income',
        overYears: { one: 'Income over {n} year', other: 'Income over {n} years' },
      } satisfies RentalFigureLabels,
      items: {
        studio: {
          type: 'Studio',
          title: 'Studio near the universities',
          summary: 'Famagusta: let to students and university staff on academic-year contracts.',
        },
        'two-bed': {
          type: '2-bedroom apartment',
          title: '2-bedroom resort apartment',
          summary: 'Iskele, near Long Beach: holiday lets in the season and long lets in the winter.',
        },
        'villa': {
          type: 'Luxury villa',
          title: 'Luxury villa with a pool',
          summary: 'Kyrenia coast: premium holiday lets to families and groups.',
        },
      },
      disclaimer:
        'All figures are gross: before management fees, maintenance, empty weeks and taxes (including the 15% withholding tax on rental income for owners who are not residents of North Cyprus). They are estimates, not a guarantee; actual returns depend on the property, its location and how it is let.',
    },
    midCta: {
      title: 'Want these numbers for a real property?',
      description:
        'Tell us your budget and we will send current listings with their estimated gross yields, payment plans and full purchase costs. We usually reply within the hour, 7 days a week.',
      variant: 'secondary',
    } satisfies CallToAction,
    faq: [
      {
        question: 'What rental yield can I expect in North Cyprus?',
        answer:
          'Most holiday and long-term lets earn an estimated 7-9% of the purchase price a year, gross. Apartments near the universities, let to students, earn an estimated 9-11%. Management fees, maintenance and taxes come off these figures.',
      },
      {
        question: 'Is the rental income guaranteed?',
        answer:
          'Only where the developer guarantees it. Some developers guarantee a fixed rent for the first 2-3 years after handover: at Caesar Blue Villas, 7% of the purchase price a year, gross, for 2 years. The guarantee is the developer’s promise in your contract, so it is only as good as the developer. After it ends, income depends on how the property is let.',
      },
      {
        question: 'Can foreigners buy property in North Cyprus?',
        answer: f.sentences('Yes, in their own name, within limits.', ownershipLimits(f, v), purchasePermission(f, v)),
      },
      {
        question: 'How much do I need to start investing?',
        answer:
          `${entry === null ? 'Every apartment we listed has been sold; ask us on WhatsApp for the prices of the next ones.' : `The apartments we list start at ${f.euro(entry)}; new builds at Aventus Residence start at ${f.euro(v.projectFrom.aventus)} on the developer's price list.`} ${sitePlans(f, v.plans)}`,
      },
      {
        question: 'What taxes do property investors pay?',
        answer:
          f.sentences(
            `When you buy, a transfer tax of ${f.percent(v.costs.transferTaxPercent)} for foreign buyers (the buying guide lists every purchase cost). ${factNote(f, v.costs)} Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income.`,
            ownershipTaxes(f, v),
          ),
      },
      {
        question: 'Can I get a mortgage instead of a payment plan?',
        answer:
          'Some banks in North Cyprus lend to foreign buyers, usually 50-70% of the price at 6-8% interest; ask your lawyer whether one would lend to you. A developer’s plan is offered only on new builds, on the terms each home’s page gives.',
      },
      {
        question: 'Who looks after the property and the tenants?',
        answer:
          'A local management company can find tenants, handle check-ins, cleaning and repairs, and pay the rent to you. Their fee comes out of the rent, which is why the figures on this page are gross.',
      },
      {
        question: 'Does buying property give me residency?',
        answer: f.sentences(residency(f, v), 'We can put you in touch with lawyers who handle the application.'),
      },
    ] satisfies FaqItem[],
    closingCta: {
      title: 'Plan your investment in North Cyprus',
      description:
        'Share your budget and goals: rental income, growth or a holiday home that earns rent while you are away. We usually reply within the hour, 7 days a week, with properties and numbers to match.',
    } satisfies CallToAction,
  };
};
