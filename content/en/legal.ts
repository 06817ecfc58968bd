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
      labels: {
        company: 'Company',
        address: 'Address',
        email: 'Email',
        phone: 'Phone',
        whatsApp: 'WhatsApp',
        register: 'Company register',
        vat: 'Tax number',
        responsible: 'Responsible for the content',
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
          paragraphs: ['Where we link to other websites (WhatsApp, developers, public bodies), their owners are responsible for what they publish.'],
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
        paragraphs: ['The agency named in our legal notice is responsible for your data. Write to us at the email address there with any question or request about it.'],
      },
      form: {
        heading: 'The brochure form',
        paragraphs: [
          'When you request the brochure we receive your name, email address and phone number, the language of the page and the address of the page you sent it from. We use them only to answer you about property in North Cyprus: by email, phone or WhatsApp, as you prefer. We do not sell them or pass them to developers without asking you first.',
          'The form is delivered to us by a form service that acts for us and keeps the details only to pass them on. A hidden field catches automated spam; there is no captcha and no tracking script.',
          `We keep your details for ${f.plural(v.leadRetentionMonths, { one: '{n} month', other: '{n} months' })} after our last contact, then delete them, unless you buy through us and the law requires us to keep the records of the sale for longer.`,
        ],
      },
      formWithoutService: {
        heading: 'The brochure form',
        paragraphs: [
          'The brochure form sends nothing to us. It opens the brochure, and offers to put your name, email address and phone number into a WhatsApp message; you decide whether to send it.',
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
          'A WhatsApp button opens WhatsApp with a message already written; nothing is sent until you send it. WhatsApp (Meta) then handles the conversation under its own privacy policy. A phone link only asks your device to call us.',
        ],
      },
      storage: {
        heading: 'What is stored on your device',
        paragraphs: [
          `No cookies. If you close the WhatsApp chat box, your browser keeps the time you closed it (local storage, under “${v.popupStorage.closedAtKey}”) so that the box stays away for ${f.plural(v.popupStorage.suppressHours, { one: '{n} hour', other: '{n} hours' })}. It never leaves your device, and clearing your browser’s site data removes it.`,
        ],
      },
      hosting: {
        heading: 'Hosting and photos',
        paragraphs: [
          'The host that serves this site records technical access data (IP address, time, page requested) to deliver it and protect it against abuse, and deletes it after a short time. Fonts come from this site itself. Photos are loaded from the Unsplash image service, which therefore sees your IP address, as any website you load a picture from does.',
        ],
      },
      rights: {
        heading: 'Your rights',
        paragraphs: [
          'You can ask us what we hold about you and for a copy of it, have it corrected or deleted, limit how we use it, object to its use, and take back any consent you gave, at any time and free of charge. Write to us at the email address in our legal notice; we answer within one month.',
          'You can also complain to the data protection authority where you live or work, for example your country’s data protection commissioner.',
        ],
      },
    },
  }) satisfies LegalCopy;
