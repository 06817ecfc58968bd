import type { LinkGroup, NavItem } from './types';

/** Build-time overrides; nothing else in the project reads process.env. */
const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  whatsApp: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  phone: process.env.NEXT_PUBLIC_PHONE_NUMBER,
};

export const site = {
  brand: 'Azure Cyprus Homes',
  /** The brand under an installed app's icon, where space is short. */
  shortName: 'Azure Homes',
  tagline: 'Villas, apartments and resort homes in North Cyprus',
  about:
    'An independent agency helping families from the UK, Germany, Israel and Russia buy villas, apartments and resort homes in North Cyprus, from the first viewing to the title deed.',
  /** Canonical and share URLs are made absolute against this. Placeholder until the domain is live. */
  url: (env.siteUrl || 'https://www.azure-cyprus-homes.example').replace(/\/+$/, ''),
  /** TRNC numbers are +90 533 / +90 548 mobiles; these defaults are placeholders. */
  whatsAppNumber: env.whatsApp || '+90 533 000 0000',
  phoneNumber: env.phone || '+90 392 000 0000',
  defaultWhatsAppMessage: "Hi! I'm interested in North Cyprus properties. Can you help me?",
  location: 'Kyrenia, TRNC (North Cyprus)',
  support: 'Support 7 days a week, reply within 1 hour',
  locale: 'en_GB',
  /** Where the agency sells, for structured data. */
  areaServed: 'North Cyprus',
  /** Square brand icon in public/, for structured data and the web manifest. */
  logoPath: '/icon-512.png',
  /** Brand sea blue, for the web manifest. */
  themeColor: '#0b5872',
} as const;

/** The WhatsApp popup opens this long after page load, and stays away this long after it is closed. */
export const popupTimings = { delayMs: 5000, suppressMs: 86_400_000 } as const;

/** Testimonials advance this often (spec section 9). */
export const testimonialTimings = { rotationMs: 5000 } as const;

/** The brochure's thank-you stays this long before the modal closes (spec section 9). */
export const brochureTimings = { thankYouMs: 2000 } as const;

export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Villas', href: '/villas' },
  { label: 'Apartments', href: '/apartments' },
  { label: 'Investment', href: '/investment' },
  { label: 'Payment Plans', href: '/payment-plans' },
];

export const guidePath = '/blog/buying-property-in-north-cyprus-complete-guide';

export const footerColumns: LinkGroup[] = [
  {
    heading: 'Properties',
    links: [
      { label: 'Villas for sale', href: '/villas' },
      { label: 'Apartments for sale', href: '/apartments' },
      { label: 'Caesar Resort', href: '/caesar-resort' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: "Buyer's guide", href: guidePath },
      { label: 'Payment plans', href: '/payment-plans' },
      { label: 'Investment', href: '/investment' },
    ],
  },
];

export const ui = {
  skipLink: 'Skip to content',
  contactUs: 'Contact Us',
  menuButton: 'Menu',
  loading: 'Loading…',
  whatsAppCta: 'Chat on WhatsApp',
  callNow: 'Call Now',
  footerContactHeading: 'Contact',
  footerWhatsAppLabel: 'WhatsApp',
  footerPhoneLabel: 'Phone',
  copyright: 'All rights reserved.',
  property: {
    enquire: 'Enquire on WhatsApp',
    enquireAbout: 'about',
    perMonth: 'from',
    roi: 'ROI',
    bedroom: ['bedroom', 'bedrooms'],
    bathroom: ['bathroom', 'bathrooms'],
    studio: 'Studio',
    area: 'm²',
    features: 'Features',
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
} as const;
