import type { BrochurePageCopy } from '@/content/types';

/** The printable brochure and the page a brochure request sent without JavaScript comes back to. */
export const brochure = {
  meta: {
    title: 'North Cyprus Property Brochure',
    description: 'Our current projects and listings with prices, payment plans with a worked example, buying costs and the buying steps, ready to print or save as PDF.',
  },
  eyebrow: 'Brochure',
  title: 'North Cyprus Property Brochure',
  intro: 'Our current projects and listings with their prices, how the developer payment plans work, what buying costs on top of the price, and the steps from first viewing to title deed.',
  print: 'Print or save as PDF',
  asOf: 'Prices and availability as of {date}. They change: ask us for today’s figures before you decide.',
  sections: {
    projects: 'Featured projects',
    villas: 'Villas',
    apartments: 'Apartments',
    resort: 'Caesar Resort',
    plans: 'Payment plans',
    example: 'A worked example',
    costs: 'Buying costs',
    steps: 'Buying step by step',
    contact: 'Talk to us',
  },
  more: 'These are the first {shown} of {count}. See them all, each with photos, a map and its payment plan, on our website:',
  none: 'Everything on this list has been sold. Ask us for the next homes that come on the market.',
  columns: { property: 'Property', location: 'Location', bedrooms: 'Bedrooms', area: 'Area', titleDeed: 'Title deed', price: 'Price', monthly: 'Per month' },
  example:
    'A {price} home with {percent} down: {downPayment} when you sign, then the balance of {balance} in {months} monthly instalments of {monthly}, at 0% interest and with no fees, as long as the instalment price is the same as the cash price.',
  /** Under each table: what its monthly column shows. */
  monthlyNote: 'Per month: on the plan the home’s own seller offers (its terms are on the home’s page). A resale is paid to its owner as the contract sets out, with no developer’s plan.',
  noPlan: 'No plan',
  contact: {
    text: 'We usually answer within the hour, 7 days a week, in English, German, Russian and Hebrew.',
    whatsApp: 'WhatsApp',
    phone: 'Phone',
    web: 'Website',
    email: 'Email',
    /** The agency's legal name and address, and its legal notice: who offers what the brochure lists. */
    provider: 'Provider',
  },
  thanks: {
    meta: { title: 'Thank you', description: 'Your brochure request has reached our sales team.' },
    title: 'Thank you: your details have reached us',
    text: 'Our sales team will be in touch within the hour, 7 days a week. Your brochure is ready to read, print or save now.',
    openBrochure: 'Open the brochure',
    whatsApp: 'Chat with us on WhatsApp',
    home: 'Back to the home page',
  },
} satisfies BrochurePageCopy;
