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
    title: 'Payment plan for this price',
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: 'On a typical developer plan you pay {percent} ({downPayment}) when you sign, then {months} monthly instalments of {monthly} at 0% interest, as long as the instalment price is the cash price.',
    down: 'Down payment',
    monthly: 'Monthly',
    calculator: 'Work out your own plan for this price',
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
    text: 'Send us a message on WhatsApp: we reply within the hour, 7 days a week, with floor plans, a video tour and the full payment schedule.',
  },
  sold: {
    title: 'This property has been sold',
    text: 'We keep its page so shared links still work. These similar homes are available now:',
  },
  reserved: 'This property is reserved while a buyer’s lawyer runs the checks. Ask us whether it comes back, or about similar homes.',
  /** The link from a card to its page. */
  details: 'View details',
} satisfies ListingPageCopy;
