/** Build-time overrides; nothing else in the project reads process.env. */
const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  whatsApp: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  phone: process.env.NEXT_PUBLIC_PHONE_NUMBER,
};

/** What no language changes: the brand, addresses, numbers and timings. */
export const site = {
  brand: 'Azure Cyprus Homes',
  /** The brand under an installed app's icon, where space is short. */
  shortName: 'Azure Homes',
  /** Canonical and share URLs are made absolute against this. Placeholder until the domain is live. */
  url: (env.siteUrl || 'https://www.azure-cyprus-homes.example').replace(/\/+$/, ''),
  /** TRNC numbers are +90 533 / +90 548 mobiles; these defaults are placeholders. */
  whatsAppNumber: env.whatsApp || '+90 533 000 0000',
  phoneNumber: env.phone || '+90 392 000 0000',
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

/** The plan behind every card's "per month" figure: a typical developer plan, 0% interest. */
export const cardPlan = { downPercent: 35, months: 75 } as const;
