import type { Benefit, CallToAction, FaqItem, Figures, Format, PluralForms, Stat } from '@/content/types';
import { cardPlans, costSummary, ownershipTaxes, residency, residencyShort } from './costs';

export const caesarResort = (f: Format, v: Figures) => {
  const r = v.lists.caesarResort.range;
  return {
    meta: {
      title: 'Caesar Resort Iskele: Homes for Sale',
      description:
        `Caesar Resort apartments from ${f.euro(v.developmentFrom.collection)} and Caesar Blue Villas from ${f.euro(v.developmentFrom.blueVillas)} on Long Beach, Iskele: the developer guarantees 7% rent, gross, for 2-3 years.`,
      keywords: [
        'Caesar Resort',
        'Caesar Resort Iskele',
        'Caesar Blue Villas',
        'Long Beach Iskele property',
        'North Cyprus rental guarantee',
        'North Cyprus resort apartments',
      ],
    },
    hero: {
      eyebrow: 'Long Beach · Iskele · North Cyprus',
      title: 'Caesar Resort on Long Beach, Iskele',
      subtitle:
        'Resort apartments and private-pool villas from one developer, who guarantees 7% of the price a year in rent for the first 2-3 years, with interest-free instalments of up to 100 months.',
      facts: [`From ${f.euro(v.developmentFrom.collection)}`, '7% developer guarantee, gross', 'Up to 100 months at 0%', 'Owners can apply for residency'],
    },
    heroActions: {
      whatsApp: 'Chat on WhatsApp',
      listings: 'See the developments',
    },
    about: {
      title: 'One developer, four developments',
      paragraphs: [
        'Caesar Resort builds on Long Beach, the sandy shore just north of Iskele on the east coast of North Cyprus. Its four developments share the resort’s pools, spa, gym, restaurants and beach, and range from furnished studios to detached villas with their own pools.',
        'We are an agency, not the developer. We visit the sites, read the contracts and tell you plainly which home fits your plans, and your own lawyer checks the title before you pay more than the reservation fee.',
      ],
      stats: [
        { value: '4', label: 'developments on Long Beach' },
        { value: f.euro(v.developmentFrom.collection), label: 'starting price at Caesar Resort Collection' },
        { value: '7%', label: 'rent a year guaranteed by the developer, gross, for 2-3 years after handover' },
        { value: '0%', label: 'interest on instalments of up to 100 months' },
      ] satisfies Stat[],
    },
    developments: {
      title: 'The four Caesar Resort developments',
      intro: 'At every development the developer guarantees 7% of the purchase price a year in rent, gross, written into your contract; how long it runs from handover depends on the development.',
      labels: { price: 'Starting price', guarantee: 'Developer’s guarantee' },
      /** {percent} is the guaranteed yield and {n} the years it runs. */
      guarantee: { one: '{percent} for {n} year', other: '{percent} for {n} years' } as PluralForms,
      flagship: 'Flagship',
      items: {
        collection: {
          name: 'Caesar Resort Collection',
          location: 'Long Beach, Iskele',
          type: 'Resort apartments',
          description:
            'The heart of the resort: studios to two-bedroom apartments around the main pools, with 60-100 month interest-free payment plans.',
        },
        blueVillas: {
          name: 'Caesar Blue Villas',
          location: 'Bafra coast, Iskele',
          type: 'Luxury villas',
          description:
            'Three-bedroom villas with private pools and gardens near the sea.',
        },
        beach: {
          name: 'Caesar Beach Residences',
          location: 'Long Beach, Iskele',
          type: 'Beachfront apartments',
          description:
            'Two-bedroom apartments and penthouses on the seafront, with an infinity pool looking over the sand.',
        },
        park: {
          name: 'Caesar Park Suites',
          location: 'Long Beach, Iskele',
          type: 'Resort suites',
          description:
            'Compact one-bedroom suites beside the resort’s sports park, a short walk from the beach: an easy first investment.',
        },
      },
    },
    listings: {
      title: 'Available at Caesar Resort',
      intro: `Homes available now across the four developments, each with its own page.${r ? ` ${cardPlans(f, r.plans)}` : ''} The yield on each card is a gross estimate; the developer’s guarantee above is a separate promise, written into your contract.`,
    },
    reasons: {
      title: 'Why buyers choose Caesar Resort',
      intro: 'A resort you can enjoy on holiday and let while you are away, from a developer whose terms are written into your contract.',
      items: [
        {
          icon: 'key',
          title: 'A rental guarantee in writing',
          text: 'The developer guarantees 7% of the price a year, gross, for the first 2-3 years after handover, depending on the development: 2 years at Caesar Blue Villas and Caesar Park Suites, 3 years at the Collection and Beach Residences.',
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
          text: residencyShort(f, v),
        },
        {
          icon: 'shield',
          title: 'Checked by your own lawyer',
          text: 'An independent lawyer checks the title, the permits and the guarantee contract before you pay more than the €2,000-5,000 reservation fee.',
        },
      ] satisfies Benefit[],
    },
    midCta: {
      title: 'Get the Caesar Resort price list',
      description:
        'Ask us on WhatsApp for current availability, floor plans and the payment schedule for any home. We usually reply within the hour, 7 days a week.',
      variant: 'secondary',
    } satisfies CallToAction,
    faq: [
      {
        question: 'Who is Caesar Resort?',
        answer:
          'Caesar Resort is the developer behind four developments near Iskele, on Long Beach and the Bafra coast: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences and Caesar Park Suites. We are an independent agency that sells its homes, not the developer, so our advice is about which home fits you.',
      },
      {
        question: 'How much do Caesar Resort properties cost?',
        answer: `Homes at Caesar Resort Collection start at ${f.euro(v.developmentFrom.collection)}, suites at Caesar Park Suites at ${f.euro(v.developmentFrom.park)}, apartments at Caesar Beach Residences at ${f.euro(v.developmentFrom.beach)} and villas at Caesar Blue Villas at ${f.euro(v.developmentFrom.blueVillas)}. ${costSummary(f, v)}`,
      },
      {
        id: v.guaranteeAnswerId,
        question: 'How does the rental guarantee work?',
        answer:
          'The developer, not us or a bank, guarantees 7% of the purchase price a year, gross (before the site maintenance fee and taxes), for the first 2-3 years after handover, depending on the development: 2 years at Caesar Blue Villas and Caesar Park Suites, 3 years at Caesar Resort Collection and Caesar Beach Residences. The guarantee is written into your contract, so it is only as good as the developer: your lawyer checks the contract and the developer’s record before you commit. Afterwards the on-site team can keep letting your home; well-located resort homes typically earn an estimated 7-9% a year, gross.',
      },
      {
        question: 'What payment plans does Caesar Resort offer?',
        answer: r ? cardPlans(f, r.plans) : 'Ask us on WhatsApp about the developer’s plans for the next homes at the resort.',
      },
      {
        question: 'Can I get residency by buying at Caesar Resort?',
        answer: residency(f, v),
      },
      {
        question: 'Where exactly is Caesar Resort?',
        answer:
          'On Long Beach, just north of Iskele on the east coast of North Cyprus. Famagusta, with its old town and universities, is a short drive south, and Ercan Airport is about an hour away by car.',
      },
      {
        question: 'What does it cost to own a home at the resort?',
        answer:
          f.sentences(
            'You pay a site maintenance fee that pays for the pools, gardens and security, and your utilities. Owners who are not residents of North Cyprus pay a 15% withholding tax there on rental income.',
            ownershipTaxes(f, v),
          ),
      },
      {
        question: 'Can I buy without travelling to Cyprus?',
        answer:
          'Yes. We show you homes on a live video call, and your lawyer can act for you under a power of attorney. A reservation fee of €2,000-5,000 holds the home for 7-14 days; your lawyer also applies for the permission to purchase.',
      },
    ] satisfies FaqItem[],
    closingCta: {
      title: 'See Caesar Resort for yourself',
      description:
        'Join us on a viewing trip to Long Beach, or walk through the show homes on a live video call. We usually reply within the hour, 7 days a week.',
    } satisfies CallToAction,
  };
};
