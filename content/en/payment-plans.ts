import type { Benefit, CalculatorCopy, CallToAction, ComparisonTable, FaqItem, Figures, Format, PluralForms } from '@/content/types';


export const paymentPlans = (f: Format, v: Figures) => ({
  meta: {
    title: 'North Cyprus Payment Plans, 0% Interest',
    description:
      'Buy in North Cyprus with 30-40% down and 0% interest instalments for up to 100 months. Work out your monthly payment and compare it with a bank mortgage.',
    keywords: [
      'North Cyprus payment plans',
      'interest-free property payment plan',
      'off-plan property Cyprus 20% deposit',
      'North Cyprus mortgage',
      'property payment calculator',
    ],
  },
  hero: {
    eyebrow: 'Pay the developer, not the bank',
    title: 'Interest-Free Payment Plans',
    subtitle:
      'Put down 30-40% and spread the rest over up to 100 months at 0% interest, with no bank, no credit checks and no fees on the instalments.',
    facts: ['0% interest', 'Up to 100 months', 'From 20% down off-plan'],
  },
  benefits: {
    title: 'Why buyers pay in instalments',
    intro: 'A developer plan lets you pay for your home while it is being built, and costs nothing extra when the instalment price is the same as the cash price.',
    items: [
      { icon: 'percent', title: '0% interest', text: 'You pay the price of the property and not a euro more, as long as the instalment price is the cash price: ask for both in writing.' },
      { icon: 'calendar', title: 'Up to 100 months', text: 'Most developers offer 60-100 interest-free months; choose the term that fits your budget.' },
      { icon: 'shield', title: 'No bank approval', text: 'No income checks or credit scores from abroad: the plan is a contract with the developer.' },
      { icon: 'key', title: 'Rent while you pay', text: 'Once the home is handed over, rental income can cover a large part of each instalment.' },
    ] satisfies Benefit[],
  },
  calculatorSection: {
    title: 'Payment calculator',
    intro: 'Move the sliders to see your deposit and monthly instalment. Share the page address to send someone this exact plan.',
  },
  plans: {
    title: 'Four ways to structure your plan',
    intro: 'Typical structures offered by the developers we work with. Exact terms depend on the project.',
    depositLabel: 'Deposit',
    termLabel: 'Term',
    /** How each kind of term reads; {n}, {from} and {to} are months. */
    terms: {
      months: { one: '{n} month', other: '{n} months' } as PluralForms,
      range: '{from}-{to} months',
      handover: 'Until handover',
      upTo: { one: 'Up to {n} month', other: 'Up to {n} months' } as PluralForms,
    },
    bestValue: 'Best Value',
    items: {
      standard: {
        name: 'Standard',
        summary: 'The quickest route to owning outright, with the lowest total commitment time.',
        points: ['0% interest', 'Ready or near-ready homes', 'Title deed on the last payment'],
      },
      extended: {
        name: 'Extended',
        summary: 'Smaller monthly instalments for buyers who want to keep their savings working.',
        points: ['0% interest', 'Balance split into equal monthly payments', 'Rent out from handover'],
      },
      offPlan: {
        name: 'Off-Plan',
        summary: 'Buy at launch prices before construction ends and pay as the building rises.',
        points: ['Lowest deposit', 'Launch prices, often below later list prices', 'Staged payments during construction'],
      },
      premium: {
        name: 'Premium',
        summary: 'The longest interest-free term on selected resort projects, with the lowest monthly payment.',
        points: ['0% interest for up to 100 months', 'Selected resort developments', 'Developer’s rental guarantee on some'],
      },
    },
  },
  comparison: {
    title: 'Developer plan or bank mortgage?',
    intro: `Both on a ${f.euro(v.planVersusMortgage.price)} home. Banks in North Cyprus lend 50-70% of the price at 6-8% a year; the worked total assumes ${f.percent(v.planVersusMortgage.mortgageSharePercent)} at ${f.percent(v.planVersusMortgage.mortgageRatePercent)} over ${v.planVersusMortgage.mortgageYears} years.`,
    table: {
      caption: `Developer payment plan compared with a bank mortgage on a ${f.euro(v.planVersusMortgage.price)} home`,
      columns: ['At a glance', 'Developer payment plan', 'Bank mortgage'],
      rows: [
        {
          label: 'Deposit',
          values: [`30-40% (${f.percent(v.planVersusMortgage.planDepositPercent)} = ${f.euro(v.planVersusMortgage.planDeposit)})`, '30-50% (the bank lends 50-70%)'],
        },
        { label: 'Interest', values: ['0%', '6-8% a year'] },
        { label: 'Term', values: ['Up to 100 months', 'Usually 10-15 years'] },
        { label: 'Approval', values: ['No credit checks: a contract with the developer', 'Income and credit checks; weeks of paperwork'] },
        { label: 'Total paid', values: [f.euro(v.planVersusMortgage.price), `About ${f.euro(v.planVersusMortgage.mortgageTotal)}`] },
      ],
    } satisfies ComparisonTable,
  },
  midCta: {
    title: 'Not sure which plan fits?',
    description: 'Send us your budget and the monthly amount you are comfortable with. We will match you with developments that offer that plan.',
    variant: 'secondary',
  } satisfies CallToAction,
  faq: [
    {
      question: 'Is the payment plan really interest-free?',
      answer:
        'Yes, as long as the instalment price is the cash price. Developer plans in North Cyprus charge 0% interest and no arrangement fees, so you pay the agreed price and nothing on top. Some developers quote a lower price for paying in cash, which is interest by another name: ask for the cash price and the instalment price in writing and compare them.',
    },
    {
      question: 'How much deposit do I need?',
      answer: 'Usually 30-40% of the price on signing. On off-plan projects bought at launch, some developers accept 20% down.',
    },
    {
      question: 'How long can I spread the payments?',
      answer: 'Instalments run for up to 100 months. Most resort developments offer 60-100 interest-free months; ready homes tend to have shorter plans.',
    },
    {
      question: 'Do I need a bank or a credit check?',
      answer:
        'No. The plan is part of your sales contract with the developer, so there are no income or credit checks from your home country.',
    },
    {
      question: 'Can I get a mortgage instead?',
      answer:
        'Local banks lend 50-70% of the price at 6-8% a year to some foreign buyers, with income checks and weeks of paperwork. For most of our clients the developer plan is cheaper and simpler.',
    },
    {
      question: 'When do I receive the title deed?',
      answer:
        'Your contract is registered at the Land Registry straight after signing, which protects your purchase. The title deed is transferred once the price is paid in full and the purchase permission is granted; for a new build it can only be issued once the building is finished and registered, which can take much longer.',
    },
    {
      question: 'Can I rent the property out before it is paid off?',
      answer:
        'Yes, from handover. Many buyers let the property so that rental income covers much of the monthly instalment; several developers guarantee 7% of the price a year, gross, for the first 2-3 years after handover, a promise only as good as the developer.',
    },
    {
      question: 'Can I pay off the balance early?',
      answer: 'In most contracts, yes: most developers allow it at no extra cost, and some give a discount for early payment. Have your lawyer check the clause in your contract.',
    },
  ] satisfies FaqItem[],
  closingCta: {
    title: 'Get a payment plan for a real property',
    description: 'Tell us which property or budget you have in mind, and we will send you the exact plan from the developer within the hour.',
  } satisfies CallToAction,
  calculator: {
    priceLabel: 'Property price',
    downLabel: 'Down payment',
    monthsLabel: 'Payment period',
    downValue: '{percent}%',
    downValueText: '{percent}% ({downPayment})',
    monthsValue: { one: '{n} month', other: '{n} months' } as PluralForms,
    resultsHeading: 'Your payment plan',
    downPaymentResult: 'Down payment',
    balanceResult: 'Remaining balance',
    monthlyResult: 'Monthly payment',
    perMonth: '/month',
    overMonths: { one: 'over {n} month', other: 'over {n} months' } as PluralForms,
    disclaimer: 'Calculations are estimates. Actual terms depend on property selection and developer policies.',
    whatsAppCta: 'Discuss this plan on WhatsApp',
    whatsAppMessage:
      'Hi! I used your payment calculator: a {price} property with {percent}% down ({downPayment}), {balance} over {period}, about {monthly} a month. Can you show me properties that fit this plan?',
  } satisfies CalculatorCopy,
});
