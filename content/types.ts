import type { RouteKey } from './facts/routes';
import type { TitleDeedType } from './facts/title-deeds';
import type { PlaceKey } from './facts/places';

/** The lists with a page per town (lib/towns.ts townLists). */
type TownListKey = 'villas' | 'apartments';
type TypePageKey = 'penthouse' | 'studio';
import type { Format, Phrases, PluralForms } from '@/lib/i18n/format';

export type { Format, Phrases, PluralForms };
export type { CostTableLabels, RentalFigureLabels } from '@/lib/scenarios';
export type { TitleDeedType };

/** A photo from the stock photo host; `src` is the bare URL, the loader adds size and format. */
export type Photo = {
  src: string;
  alt: string;
  /** Set when the photo illustrates and is not of the property it stands beside: the badge shown on it ("Symbolbild"). */
  illustrative?: string;
};

export type NavItem = { label: string; href: string };

export type Benefit = { title: string; text: string; icon?: IconName };

/** A big figure with its label; a figure from outside the agency names its source (a short line, linked where the source is online). */
export type Stat = { value: string; label: string; source?: { text: string; href: string | null } };

export type IconName =
  | 'euro'
  | 'passport'
  | 'sun'
  | 'shield'
  | 'chart'
  | 'key'
  | 'calendar'
  | 'home'
  | 'pin'
  | 'percent'
  | 'users'
  | 'star';

export type FeaturedProject = {
  name: string;
  location: string;
  price: string;
  /** "incl. 5% VAT": every featured project is a new build. */
  vat?: string;
  type: string;
  highlight: string;
  /** The kind of title deed, named, e.g. "Title deed: Turkish title". */
  titleDeed: string;
  image: Photo;
};

export type Location = { name: string; text: string };

/** A review as the carousel shows it (content/facts/reviews.json, in the page's language). */
export type Testimonial = {
  name: string;
  location: string;
  text: string;
  /** Stars out of 5. */
  rating?: number;
  /** Where and when the review was given: "Google review, 3 March 2026". */
  given?: string;
};

/** `id` makes the answer a link target for claims elsewhere that point to it; it starts open. */
export type FaqItem = { question: string; answer: string; id?: string };

export type CallToAction = {
  title: string;
  description: string;
  variant?: 'primary' | 'secondary';
};

export type Hero = {
  eyebrow?: string;
  title: string;
  subtitle: string;
  image: Photo;
  /** Short facts shown as chips under the subtitle, e.g. "From €89,000". */
  facts?: string[];
};

/** Strings for the testimonial carousel; `{n}` is replaced with a number. */
export type CarouselCopy = {
  /** Accessible name of the carousel region, e.g. "Client testimonials". */
  label: string;
  /** Rotation button name while rotating, e.g. "Pause". */
  pause: string;
  /** Rotation button name while paused, e.g. "Play". */
  play: string;
  /** Dot button name, e.g. "Show testimonial {n}". */
  dotLabel: string;
  /** Visually hidden star rating, e.g. "Rated {n} out of 5". */
  ratingLabel: string;
  /** The decorative opening quotation mark the language uses: “ „ « */
  quoteMark: string;
  /** The closing mark that pairs with it: ” “ » */
  quoteClose: string;
};

/** Strings for the brochure request dialog. */
export type BrochureCopy = {
  /** Trigger button text, e.g. "Download Free Brochure". */
  trigger: string;
  /** Dialog heading and accessible name, e.g. "Get the North Cyprus Property Brochure". */
  title: string;
  description: string;
  nameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  submit: string;
  /** Close button name, e.g. "Close". */
  close: string;
  /** While the details are on their way to the agency. */
  sending: string;
  /** Once the agency's form service has them. It promises no email: nothing sends one. */
  sent: string;
  /** When they could not be sent (an error, a timeout, no connection): nothing typed is lost. */
  failed: string;
  /** When the site has no form service: the brochure at once, and WhatsApp for the details. */
  direct: string;
  /** The link to the printable brochure. */
  openBrochure: string;
  /** The link that hands the same details to the sales team on WhatsApp. */
  sendByWhatsApp: string;
  /** That WhatsApp message; {name}, {email}, {phone} and {page} are filled in. */
  whatsAppMessage: string;
  errors: {
    nameRequired: string;
    emailRequired: string;
    emailInvalid: string;
    phoneRequired: string;
    phoneInvalid: string;
  };
  privacyNote: string;
};

/** The printable brochure (/brochure) and the page a request sent without JavaScript comes back to. */
export type BrochurePageCopy = {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  /** "Print or save as PDF". */
  print: string;
  /** "Prices as of {date}. …": {date} is filled in. */
  asOf: string;
  sections: {
    projects: string;
    villas: string;
    apartments: string;
    resort: string;
    plans: string;
    example: string;
    costs: string;
    steps: string;
    contact: string;
  };
  /** The listing tables' column headings. */
  /** Under a list's highlights when it has more: the first `{shown}` of `{count}`; the list's address follows it. */
  more: string;
  /** Instead of a table when nothing on the list is for sale. */
  none: string;
  columns: { property: string; location: string; bedrooms: string; area: string; titleDeed: string; price: string; monthly: string };
  /** The worked plan: {price}, {percent}, {downPayment}, {balance}, {months}, {monthly}. */
  example: string;
  /** Under each table, the basis of its monthly column (each home's own seller's plan), and what a dash in it means. */
  monthlyNote: string;
  /** The monthly column of a home whose seller offers no plan. */
  noPlan: string;
  contact: { text: string; whatsApp: string; phone: string; web: string; email: string; provider: string };
  thanks: {
    meta: { title: string; description: string };
    title: string;
    text: string;
    openBrochure: string;
    whatsApp: string;
    home: string;
  };
};

/**
 * Visible text of the payment calculator. Templates take `{placeholders}` filled from the plan:
 * {price}, {percent}, {downPayment}, {balance}, {months}, {monthly} (euro amounts already formatted),
 * and {period}: the months as `monthsValue` words them ("75 months").
 */
export type CalculatorCopy = {
  priceLabel: string;
  downLabel: string;
  monthsLabel: string;
  /** Down payment value beside its label and on the slider's scale, e.g. "{percent}%". */
  downValue: string;
  /** Spoken value of the down-payment slider, e.g. "{percent}% ({downPayment})". */
  downValueText: string;
  /** Period value beside its label, on the scale and spoken, per plural form: "{n} months". */
  monthsValue: PluralForms;
  resultsHeading: string;
  downPaymentResult: string;
  balanceResult: string;
  monthlyResult: string;
  /** Suffix after the monthly amount, e.g. "/month". */
  perMonth: string;
  /** Under the monthly amount, per plural form: "over {n} months". */
  overMonths: PluralForms;
  disclaimer: string;
  whatsAppCta: string;
  /** Prefilled WhatsApp message; every placeholder above is available. */
  whatsAppMessage: string;
};

/** A payment plan structure card on /payment-plans. */
export type PlanStructure = {
  name: string;
  deposit: string;
  term: string;
  summary: string;
  points: string[];
  badge?: string;
};

/** A table comparing options row by row: the first column names the row. */
export type ComparisonTable = {
  caption: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
};

/** A budget bracket and the strategy that fits it, on /apartments. */
export type BudgetTier = {
  /** The budget bracket, shown as the card heading, e.g. "€80-120K". */
  budget: string;
  /** The strategy's name, e.g. "Student and starter lets". */
  title: string;
  text: string;
  /** Label and value pairs, e.g. { label: "Expected yield", value: "8-9% a year" }. */
  details: Stat[];
};

/** One development of a developer, with its starting price and guaranteed yield. */
export type Development = {
  name: string;
  location: string;
  /** Short label on the photo, e.g. "Resort apartments". */
  type: string;
  description: string;
  /** Starting price as euro text, e.g. "€100,000". */
  price: string;
  /** Guaranteed yield text, e.g. "7% for 2 years". */
  guarantee: string;
  /** The kind of title deed, named, e.g. "Title deed: Turkish title". */
  titleDeed: string;
  /** A visible badge, e.g. "Flagship"; the card is highlighted when present. */
  badge?: string;
  image: Photo;
};

/** The words every page shares: layout, islands, cards. Every language provides all of them. */
/** A legal fact of content/facts/legal-facts.json, as the guide's list of sources names it. */
export type LegalFactId = 'residency' | 'ownershipLimits' | 'purchasePermission' | 'rentalTax' | 'payingFromRussia' | 'newerRules' | 'homeTaxes.uk' | 'homeTaxes.de' | 'homeTaxes.il' | 'homeTaxes.ru';

/** Each legal fact's name, the home-country taxes by country ("homeTaxes.uk" is `homeTaxes.uk`): a key holds no dot, as a translation tool or the CMS needs. */
export type LegalFactNames = {
  [Id in LegalFactId as Id extends `${string}.${string}` ? never : Id]: string;
} & { homeTaxes: Record<LegalFactId extends `homeTaxes.${infer Country}` ? Country : never, string> };


/** The words every request form shares (a viewing, word of new homes like a search's): components/lead/request-form.tsx. */
export type RequestFormCopy = {
  nameLabel: string;
  /** One field for an e-mail address or a phone number (WhatsApp). */
  contactLabel: string;
  contactHint: string;
  submit: string;
  sending: string;
  /** Once the form service has it; also what a visitor without JavaScript sees when the service sends them back. */
  sent: string;
  /** It could not be sent: nothing typed is lost, and WhatsApp is offered. */
  failed: string;
  /** No form service: the request goes by WhatsApp. */
  direct: string;
  sendByWhatsApp: string;
  privacyNote: string;
  errors: { nameRequired: string; contactRequired: string; contactInvalid: string };
};

/** A listing page's viewing request: how, and two or three preferred days. */
export type ViewingCopy = {
  title: string;
  intro: string;
  submit: string;
  how: { legend: string; inPerson: string; video: string };
  days: { legend: string; hint: string; labels: string[] };
  errors: { daysTooFew: string; dayTooSoon: string; daysSame: string };
  /** The WhatsApp message: {title}, {reference} and {price} from the page; {how}, {days}, {name}, {contact} and {page} from the form. */
  whatsAppMessage: string;
};

/** The search page's "tell me about new homes like these". */
export type AlertCopy = {
  title: string;
  intro: string;
  submit: string;
  /** The WhatsApp message: {name}, {contact} and {page} (the search's address). */
  whatsAppMessage: string;
};

export type CommonWords = {
  /** The request forms' shared words. */
  request: Omit<RequestFormCopy, 'submit'>;
  /**
   * After a sentence that states a legal fact or a cost: where it comes from. {date}: the date its newest
   * source states it as of (compiled), or the day the agency's lawyer confirmed it (confirmed).
   */
  factNote: { compiled: string; compiledUndated: string; confirmed: string };
  /** The guide's list of every legal fact with its sources: {date} of a dated source, and each fact's state. */
  factSources: { title: string; intro: string; names: LegalFactNames; undated: string; dated: string; /** Before the list of a fact's sources. */ sourcesLabel: string };
  /** One line about the agency: footer and structured data. */
  about: string;
  /** The short description of the installed app. */
  tagline: string;
  location: string;
  support: string;
  /** Where the agency sells, as structured data names it. */
  areaServed: string;
  /** The prefilled message of every general WhatsApp button. */
  defaultWhatsAppMessage: string;
  skipLink: string;
  contactUs: string;
  menuButton: string;
  /** Accessible name of the header navigation. */
  mainNavLabel: string;
  /** Accessible name of the language links. */
  languageLabel: string;
  loading: string;
  whatsAppCta: string;
  callNow: string;
  footerContactHeading: string;
  footerWhatsAppLabel: string;
  footerPhoneLabel: string;
  copyright: string;
  /** Each route's short name, in the navigation and breadcrumbs. */
  routeLabels: Record<RouteKey, string>;
  footerColumns: { heading: string; links: { label: string; route: RouteKey }[] }[];
  property: {
    enquire: string;
    /** Completes the enquiry button's accessible name: "Enquire on WhatsApp about {title}". */
    enquireAbout: string;
    /** The monthly figure on the card of a home with a plan, naming whose plan it is: {amount}. */
    monthly: { developer: string; owner: string };
    /** Beside a new build's price: {percent} VAT is in it. */
    vatIncluded: string;
    /**
     * A reduced home (lib/price-reduction.ts): the badge, and the word before the struck-through earlier
     * price (the lowest of the 30 days before the cut, as PAngV § 11 asks): "was", „vorher“, «прежняя цена», "במקום".
     */
    reduced: { badge: string; earlier: string };
    /** A card's yield badge, e.g. "{percent} ROI". */
    roi: string;
    bedrooms: PluralForms;
    bathrooms: PluralForms;
    studio: string;
    /** A card's area, e.g. "{area} m²". */
    area: string;
    features: string;
    /** The WhatsApp message of a card: {title}, {price} and {url} of the page it was seen on. */
    enquiryMessage: string;
    /** A card's title deed line: {type} is one of `titleDeeds`. */
    titleDeed: string;
  };
  /** The three kinds of title deed in North Cyprus, as a card names them. */
  titleDeeds: Record<TitleDeedType, string>;
  /** Conditions shown beside claims that need them, in the claim's own section. */
  claims: {
    /**
     * Every rental guarantee's terms: who gives it, on what basis, for how long and from when, and that it
     * depends on the developer. {percent} is the guaranteed yield; {from} and {to} the shortest and longest terms in years.
     */
    guarantee: string;
    /** The link from those terms to the full explanation on the resort page. */
    guaranteeLink: string;
    /** The link, beside a later guarantee claim on the same page, to the terms stated once above. */
    guaranteeAbove: string;
  };
  faqTitle: string;
  /** Said on a list page with nothing for sale, instead of an empty grid; `{page}` is the list's name in the menu. */
  emptyList: {
    title: string;
    text: string;
    action: string;
    /** The WhatsApp message the action opens. */
    message: string;
  };
  /** The pages of a long list: `{n}` is a page number. `page` names a numbered link ("Page 2"). */
  pagination: {
    label: string;
    previous: string;
    next: string;
    page: string;
    /** Added to the title of every page after the first: "page 2". */
    titleSuffix: string;
  };
  /**
   * A list's page for one town (/villas/in/kyrenia) and the links to those pages. `{inTown}` is one of
   * `in` ("in Kyrenia"), `{n}` the number of homes for sale there, `{price}` the lowest or only price.
   */
  towns: {
    /** The page's title and h1. */
    title: Record<TownListKey, string>;
    /** Under the h1 and in the meta description, by how many are for sale there. */
    intro: { none: Record<TownListKey, string>; single: Record<TownListKey, string>; several: Record<TownListKey, PluralForms> };
    /** Added to the intro in the meta description. */
    description: string;
    /** The heading of a list's links to its town pages ("Villas by town"). */
    nav: Record<TownListKey, string>;
    /** On a listing page, the link to its town's page ("More villas in Kyrenia"). */
    more: Record<TownListKey, string>;
    /** Each town as "in <town>" is said in the language (Russian and Hebrew inflect or join the name). */
    in: Record<PlaceKey, string>;
  };
  /**
   * A page per type that has no list of its own (/apartments/penthouses, /apartments/studios) and the
   * links to every type's page. `{n}` is how many are for sale, `{price}` the lowest or only price.
   */
  types: {
    /** The page's title and h1. */
    title: Record<TypePageKey, string>;
    /** Under the h1 and in the meta description, by how many are for sale. */
    intro: { none: Record<TypePageKey, string>; single: Record<TypePageKey, string>; several: Record<TypePageKey, PluralForms> };
    /** The heading of the links to each type's page ("Homes by type"). */
    nav: string;
    /** Each type's page as the links and the breadcrumb name it: the three lists and the pages per type. */
    names: Record<'villas' | 'apartments' | 'caesarResort' | TypePageKey, string>;
    /** On a listing page, the link to its type's page ("More penthouses for sale"). */
    more: Record<TypePageKey, string>;
  };
  popup: PopupCopy;
  /** The line offered on an English page to a visitor whose browser prefers this language. */
  languageSuggestion: { text: string; action: string; dismiss: string };
};

/** Strings of the WhatsApp popup. */
export type PopupCopy = {
  title: string;
  agentName: string;
  status: string;
  greeting: string;
  startChat: string;
  minimize: string;
  close: string;
  restore: string;
};

/** A heading and its paragraphs. */
export type TextSection = { heading: string; paragraphs: string[] };

/** The legal notice (Impressum) and the privacy policy, with the footer links to them. */
export type LegalCopy = {
  footerNotice: string;
  footerPrivacy: string;
  /** Beside the brochure form's submit button. */
  formPrivacyLink: string;
  notice: {
    meta: { title: string; description: string };
    title: string;
    intro: string;
    /** Above the table, e.g. „Angaben gemäß § 5 DDG". */
    heading: string;
    labels: {
      company: string;
      legalForm: string;
      representative: string;
      address: string;
      email: string;
      phone: string;
      whatsApp: string;
      register: string;
      vat: string;
      licence: string;
      euRepresentative: string;
      responsible: string;
    };
    /** Words around the agency's values, which hold no language. */
    values: {
      /** The company's legal form, spelled out. */
      legalForm: string;
      /** After the street and town: the country as a letter from the buyer's country must name it. */
      country: string;
      /** {name} of the person responsible for the content, at the agency's address. */
      responsible: string;
    };
    /** Paragraphs may use {agency}, {address}, {email}, {euRepresentative}, {host} and {formService}. */
    sections: TextSection[];
  };
  privacy: {
    meta: { title: string; description: string };
    title: string;
    /** "Last updated {date}". */
    updated: string;
    intro: string;
    /** Who is responsible: paragraphs may use {agency}, {address}, {email} and {euRepresentative}; the other sections {formService} and {host}. */
    controller: TextSection;
    /** What the brochure form collects, with a form service configured. */
    form: TextSection;
    /** The same, when the site has no form service. */
    formWithoutService: TextSection;
    /** Cookie-less analytics; shown only where analytics is configured. */
    analytics: TextSection;
    /** What a tap on a video tour sends; shown only while a listing has a video. */
    videos: TextSection;
    whatsApp: TextSection;
    storage: TextSection;
    hosting: TextSection;
    rights: TextSection;
    /** The right to object (Art. 21 GDPR), set apart from the other rights. */
    objection: TextSection;
    /** After the hosting paragraph: every photo is the site's own, or some still come from the stock host. */
    photos: { own: string; bucket: string; stockHost: string };
  };
};

/** The words around a listing's own page; each listing's own words live in its file. */
export type ListingPageCopy = {
  viewing: ViewingCopy;
  floorPlans: { title: string; hint: string };
  /** {title}: the listing's; {host}: YouTube or Vimeo. */
  video: { title: string; play: string; watchOn: string; frameTitle: string; note: string };
  meta: { title: string; description: string };
  breadcrumbLabel: string;
  gallery: {
    label: string;
    photo: string;
    hint: string;
    /** For a listing shown with stock photos: the gallery's name, the note under it, and the badge on each photo (and on its card). */
    illustrative: { label: string; note: string; badge: string };
  };
  facts: {
    title: string;
    price: string;
    bedrooms: string;
    bathrooms: string;
    area: string;
    type: string;
    location: string;
    yield: string;
    status: string;
    titleDeed: string;
    checked: string;
    /** Under the facts of a home on exchange or allocation land: the risk, then a link to the guide's title-deed section. */
    titleDeedRisk: { text: string; link: string };
    reference: string;
    pool: string;
    pools: Record<'private' | 'shared' | 'none', string>;
    seaView: string;
    seaViews: { yes: string; no: string };
    stage: string;
    stages: Record<'newBuild' | 'offPlan' | 'resale', string>;
    /** {date}: the completion month. */
    completion: string;
    plotArea: string;
    beach: string;
    /** {km} */
    beachDistance: string;
    beachOnShore: string;
    airport: string;
    /** {km} */
    airportDistance: string;
  };
  status: { available: string; reserved: string; sold: string };
  converted: { approx: string; others: string; note: string };
  plan: {
    title: string;
    /** Whose plan it is: the developer (named: {name}), or terms its owner agreed to. */
    by: { developer: string; developerNamed: string; owner: string };
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: string;
    /** After the text: at 0% (with the condition), or {interest} a year. */
    interestFree: string;
    interest: string;
    down: string;
    monthly: string;
    calculator: string;
    /** A home whose seller offers no plan: what a buyer pays, and the question to ask. */
    none: { title: string; resale: string; newBuild: string };
  };
  /**
   * Under the headline price: the VAT in it ({percent}, {vat}) and the total with costs ({total}), a link
   * to the costs; on a reduced home, the day of the reduction ({date}) and over how many days before it
   * ({n}) the struck-through price is the lowest asked.
   */
  price: { vatIncluded: string; total: string; reduced: PluralForms };
  /** The home's own purchase costs: {title}, {price} with VAT (a new build's table shows the VAT inside its price, not as a cost on top). */
  costs: { title: string; intro: string; caption: string };
  map: { title: string; alt: string; caption: string };
  /** Town names as the map labels them. */
  places: Record<PlaceKey, string>;
  about: string;
  features: string;
  enquiry: { title: string; text: string };
  sold: { title: string; text: string };
  reserved: string;
  details: string;
};

/*
 * Figures handed to the words. Words never fetch or compute a figure: each page computes these once
 * from the inventory as it is (lib/figures.ts) and every language formats the same values, so a
 * sentence cannot disagree with the cards, whatever is added, sold or removed.
 */

/** One listing a sentence names, in the page's language: its own facts, never another's. */
export type ListingSummary = {
  title: string;
  location: string;
  /** What a buyer pays: with VAT on a new build or off-plan home. */
  price: number;
  /** Its seller's plan, or null when its seller offers none (a resale, unless its owner agreed terms). */
  plan: null | { kind: 'developer' | 'owner'; downPercent: number; months: number; interestPercent: number; monthly: number };
  /** 0 for a studio. */
  bedrooms: number;
  /** Estimated gross yield in percent, where one is claimed. */
  roi?: number;
};

/** The payment plans of the homes on a list: the words speak of plans only as far as these reach. */
export type PlanFigures = {
  /** How many homes on the list have a plan from their seller: the developer's, or terms an owner agreed. */
  count: number;
  developer: number;
  owner: number;
  /** How many have none (their price is paid as the contract says). */
  without: number;
  /** The terms every home with a plan shares, or null when they differ or none has one. */
  common: null | { downPercent: number; months: number; interestPercent: number };
  /** The lowest down payment and the longest term among them, or null when none has a plan. */
  lowestDownPercent: number | null;
  longestMonths: number | null;
  /** The cheapest home with a plan, with its monthly figure, or null. */
  cheapest: ListingSummary | null;
};

/** What a list page's words may say about the listings on it (available or reserved; sold ones are not on it). */
export type ListFigures = {
  /** How many listings the list shows. */
  count: number;
  /** Null when nothing on the list is for sale: the words say so and offer WhatsApp. */
  range: null | {
    lowest: number;
    highest: number;
    cheapest: ListingSummary;
    priciest: ListingSummary;
    /** Fewest and most bedrooms (0: studio). */
    bedrooms: { min: number; max: number };
    /** The lowest price at each number of bedrooms, fewest first. */
    fromByBedrooms: { bedrooms: number; from: number }[];
    /** How many are new builds, off-plan or resales. */
    stages: { newBuild: number; offPlan: number; resale: number };
    plans: PlanFigures;
    /** The listing with the highest claimed yield, if any claims one. */
    topYield: ListingSummary | null;
  };
};

/** Where a legal fact comes from: the date its newest source states it as of (YYYY-MM-DD or YYYY-MM; null: no source is dated) and the day the agency's lawyer confirmed it (null: not yet). */
export type FactBasis = { asOf: string | null; confirmedOn: string | null };

/** The legal facts the words state (content/facts/legal-facts.json), each with its basis. */
export type LegalFigures = {
  /** The permit a home's owner may apply for. minimumPrice: null where the sources set no minimum price. */
  residency: FactBasis & { minimumPrice: number | null; contractPaidPercent: number; titleDeedPermitYears: number; healthCheck: boolean; insurance: boolean; completedHomeOnly: boolean; localBankFunds: boolean };
  /** What a foreigner may take title to, one option only: apartments; or villas of at most villaStoreys in one complex; or one house on housePlotM2; or one plot of plotM2. */
  ownershipLimits: FactBasis & { apartments: number; villas: number; villaStoreys: number; housePlotM2: number; plotM2: number };
  /** The permission to purchase: how many months it usually takes, and the deadlines after it (the title's from the last instalment on a plan: titleFromLastPayment). */
  purchasePermission: FactBasis & { monthsFrom: number; monthsTo: number; titleWithinYears: number; titleFromLastPayment: boolean; taxWithinWorkingDays: number };
  /** The tax on rent in North Cyprus, on the gross rent, by the rent's currency, and the tenancy's registration deadline. */
  rentalTax: FactBasis & { liraPercent: number; foreignCurrencyPercent: number; registerWithinDays: number };
  /** A newer decree reported (in force from reportedInForce) that the facts may not reflect until the lawyer has checked them against it (confirmedOn); null when none is reported. */
  newerRules: (FactBasis & { reportedInForce: string }) | null;
  /** Paying for a home from Russia: why payments through Turkish banks fail, and what to plan. */
  payingFromRussia: FactBasis;
  /** What each buyer's home country taxes. */
  homeTaxes: { uk: FactBasis; de: FactBasis & { saleWithinYears: number }; il: FactBasis & { rentTrackPercent: number }; ru: FactBasis; /** The four together: the newest source of any, confirmed only when all are (on the latest day). */ all: FactBasis };
};

/** A purchase cost's id in content/facts/costs.json. */
export type CostId = 'transferTaxOnContract' | 'transferTaxOnTitle' | 'vat' | 'stampDuty' | 'legalFees' | 'utilities' | 'purchasePermission' | 'agencyCommission';

/** A fee as lawyers quote it in pounds, and the amount in euros the example takes. */
export type QuotedFee = { from: number; to: number; amount: number };

/** One cost in a sentence that names every cost (`Figures['costs'].summary`); each language has a phrase per id. */
export type CostSummaryLine =
  | { id: 'transferTax'; percent: number; onContract: number; onTitle: number }
  | { id: 'stampDuty' | 'vat'; percent: number }
  | { id: 'legalFees' | 'utilities'; fee: QuotedFee }
  | { id: 'purchasePermission'; amount: number };

/** One line of the worked example with its amount; `percent` for a rate, `fee` for a quoted fee. */
export type CostExampleLine = { id: CostId; amount: number; percent: number | null; fee: QuotedFee | null };

/** Every figure the words quote: facts from content/facts and figures from the inventory. */
export type Figures = {
  brand: string;
  legal: LegalFigures;
  /** The VAT on a new build's price, in percent (null: the cost facts list none); every new-build price shown includes it. */
  vatPercent: number | null;
  /**
   * The costs of buying as a foreign buyer (content/facts/costs.json), as of `asOf`. A line the file
   * does not list is null, and the words leave it out; the transfer tax and stamp duty are always there.
   */
  costs: {
    /** The date the newest of the cost facts' sources states them as of (YYYY-MM-DD or YYYY-MM; null: none is dated): every sentence that states a cost says it, and whether a lawyer confirmed them. */
    asOf: string | null;
    /** The date the oldest of those sources states its figures as of: the pages say the figures come from sources of `since` to `asOf`. */
    since: string | null;
    /** When the agency's lawyer confirmed them, or null. */
    confirmedOn: string | null;
    /** The transfer tax for foreign buyers in all, and its two halves. */
    transferTaxPercent: number;
    transferTaxOnContractPercent: number;
    transferTaxOnTitlePercent: number;
    stampDutyPercent: number;
    /** On a new build only (and a resale where it was never paid). */
    vatPercent: number | null;
    /** As quoted in pounds, and the upper end in euros. */
    legalFees: QuotedFee | null;
    /** A one-off contribution to connecting a new build's utilities, as quoted in pounds. */
    utilities: QuotedFee | null;
    purchasePermission: number | null;
    /** What the agency charges the buyer, as a share of the price (0: nothing). */
    commissionPercent: number | null;
    /**
     * The costs on top of the price, in the file's order, for a sentence that names them all with no
     * total: `all` every purchase pays, `newBuild` only a new build. The transfer tax is one line with
     * its two halves; a fee the file does not list is not there; the commission has its own sentence.
     */
    summary: { all: CostSummaryLine[]; newBuild: CostSummaryLine[] };
    /** The worked example: a new build at `price`, every line, the extra and the total. */
    example: {
      /** The price as shown: a new build's includes its VAT (`vatPercent`), the rates are on `priceBeforeVat`. */
      price: number;
      priceBeforeVat: number;
      vatPercent: number | null;
      newBuild: boolean;
      lines: Record<CostId, number>;
      /** The lines it pays, in the order of a purchase, each with its amount (none of 0). */
      items: CostExampleLine[];
      extra: number;
      extraPercent: number;
      total: number;
    };
    /** The taxes of owning and selling, which no purchase total includes. */
    ownership: {
      /** What a private seller pays on a sale, a share of the assessed value. */
      sellerTaxPercent: number;
      /** Whether each private seller has one sale free of it in a lifetime. */
      sellerTaxOneOffExemption: boolean;
      /** The date the seller's tax's own sources state it as of (null: they give none). */
      sellerTaxAsOf: string | null;
    };
  };
  /** The payment plans page's plan against a bank mortgage on one home. */
  planVersusMortgage: {
    price: number;
    planDepositPercent: number;
    planDeposit: number;
    mortgageSharePercent: number;
    mortgageRatePercent: number;
    mortgageYears: number;
    /** What the mortgage costs in all, rounded to €100. */
    mortgageTotal: number;
  };
  developmentFrom: { collection: number; blueVillas: number; beach: number; park: number };
  projectFrom: { panah: number; aventus: number };
  /** The resort page's answer on the guarantee, a link target. */
  guaranteeAnswerId: string;
  popupStorage: { closedAtKey: string; suppressHours: number };
  leadRetentionMonths: number;
  /** How long the host keeps its access records, in days, at most. */
  hostLogDays: number;
  lists: Record<'villas' | 'apartments' | 'caesarResort', ListFigures>;
  /** The payment plans of every home for sale, on every list. */
  plans: PlanFigures;
  /**
   * The homes for sale against published asking prices on the Costa del Sol and the Algarve, per m²
   * (content/facts/market.json), or null when the data does not support "about N% less".
   */
  market: null | {
    medianPerM2: number;
    homes: number;
    regions: { id: 'costaDelSol' | 'algarve'; perM2: number; date: string; lessPercent: number }[];
    lessPercent: number;
  };
  /** Foreign nationals granted the right to buy property in North Cyprus in one year, from a dated, published count (content/facts/market.json). */
  foreignBuyers: { year: number; permits: number; publisher: string; source: { name: string; url: string | null; date: string | null } };
};

/** The search page (/properties): its filters, the count screen readers hear, and what it says when nothing matches. */
export type SearchCopy = {
  alert: AlertCopy;
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** The header's link to this page (an icon: this is its name), and the line on each list page that leads here. */
  headerLink: string;
  listLink: string;
  /** The filter form's name, and the button that applies it without JavaScript. */
  form: string;
  submit: string;
  /** Clears every filter. */
  reset: string;
  /** Offered in every select for "no preference". */
  any: string;
  type: { label: string; options: Record<'villa' | 'apartment' | 'penthouse' | 'studio' | 'resort', string> };
  priceFrom: string;
  priceTo: string;
  beds: { label: string; studio: string; /** {n}: 1, 2, 3 */ exactly: PluralForms; /** {n}: 4 */ atLeast: string };
  town: string;
  pool: string;
  seaView: string;
  stage: { label: string; options: Record<'newBuild' | 'offPlan' | 'resale', string> };
  sort: { label: string; options: Record<'priceAsc' | 'priceDesc' | 'newest' | 'reduced', string> };
  /** Said when the results change (a live region): {n} homes match. */
  count: PluralForms;
  /** While the index loads after a filter is chosen. */
  loading: string;
  /** Shows the next results. */
  more: string;
  /** When the index cannot load: the filters need it; the town pages do not. */
  failed: string;
  /** Without JavaScript the form cannot narrow this page: the town pages can. */
  noScript: string;
  /** The results' heading, for screen readers (the page's title is the page's h1). */
  resultsTitle: string;
  none: {
    title: string;
    text: string;
    widen: string;
    action: string;
    /** The WhatsApp message: {filters} is what the buyer looked for. */
    message: string;
  };
  /** What a buyer looked for, as the WhatsApp message names it: "3 bedrooms, up to €400,000, in Kyrenia". */
  looking: {
    /** {price} */
    from: string;
    /** {price} */
    to: string;
    pool: string;
    seaView: string;
    /** Anything: no filter chosen. */
    anything: string;
    /** The type and the stage as the message's list names them (lower case where the language writes it so). */
    type: Record<'villa' | 'apartment' | 'penthouse' | 'studio' | 'resort', string>;
    stage: Record<'newBuild' | 'offPlan' | 'resale', string>;
    /** {type} with {stage}, when both are chosen: "villa, new build", „Villa (Neubau)“, "וילה מקבלן". */
    kind: string;
  };
};

/** The shortlist (/shortlist): the save buttons, the header's count, the page and its WhatsApp message. */
export type ShortlistCopy = {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** The header's link (a heart): its name, with how many homes are saved. */
  headerLink: string;
  /** {n} homes saved: added to the header link's name when there are any. */
  headerCount: PluralForms;
  /** A save button's name on a card and a listing page ({title}: the listing's); pressed once it is saved. */
  save: string;
  /** The listing page's save button, as it reads before and after saving. */
  saveText: string;
  savedText: string;
  /** While the saved listings load. */
  loading: string;
  /** When they cannot load. */
  failed: string;
  /** The shortlist needs JavaScript: what a visitor without it can do instead. */
  noScript: string;
  /** When the browser refuses to keep anything (a private mode, storage full or blocked). */
  notKept: string;
  /** {n} homes on the shortlist (a live region: it changes as the buyer saves and removes). */
  count: PluralForms;
  empty: { title: string; text: string; action: string };
  /** {n} saved homes are no longer on the site and have been taken off the list. */
  removed: PluralForms;
  send: string;
  /** Under the send button: what the message does. */
  sendNote: string;
  /** The WhatsApp message: an opening line, one line per home ({title}, {price}, {url}), a closing line. */
  message: { intro: string; item: string; /** {item}: a sold home's line, marked */ sold: string; outro: string };
};

/** The 404 page's words. */
export type NotFoundCopy = {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  text: string;
  home: string;
  linksLabel: string;
  links: { label: string; route: RouteKey }[];
  help: string;
};
