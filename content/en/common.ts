import type { CommonWords } from '@/content/types';

export const common: CommonWords = {
  about:
    'An independent agency helping families from the UK, Germany, Israel and Russia buy villas, apartments and resort homes in North Cyprus, from the first viewing to the title deed.',
  tagline: 'Villas, apartments and resort homes in North Cyprus',
  location: 'Kyrenia, TRNC (North Cyprus)',
  support: 'Support 7 days a week, reply within 1 hour',
  areaServed: 'North Cyprus',
  defaultWhatsAppMessage: "Hi! I'm interested in North Cyprus properties. Can you help me?",
  skipLink: 'Skip to content',
  contactUs: 'Contact Us',
  menuButton: 'Menu',
  mainNavLabel: 'Main',
  languageLabel: 'Language',
  loading: 'Loading…',
  whatsAppCta: 'Chat on WhatsApp',
  callNow: 'Call Now',
  footerContactHeading: 'Contact',
  footerWhatsAppLabel: 'WhatsApp',
  footerPhoneLabel: 'Phone',
  copyright: 'All rights reserved.',
  routeLabels: {
    home: 'Home',
    villas: 'Villas',
    apartments: 'Apartments',
    investment: 'Investment',
    paymentPlans: 'Payment Plans',
    caesarResort: 'Caesar Resort',
    guide: 'Buying guide',
  },
  footerColumns: [
    {
      heading: 'Properties',
      links: [
        { label: 'Villas for sale', route: 'villas' },
        { label: 'Apartments for sale', route: 'apartments' },
        { label: 'Caesar Resort', route: 'caesarResort' },
      ],
    },
    {
      heading: 'Resources',
      links: [
        { label: "Buyer's guide", route: 'guide' },
        { label: 'Payment plans', route: 'paymentPlans' },
        { label: 'Investment', route: 'investment' },
      ],
    },
  ],
  property: {
    enquire: 'Enquire on WhatsApp',
    enquireAbout: 'about',
    monthlyFrom: 'from {amount}/month',
    roi: '{percent} gross yield, est.',
    bedrooms: { one: '{n} bedroom', other: '{n} bedrooms' },
    bathrooms: { one: '{n} bathroom', other: '{n} bathrooms' },
    studio: 'Studio',
    area: '{area} m²',
    features: 'Features',
    enquiryMessage: "Hi! I'm interested in {title} ({price}) that I saw on {url}. Is it still available?",
    titleDeed: 'Title deed: {type}',
  },
  titleDeeds: {
    turkish: 'Turkish title',
    exchange: 'Exchange title',
    allocation: 'Allocation title',
  },
  claims: {
    guarantee:
      'Rental guarantees are given by the developer, not by us or a bank: {percent} of the purchase price a year, gross, for the first {from}-{to} years after handover, as your contract states. A guarantee is only as good as the developer behind it.',
    guaranteeLink: 'How the guarantee works',
  },
  faqTitle: 'Frequently Asked Questions',
  popup: {
    title: 'Chat with us on WhatsApp',
    agentName: 'Sales team',
    status: 'Typically replies within 1 hour',
    greeting: 'Hello! Looking for a villa or apartment in North Cyprus? Ask us anything about prices, payment plans or viewings.',
    startChat: 'Start Chat',
    minimize: 'Minimize',
    close: 'Close',
    restore: 'Open WhatsApp chat (1 new message)',
  },
  languageSuggestion: {
    text: 'This page is also available in English.',
    action: 'Read it in English',
    dismiss: 'Dismiss',
  },
};
