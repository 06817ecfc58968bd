import agencyFile from './agency.json';

/**
 * The agency's details as its staff gave them (content/facts/agency.json, which the CMS edits): a
 * field's text, or undefined while it is null or empty. Checked in full by lib/agency.ts (the content
 * check and the build); here only read, so that client code carries no schema.
 */
function given(key: Exclude<keyof typeof agencyFile, '$comment'>): string | undefined {
  const value: unknown = agencyFile[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Build-time overrides; nothing else in the project reads process.env. */
const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  whatsApp: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  phone: process.env.NEXT_PUBLIC_PHONE_NUMBER,
  telegram: process.env.NEXT_PUBLIC_TELEGRAM_USERNAME,
  leadEndpoint: process.env.NEXT_PUBLIC_LEAD_ENDPOINT,
  leadFields: process.env.NEXT_PUBLIC_LEAD_FIELDS,
  leadRedirectField: process.env.NEXT_PUBLIC_LEAD_REDIRECT_FIELD,
  leadHoneypot: process.env.NEXT_PUBLIC_LEAD_HONEYPOT,
  analyticsHost: process.env.NEXT_PUBLIC_ANALYTICS_HOST,
  analyticsDomain: process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN,
  googleTag: process.env.NEXT_PUBLIC_GOOGLE_TAG,
  agencyName: process.env.NEXT_PUBLIC_AGENCY_NAME,
  agencyAddress: process.env.NEXT_PUBLIC_AGENCY_ADDRESS,
  agencyEmail: process.env.NEXT_PUBLIC_AGENCY_EMAIL,
  agencyRegister: process.env.NEXT_PUBLIC_AGENCY_REGISTER,
  agencyVat: process.env.NEXT_PUBLIC_AGENCY_VAT,
  agencyResponsible: process.env.NEXT_PUBLIC_AGENCY_RESPONSIBLE,
  agencyTown: process.env.NEXT_PUBLIC_AGENCY_TOWN,
  agencyRepresentative: process.env.NEXT_PUBLIC_AGENCY_REPRESENTATIVE,
  agencyLicence: process.env.NEXT_PUBLIC_AGENCY_LICENCE,
  agencyEuRepresentative: process.env.NEXT_PUBLIC_AGENCY_EU_REPRESENTATIVE,
  hostName: process.env.NEXT_PUBLIC_HOST_NAME,
  leadServiceName: process.env.NEXT_PUBLIC_LEAD_SERVICE_NAME,
  photosBaseUrl: process.env.NEXT_PUBLIC_PHOTOS_BASE_URL,
};

/**
 * A configured service address, or null when none is set. HTTPS only; plain HTTP to this machine
 * is allowed for the tests. A malformed address fails the build: a form posting nowhere would lose
 * every lead.
 */
function serviceUrl(variable: string, value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} is not a URL: ${value}`);
  }
  const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new Error(`${variable} must be an https:// address: ${value}`);
  return url;
}

/** A Telegram username as the build is given it ("@name" or "name"), checked; a malformed one stops the build rather than link to a stranger. */
export function telegramUsername(value: string | undefined): string | null {
  const name = value?.trim().replace(/^@/, '');
  if (!name) return null;
  if (!/^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name)) throw new Error(`NEXT_PUBLIC_TELEGRAM_USERNAME: "${value}" is not a Telegram username (5-32 letters, digits or _, starting with a letter)`);
  return name;
}

/** What no language changes: the brand, addresses, numbers and timings. */
export const site = {
  brand: 'Azure Cyprus Homes',
  /** The brand under an installed app's icon, where space is short. */
  shortName: 'Azure Homes',
  /** Canonical and share URLs are made absolute against this. Placeholder until the domain is live. */
  url: (env.siteUrl || given('siteUrl') || 'https://www.azure-cyprus-homes.example').replace(/\/+$/, ''),
  /** TRNC numbers are +90 533 / +90 548 mobiles; these defaults are placeholders. */
  whatsAppNumber: env.whatsApp || given('whatsAppNumber') || '+90 533 000 0000',
  phoneNumber: env.phone || given('phoneNumber') || '+90 392 000 0000',
  /**
   * The sales team's Telegram username (without @), or null: many buyers in Russia cannot rely on
   * WhatsApp. Every Telegram link is hidden while it is unset (README: "Brand, site address…").
   */
  telegramUsername: telegramUsername(env.telegram || given('telegramUsername')),
  /** Square brand icon in public/, for structured data and the web manifest. */
  logoPath: '/icon-512.png',
  /** Brand sea blue, for the web manifest. */
  themeColor: '#0b5872',
} as const;

/**
 * Where the site's own photos are served from: the public address of the agency's photo bucket (an
 * S3-compatible store behind a CDN, README "Photos at scale"), to which `npm run photos:upload`
 * copies every encoding under a name made of its content; or null, and the build serves them from
 * out/photos as before. Pages name a photo by this base and its content key (lib/photos.ts).
 */
export const photoStore = {
  baseUrl: serviceUrl('NEXT_PUBLIC_PHOTOS_BASE_URL', env.photosBaseUrl)?.toString().replace(/\/+$/, '') ?? null,
} as const;

/** Whether `src` names one of the site's own photo encodings (a folder of widths and formats), here or in the photo bucket. */
export function isOwnPhotoSrc(src: string): boolean {
  return src.startsWith('/photos/') || (photoStore.baseUrl !== null && src.startsWith(`${photoStore.baseUrl}/`));
}

/** The absolute address of one file (`og.jpg`, `portal.jpg`) of an own photo's encodings, on the site or in the bucket. */
export function ownPhotoFileUrl(src: string, name: string): string {
  return `${src.startsWith('/') ? site.url : ''}${src}/${name}`;
}

/** The WhatsApp popup opens this long after page load, and stays away this long after it is closed. */
export const popupTimings = { delayMs: 5000, suppressMs: 86_400_000 } as const;

/** Where the browser keeps the popup's close time (localStorage; the privacy policy names it), and for how many hours it counts. */
export const popupStorage = { closedAtKey: 'whatsapp-popup-closed-at', suppressHours: popupTimings.suppressMs / 3_600_000 } as const;

/** Testimonials advance this often (spec section 9). */
export const testimonialTimings = { rotationMs: 5000 } as const;

/**
 * Where brochure requests go (null: nowhere, and the form says so), how long one may take before
 * the visitor is told and offered WhatsApp, and how long the thank-you stays before the dialog
 * closes (spec section 9).
 */
export const leadForm = {
  /** The agency's form service (Formspree, Web3Forms, Getform, Netlify Forms or its own). */
  endpoint: serviceUrl('NEXT_PUBLIC_LEAD_ENDPOINT', env.leadEndpoint)?.toString() ?? null,
  /** Fields the service needs with every request, as a query string: `access_key=…` for Web3Forms. */
  fields: [...new URLSearchParams(env.leadFields ?? '')] as [string, string][],
  /** The field that tells the service where to send a visitor without JavaScript back to (`_next`, `redirect`). */
  redirectField: env.leadRedirectField || null,
  /** The hidden field only bots fill in: Formspree reads `_gotcha`, Web3Forms `botcheck`. */
  honeypot: env.leadHoneypot || '_gotcha',
  sendTimeoutMs: 10_000,
} as const;
export const brochureTimings = { thankYouMs: 2000 } as const;

/** The plan behind every card's "per month" figure: a typical developer plan, 0% interest. */
export const cardPlan = { downPercent: 35, months: 75 } as const;

const analyticsHost = serviceUrl('NEXT_PUBLIC_ANALYTICS_HOST', env.analyticsHost);

/**
 * Cookie-less analytics: Plausible's events API (plausible.io or a self-hosted one) when its host is
 * set, and Google's tag (gtag or dataLayer) when NEXT_PUBLIC_GOOGLE_TAG=1 and the site owner has added
 * it. With neither, no analytics code is on any page.
 */
export const analytics = {
  endpoint: analyticsHost ? new URL('/api/event', analyticsHost).toString() : null,
  /** The site as it is registered with Plausible: its host name unless set. */
  domain: env.analyticsDomain || new URL(site.url).hostname,
  google: env.googleTag === '1',
} as const;

/**
 * The agency as its legal notice and privacy policy name it: values only, in no language (names,
 * numbers, a street and a town); the words around them ("Company register", "North Cyprus") are each
 * edition's (content/<lang>/legal.ts). Placeholders until the build is given the real ones (README:
 * "Legal notice and privacy policy") or content/facts/agency.json has them; the build names every one still a placeholder. "N. N." stands
 * for a name not yet given.
 */
export const agencyPlaceholders = {
  legalName: 'Azure Cyprus Homes Ltd.',
  street: 'Ecevit Caddesi 1',
  town: '99300 Girne (Kyrenia)',
  email: 'info@azure-cyprus-homes.example',
  /** The number at the TRNC Registrar of Companies. */
  register: 'MŞ 00000',
  /** The number at the TRNC tax office. */
  vat: '000000000',
  /** Who may act for the company (its director or directors). */
  representative: 'N. N.',
  /** Who is responsible for the content (§ 18 Abs. 2 MStV); at the agency's address. */
  responsible: 'N. N.',
  /** The estate-agent licence: its number and the body that granted it and supervises it. */
  licence: 'N. N.',
  /** The representative in the EU (Art. 27 GDPR): name, address in the EU, email. */
  euRepresentative: 'N. N.',
  /** The company that hosts the site: name and seat. */
  host: 'N. N.',
  /** The form service that delivers the brochure form: name and seat. */
  formService: 'N. N.',
} as const;

export const agency = {
  legalName: env.agencyName || given('legalName') || agencyPlaceholders.legalName,
  street: env.agencyAddress || given('street') || agencyPlaceholders.street,
  town: env.agencyTown || given('town') || agencyPlaceholders.town,
  email: env.agencyEmail || given('email') || agencyPlaceholders.email,
  register: env.agencyRegister || given('register') || agencyPlaceholders.register,
  vat: env.agencyVat || given('vat') || agencyPlaceholders.vat,
  representative: env.agencyRepresentative || given('representative') || agencyPlaceholders.representative,
  responsible: env.agencyResponsible || given('responsible') || agencyPlaceholders.responsible,
  licence: env.agencyLicence || given('licence') || agencyPlaceholders.licence,
  euRepresentative: env.agencyEuRepresentative || given('euRepresentative') || agencyPlaceholders.euRepresentative,
  host: env.hostName || given('host') || agencyPlaceholders.host,
  formService: env.leadServiceName || given('formService') || agencyPlaceholders.formService,
} as const;
