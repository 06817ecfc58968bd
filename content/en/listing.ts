import type { ListingPageCopy } from '@/content/types';

/** A property's own page: the labels around its facts and words (content/listings/<id>.json). */
export const listing = {
  meta: {
    /** {title} and {price}. */
    title: '{title}, {price}',
    /** {title}, {rooms} ("3 bedrooms" or "Studio"), {area}, {location} and {price}. */
    description: '{title} for sale in {location}, North Cyprus: {rooms}, {area}, {price}. Photos, payment plan, title deed and location.',
  },
  breadcrumbLabel: 'Breadcrumb',
  gallery: {
    label: 'Photos of {title}',
    /** The link to each photo: {n} and {total}. */
    photo: 'Photo {n} of {total}',
    hint: 'Swipe, scroll or use the arrow keys to see more photos.',
    illustrative: {
      label: 'Illustrative photos for {title}',
      note: 'These photos show the style of home and area; they are not photos of this property. Ask us on WhatsApp for its own photos or a video viewing.',
      badge: 'Illustrative photo',
    },
  },
  facts: {
    title: 'Key facts',
    price: 'Price',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    area: 'Living area',
    type: 'Type',
    location: 'Location',
    yield: 'Rental yield',
    status: 'Status',
    titleDeed: 'Title deed',
    /** {date} the listing's facts were last checked. */
    checked: 'Details checked on {date}',
    /** Under the facts of a home on exchange or allocation land: the risk from before 1974, with a link to the guide's title-deed section. */
    /** What a buyer filters by (the listing file's reference, pool, seaView, stage, completion, plotArea, beachKm; the airport distance from the town). */
    reference: 'Reference',
    pool: 'Pool',
    pools: { private: 'Private pool', shared: 'Shared pool', none: 'No pool' },
    seaView: 'Sea view',
    seaViews: { yes: 'Yes', no: 'No' },
    stage: 'Build stage',
    stages: { newBuild: 'New build', offPlan: 'Off-plan', resale: 'Resale' },
    /** {date}: the month the developer gives, e.g. "June 2027". */
    completion: 'Off-plan, completion {date}',
    plotArea: 'Plot',
    beach: 'Beach',
    /** {km}: the distance, e.g. "0.4". */
    beachDistance: '{km} km',
    beachOnShore: 'On the shore',
    airport: 'Ercan airport',
    /** {km}: as the crow flies from the town, rounded to 5 km. */
    airportDistance: 'about {km} km (straight line)',
    titleDeedRisk: {
      text: 'Land with an exchange or allocation title carries a risk from before 1974. Read about it before you pay more than the reservation fee:',
      link: 'the three kinds of title deed',
    },
  },
  status: { available: 'Available', reserved: 'Reserved', sold: 'Sold' },
  converted: {
    /** Beside the euro price: {amount} in the reader's currency, {date} of the ECB rate. */
    approx: '≈ {amount} (ECB rate of {date})',
    others: 'In other currencies',
    /** Under the conversions. */
    note: 'Approximate, at the European Central Bank reference rate of {date}. The contract price is in euros.',
  },
  plan: {
    title: 'Payment plan',
    by: { developer: 'Offered by the developer', developerNamed: 'Offered by {name}, the developer', owner: 'Terms the owner has agreed to' },
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: 'You pay {percent} ({downPayment}) when you sign, then {months} monthly instalments of {monthly}.',
    interestFree: 'No interest is charged, as long as the instalment price is the cash price.',
    /** {interest}: the yearly rate. */
    interest: 'The instalments carry {interest} interest a year.',
    down: 'Down payment',
    monthly: 'Monthly',
    calculator: 'Try other terms in the calculator',
    none: {
      title: 'Paying for this home',
      resale: 'This is a resale: you buy from the owner, not from a developer, so there is no developer’s payment plan. You pay as the contract you agree with the owner sets out; instalments are possible only if the owner accepts them. Ask us on WhatsApp what this owner accepts.',
      newBuild: 'The developer offers no instalment plan on this home: you pay as the contract sets out. Ask us on WhatsApp for the payment schedule.',
    },
  },
  price: {
    /** Under a new build's price: {percent} and the {vat} in it. */
    vatIncluded: 'Including {percent} VAT ({vat})',
    /** A link to the home's costs: {total} with every purchase cost. */
    total: 'With every purchase cost: {total}',
  },
  costs: {
    title: 'What this home costs in all',
    intro: 'Every cost of buying {title} on top of the price, as a foreign buyer pays it, and the total.',
    /** {title} and its {price}. */
    caption: 'Buying {title} at {price}',
    /** The price row of a new build: its VAT is a line above. */
    netPrice: 'Price before VAT',
  },
  map: {
    title: 'Location',
    /** The map's text alternative: {place}. */
    alt: 'Map of Cyprus marking {place} on the coast of North Cyprus',
    caption: '{location}, North Cyprus',
  },
  places: {
    kyrenia: 'Kyrenia',
    catalkoy: 'Catalkoy',
    alsancak: 'Alsancak',
    lapta: 'Lapta',
    bellapais: 'Bellapais',
    esentepe: 'Esentepe',
    iskele: 'Iskele',
    longBeach: 'Long Beach',
    bafra: 'Bafra',
    famagusta: 'Famagusta',
  },
  about: 'About this property',
  features: 'Features',
  enquiry: {
    title: 'Ask about this property',
    text: 'Send us a message on WhatsApp: we usually reply within the hour, 7 days a week, with floor plans, a video tour and the full payment schedule.',
  },
  sold: {
    title: 'This property has been sold',
    text: 'We keep its page so shared links still work. These similar homes are available now:',
  },
  reserved: 'This property is reserved while a buyer’s lawyer runs the checks. Ask us whether it comes back, or about similar homes.',
  /** The link from a card to its page. */
  details: 'View details',
} satisfies ListingPageCopy;
