import type { Figures, Format, LegalCopy } from '@/content/types';

/** The legal notice and the privacy policy. */
export const legal = (f: Format, v: Figures) =>
  ({
    footerNotice: 'Legal notice',
    footerPrivacy: 'Privacy policy',
    formPrivacyLink: 'How we handle your details',
    notice: {
      meta: { title: 'Legal notice', description: 'Who runs this website: the agency’s name, address, register and tax numbers, and how to reach us.' },
      title: 'Legal notice',
      intro: 'This website is run by the estate agency named below.',
      heading: 'Who runs this site',
      labels: {
        company: 'Company',
        legalForm: 'Legal form',
        representative: 'Represented by',
        address: 'Address',
        email: 'Email',
        phone: 'Phone',
        whatsApp: 'WhatsApp',
        register: 'Company register (TRNC Registrar of Companies)',
        vat: 'Tax number (TRNC tax office)',
        licence: 'Estate agent licence and supervisory body',
        euRepresentative: 'Representative in the EU (Art. 27 GDPR)',
        responsible: 'Responsible for the content',
      },
      values: {
        legalForm: 'Private limited company under the law of the Turkish Republic of Northern Cyprus',
        country: 'North Cyprus (TRNC), Mersin 10, Turkey',
        responsible: '{name}, at the address above',
      },
      sections: [
        {
          heading: 'What we do, and what we do not',
          paragraphs: [
            'We are an estate agency: we introduce buyers to properties and developers in North Cyprus and help them through the purchase. We do not give legal, tax or investment advice. Prices, payment plans, yields and rental guarantees on this site come from the developers and can change; a lawyer of your own should check every contract before you sign, and a tax adviser in your own country should tell you what the purchase means for your taxes.',
          ],
        },
        {
          heading: 'Links to other sites',
          paragraphs: ['Where we link to other websites (WhatsApp, developers, public bodies, the sources of our cost figures), their owners are responsible for what they publish.'],
        },
        {
          heading: 'Consumer disputes',
          paragraphs: ['We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.'],
        },
      ],
    },
    privacy: {
      meta: { title: 'Privacy policy', description: 'What this website collects, why, where it goes, how long it is kept, and your rights. No cookies.' },
      title: 'Privacy policy',
      updated: 'Last updated {date}',
      intro:
        'This site sets no cookies and asks for your details only when you choose to request the brochure. This page says what is collected, why, where it goes, how long it is kept, and what you can ask of us.',
      controller: {
        heading: 'Who is responsible',
        paragraphs: [
          'Responsible for your data is {agency}, {address}, email {email}. Write to us there with any question or request about your data.',
          'We are based in North Cyprus, outside the European Union; the European Commission has made no adequacy decision for North Cyprus. Because we offer property to buyers in the EU, the GDPR applies to us (Art. 3(2)(a) GDPR) and you have all your rights under it. Our representative in the EU (Art. 27 GDPR) is {euRepresentative}; you can also write to them with any question about your data.',
        ],
      },
      form: {
        heading: 'The brochure form',
        paragraphs: [
          'When you request the brochure we receive your name, email address and phone number, the language of the page and the address of the page you sent it from. We use them only to answer you about property in North Cyprus: by email, phone or WhatsApp, as you prefer. We do not sell them or pass them to developers without asking you first.',
          'The form is delivered to us by {formService}, a form service that acts for us (a processor) and keeps the details only to pass them on. Where it is based outside the EU, the transfer rests on the European Commission’s standard contractual clauses (Art. 46(2)(c) GDPR) or, for a US company, on its certification under the EU-U.S. Data Privacy Framework. A hidden field catches automated spam; there is no captcha and no tracking script.',
          'Giving your details is voluntary; without a name and a way to reach you we cannot answer you. We make no automated decisions about you and build no profile of you. We use your details to answer the request you sent (Art. 6(1)(b) GDPR); because we are based in North Cyprus, they are processed there, outside the EU.',
          `We keep your details for ${f.plural(v.leadRetentionMonths, { one: '{n} month', other: '{n} months' })} after our last contact, then delete them, unless you buy through us and the law requires us to keep the records of the sale for longer.`,
        ],
      },
      formWithoutService: {
        heading: 'The brochure form',
        paragraphs: [
          'The brochure form sends nothing to us. It opens the brochure, and offers to put your name, email address and phone number into a WhatsApp message; you decide whether to send it.',
          'Giving your details is voluntary; without a name and a way to reach you we cannot answer you. We make no automated decisions about you and build no profile of you.',
          `Details you send us on WhatsApp are kept for ${f.plural(v.leadRetentionMonths, { one: '{n} month', other: '{n} months' })} after our last contact, then deleted, unless you buy through us and the law requires us to keep the records of the sale for longer.`,
        ],
      },
      analytics: {
        heading: 'Counting visits without cookies',
        paragraphs: [
          'We count visits with Plausible Analytics, which sets no cookie and keeps no identifier that follows you from day to day or from site to site. Each page view and each tap on a call to action (WhatsApp, phone, the brochure, a payment plan, a change of language) is sent with the page’s address and language only. Plausible tells visitors apart within one day by a hash of the IP address and browser that it never stores, and keeps only the totals.',
          'We use the totals to see which pages, languages and properties bring enquiries. Because nothing identifies you and nothing is stored on your device, no consent is asked for.',
        ],
      },
      whatsApp: {
        heading: 'WhatsApp and phone calls',
        paragraphs: [
          'A WhatsApp button opens WhatsApp with a message already written; nothing is sent until you send it. A phone link only asks your device to call us.',
          `When you write to us on WhatsApp or by email, or call us, we use what you tell us to answer your enquiry (Art. 6(1)(b) GDPR) and delete it ${f.plural(v.leadRetentionMonths, { one: '{n} month', other: '{n} months' })} after our last contact, unless you buy through us and the law requires us to keep the records of the sale for longer. WhatsApp is provided in the EU by WhatsApp Ireland Limited, Merrion Road, Dublin 4, Ireland; data may be passed to Meta Platforms, Inc. in the USA, which is certified under the EU-U.S. Data Privacy Framework.`,
        ],
      },
      storage: {
        heading: 'What is stored on your device',
        paragraphs: [
          `No cookies. If you close the WhatsApp chat box, your browser keeps the time you closed it (local storage, under “${v.popupStorage.closedAtKey}”) so that the box stays away for ${f.plural(v.popupStorage.suppressHours, { one: '{n} hour', other: '{n} hours' })}. It never leaves your device, and clearing your browser’s site data removes it. Two more things stay in the same local storage, and only if you use them: the homes you save to your shortlist, so that the shortlist page can show them again, and, if you close the suggestion to read the site in your own language, that you closed it. Neither leaves your device unless you send your shortlist to us yourself; clearing your browser’s site data removes both. They are needed for what you asked for, so no consent is asked for.`,
        ],
      },
      hosting: {
        heading: 'Hosting and photos',
        paragraphs: [
          `Our host, {host}, records technical access data (IP address, time, page requested) to deliver the site and protect it against abuse, our legitimate interest (Art. 6(1)(f) GDPR), and deletes it after at most ${f.plural(v.hostLogDays, { one: '{n} day', other: '{n} days' })}. Fonts come from this site itself.`,
        ],
      },
      rights: {
        heading: 'Your rights',
        paragraphs: [
          'You can ask us what we hold about you and for a copy of it, have it corrected or deleted, limit how we use it, object to its use, and take back any consent you gave, at any time and free of charge. Write to us at the email address in our legal notice; we answer within one month.',
          'You can also complain to the data protection authority where you live or work, for example your country’s data protection commissioner.',
        ],
      },
      objection: {
        heading: 'Your right to object (Art. 21 GDPR)',
        paragraphs: [
          'Where we process data on the basis of our legitimate interest (Art. 6(1)(f) GDPR), such as the host’s access records, you may object to that processing at any time, on grounds relating to your particular situation. We then stop, unless we can show compelling legitimate grounds that override your interests, rights and freedoms, or the processing is needed to establish, exercise or defend legal claims. Write to us at {email}.',
        ],
      },
      /** Where the photos come from, by what this build serves itself (scripts/photos). */
      photos: {
        own: 'Photos come from this site itself; no other service sees your visit.',
        stockHost: 'Some photos are still loaded from the Unsplash image service, which therefore sees your IP address when your browser fetches them (our legitimate interest in showing them, Art. 6(1)(f) GDPR); Unsplash is based in the USA.',
      },
    },
  }) satisfies LegalCopy;
