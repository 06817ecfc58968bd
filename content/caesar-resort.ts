import { calculatePlan } from '@/lib/calculator';
import { formatEuro } from '@/lib/format';
import { photos } from './photos';
import type { Benefit, CallToAction, Development, FaqItem, Hero, PageMeta, PropertyCard, Stat } from './types';

/** The plan behind every "per month" figure on this page: a typical developer plan, 0% interest. */
const plan = { downPercent: 35, months: 75 } as const;

function monthly(price: number): string {
  return formatEuro(calculatePlan({ price, ...plan }).monthlyPayment);
}

/** Price and monthly instalment as card text, both from the one number. */
function priced(price: number): Pick<PropertyCard, 'price' | 'pricePerMonth'> {
  return { price: formatEuro(price), pricePerMonth: `${monthly(price)}/month` };
}

/** Starting prices, matching the featured projects on the home page. */
const from = {
  collection: 100_000,
  blueVillas: 300_000,
  beach: 150_000,
  park: 110_000,
} as const;

export const caesarMeta: PageMeta = {
  title: 'Caesar Resort Iskele: Homes for Sale',
  description:
    'Caesar Resort apartments from €100,000 and Caesar Blue Villas from €300,000 on Long Beach, Iskele, with a 7% rental guarantee and 0% interest plans.',
  keywords: [
    'Caesar Resort',
    'Caesar Resort Iskele',
    'Caesar Blue Villas',
    'Long Beach Iskele property',
    'North Cyprus rental guarantee',
    'North Cyprus resort apartments',
  ],
  path: '/caesar-resort',
  ogImage: photos.resortPool,
};

export const caesarHero: Hero = {
  eyebrow: 'Long Beach · Iskele · North Cyprus',
  title: 'Caesar Resort on Long Beach, Iskele',
  subtitle:
    'Resort apartments and private-pool villas from one developer, with a 7% rental guarantee and interest-free instalments of up to 100 months.',
  image: photos.resortBeach,
  facts: [`From ${formatEuro(from.collection)}`, '7% guaranteed yield', 'Up to 100 months at 0%', 'Residency-eligible homes'],
};

export const caesarHeroActions = {
  whatsApp: 'Chat on WhatsApp',
  listings: 'See the developments',
};

export const caesarAbout = {
  title: 'One developer, four developments',
  paragraphs: [
    'Caesar Resort builds on Long Beach, the sandy shore just north of Iskele on the east coast of North Cyprus. Its four developments share the resort’s pools, spa, gym, restaurants and beach, and range from furnished studios to detached villas with their own pools.',
    'We are an independent agency, not the developer. We visit the sites, read the contracts and tell you plainly which home fits your plans, and your own lawyer checks the title before you pay more than the reservation fee.',
  ],
  stats: [
    { value: '4', label: 'developments on Long Beach' },
    { value: '€100K', label: 'starting price for a resort studio' },
    { value: '7%', label: 'guaranteed rental yield for 2-3 years' },
    { value: '0%', label: 'interest on instalments of up to 100 months' },
  ] satisfies Stat[],
};

function guarantee(years: number): string {
  return `7% for ${years} years`;
}

export const caesarDevelopments = {
  title: 'The four Caesar Resort developments',
  intro: 'Every development comes with a 7% rental guarantee written into your contract; how long it runs depends on the development.',
  labels: { price: 'Starting price', guarantee: 'Guaranteed yield' },
  items: [
    {
      name: 'Caesar Resort Collection',
      location: 'Long Beach, Iskele',
      type: 'Resort apartments',
      description:
        'The heart of the resort: studios to two-bedroom apartments around the main pools, with 60-100 month interest-free payment plans.',
      price: formatEuro(from.collection),
      guarantee: guarantee(3),
      badge: 'Flagship',
      image: photos.resortPool,
    },
    {
      name: 'Caesar Blue Villas',
      location: 'Bafra coast, Iskele',
      type: 'Luxury villas',
      description:
        'Three-bedroom villas with private pools and gardens near the sea. Every villa costs more than €200,000, so each one comes with residency eligibility.',
      price: formatEuro(from.blueVillas),
      guarantee: guarantee(2),
      image: photos.villaLuxury,
    },
    {
      name: 'Caesar Beach Residences',
      location: 'Long Beach, Iskele',
      type: 'Beachfront apartments',
      description: 'Two-bedroom apartments and penthouses on the seafront, with an infinity pool looking over the sand.',
      price: formatEuro(from.beach),
      guarantee: guarantee(3),
      image: photos.resortHotel,
    },
    {
      name: 'Caesar Park Suites',
      location: 'Long Beach, Iskele',
      type: 'Resort suites',
      description: 'Compact one-bedroom suites beside the resort’s sports park, a short walk from the beach: an easy first investment.',
      price: formatEuro(from.park),
      guarantee: guarantee(2),
      image: photos.resortGreen,
    },
  ] satisfies Development[],
};

export const caesarListings = {
  title: 'Available at Caesar Resort',
  intro: `Six homes available now across the four developments. Monthly figures assume ${plan.downPercent}% down and the balance in ${plan.months} interest-free monthly instalments; the yield shown is the developer’s guarantee.`,
  items: [
    {
      id: 'caesar-collection-studio',
      title: 'Resort Pool Studio',
      location: 'Caesar Resort Collection, Iskele',
      ...priced(from.collection),
      bedrooms: 0,
      bathrooms: 1,
      area: 45,
      image: photos.apartmentStudio,
      type: 'Studio',
      roi: '7%',
      features: ['Pool views', 'Furnished', 'Rental managed'],
    },
    {
      id: 'caesar-park-suite',
      title: 'Sports Park Suite',
      location: 'Caesar Park Suites, Iskele',
      ...priced(118_000),
      bedrooms: 1,
      bathrooms: 1,
      area: 58,
      image: photos.apartmentInterior,
      type: 'Resort Suite',
      roi: '7%',
      features: ['Balcony', 'Gym access', 'Near the beach'],
    },
    {
      id: 'caesar-collection-one-bedroom',
      title: 'Collection One-Bedroom',
      location: 'Caesar Resort Collection, Iskele',
      ...priced(135_000),
      bedrooms: 1,
      bathrooms: 1,
      area: 70,
      image: photos.apartmentLiving,
      type: '1-Bedroom Apartment',
      roi: '7%',
      features: ['Spa access', 'Large balcony', 'Pool views'],
    },
    {
      id: 'caesar-beach-two-bedroom',
      title: 'Beachfront Two-Bedroom',
      location: 'Caesar Beach Residences, Iskele',
      ...priced(175_000),
      bedrooms: 2,
      bathrooms: 2,
      area: 98,
      image: photos.apartmentBalcony,
      type: '2-Bedroom Apartment',
      roi: '7%',
      features: ['Beachfront', 'Sea views', 'Infinity pool'],
    },
    {
      id: 'caesar-beach-penthouse',
      title: 'Beach Residences Penthouse',
      location: 'Caesar Beach Residences, Iskele',
      ...priced(245_000),
      bedrooms: 2,
      bathrooms: 2,
      area: 135,
      image: photos.apartmentPenthouse,
      type: 'Penthouse',
      roi: '7%',
      features: ['Roof terrace', 'Hot tub', 'Residency eligible'],
    },
    {
      id: 'caesar-blue-villa',
      title: 'Blue Villa with Private Pool',
      location: 'Caesar Blue Villas, Iskele',
      ...priced(from.blueVillas),
      bedrooms: 3,
      bathrooms: 3,
      area: 170,
      image: photos.poolVilla,
      type: 'Luxury Villa',
      roi: '7%',
      features: ['Private pool', 'Garden', 'Residency eligible'],
    },
  ] satisfies PropertyCard[],
};

export const caesarReasons = {
  title: 'Why buyers choose Caesar Resort',
  intro: 'A resort you can enjoy on holiday and rely on as an investment, from a developer whose terms are in writing.',
  items: [
    {
      icon: 'key',
      title: 'A rental guarantee in writing',
      text: '7% a year for the first 2-3 years, depending on the development: 2 years at Caesar Blue Villas and Caesar Park Suites, 3 years at the Collection and Beach Residences.',
    },
    {
      icon: 'percent',
      title: '0% interest, up to 100 months',
      text: 'Pay 30-40% down, then interest-free instalments; at Caesar Resort Collection you can spread them over 60-100 months. Off-plan phases start from 20% down.',
    },
    {
      icon: 'sun',
      title: 'Resort life on your doorstep',
      text: 'Pools, a spa, a gym, restaurants and the sand of Long Beach, shared by all four developments.',
    },
    {
      icon: 'home',
      title: 'Looked after while you are away',
      text: 'On-site rental management, cleaning and maintenance, so your home earns its keep and stays in shape between visits.',
    },
    {
      icon: 'passport',
      title: 'A route to residency',
      text: 'Villas and penthouses over €200,000 make you eligible for a residence permit for you and your family.',
    },
    {
      icon: 'shield',
      title: 'Checked by your own lawyer',
      text: 'An independent lawyer checks the title, the permits and the guarantee contract before you pay more than the €2,000-5,000 reservation fee.',
    },
  ] satisfies Benefit[],
};

export const caesarMidCta: CallToAction = {
  title: 'Get the Caesar Resort price list',
  description:
    'Ask us on WhatsApp for current availability, floor plans and the payment schedule for any home. We reply within 1 hour, 7 days a week.',
  variant: 'secondary',
};

export const caesarFaq: FaqItem[] = [
  {
    question: 'Who is Caesar Resort?',
    answer:
      'Caesar Resort is the developer behind four developments on Long Beach, Iskele: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences and Caesar Park Suites. We are an independent agency that sells its homes, not the developer, so our advice is about which home fits you.',
  },
  {
    question: 'How much do Caesar Resort properties cost?',
    answer: `Studios at Caesar Resort Collection start at ${formatEuro(from.collection)}, suites at Caesar Park Suites at ${formatEuro(from.park)}, apartments at Caesar Beach Residences at ${formatEuro(from.beach)} and villas at Caesar Blue Villas at ${formatEuro(from.blueVillas)}. On top of the price, allow about 6% transfer tax and 1-1.5% legal fees.`,
  },
  {
    question: 'How does the rental guarantee work?',
    answer:
      'The developer guarantees 7% of the purchase price a year for the first 2-3 years after handover, depending on the development: 2 years at Caesar Blue Villas and Caesar Park Suites, 3 years at Caesar Resort Collection and Caesar Beach Residences. The guarantee is written into your contract. Afterwards the on-site team can keep letting your home; well-located resort homes typically earn 7-9% a year.',
  },
  {
    question: 'What payment plans does Caesar Resort offer?',
    answer: `Typically 30-40% down, then interest-free instalments; at Caesar Resort Collection you can spread them over 60-100 months. Off-plan phases can start from 20% down. The figures on our cards assume ${plan.downPercent}% down and ${plan.months} months, which is ${monthly(from.collection)} a month for the ${formatEuro(from.collection)} studio.`,
  },
  {
    question: 'Can I get residency by buying at Caesar Resort?',
    answer:
      'A purchase over €200,000 makes you eligible for a residence permit. At Caesar Resort that means a Caesar Blue Villa or a penthouse at Caesar Beach Residences; your lawyer prepares the application after the purchase.',
  },
  {
    question: 'Where exactly is Caesar Resort?',
    answer:
      'On Long Beach, just north of Iskele on the east coast of North Cyprus. Famagusta, with its old town and universities, is a short drive south, and Ercan Airport is about an hour away by car.',
  },
  {
    question: 'What does it cost to own a home at the resort?',
    answer:
      'Property tax is around 0.5% a year, plus a site maintenance fee that pays for the pools, gardens and security, and your utilities. There is no capital gains or inheritance tax. Non-residents should allow for 15% withholding tax on rental income.',
  },
  {
    question: 'Can I buy without travelling to Cyprus?',
    answer:
      'Yes. We show you homes on a live video call, and your lawyer can act for you under a power of attorney. A reservation fee of €2,000-5,000 holds the home for 7-14 days; purchase permission costs about €500 and takes 2-4 weeks, and the whole purchase usually takes 4-8 weeks.',
  },
];

export const caesarClosingCta: CallToAction = {
  title: 'See Caesar Resort for yourself',
  description:
    'Join us on a viewing trip to Long Beach, or walk through the show homes on a live video call. We reply within 1 hour, 7 days a week.',
};
