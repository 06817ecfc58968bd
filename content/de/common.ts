import type { CommonWords } from '@/content/types';

export const common: CommonWords = {
  about:
    'Eine unabhängige Immobilienagentur, die Familien aus Großbritannien, Deutschland, Israel und Russland beim Kauf von Villen, Wohnungen und Resort-Immobilien in Nordzypern begleitet – von der ersten Besichtigung bis zur Eigentumsumschreibung im Grundbuch.',
  tagline: 'Villen, Wohnungen und Resort-Immobilien in Nordzypern',
  location: 'Kyrenia (Girne), TRNZ (Nordzypern)',
  support: 'An 7 Tagen die Woche für Sie da, Antwort innerhalb einer Stunde',
  areaServed: 'Nordzypern',
  defaultWhatsAppMessage: 'Hallo! Ich interessiere mich für Immobilien in Nordzypern. Können Sie mir weiterhelfen?',
  skipLink: 'Zum Inhalt springen',
  contactUs: 'Kontakt',
  menuButton: 'Menü',
  mainNavLabel: 'Hauptnavigation',
  languageLabel: 'Sprache',
  loading: 'Wird geladen …',
  whatsAppCta: 'Per WhatsApp schreiben',
  callNow: 'Jetzt anrufen',
  footerContactHeading: 'Kontakt',
  footerWhatsAppLabel: 'WhatsApp',
  footerPhoneLabel: 'Telefon',
  copyright: 'Alle Rechte vorbehalten.',
  routeLabels: {
    home: 'Startseite',
    villas: 'Villen',
    apartments: 'Wohnungen',
    investment: 'Kapitalanlage',
    paymentPlans: 'Zahlungspläne',
    caesarResort: 'Caesar Resort',
    guide: 'Kaufratgeber',
  },
  footerColumns: [
    {
      heading: 'Immobilien',
      links: [
        { label: 'Villen zum Kauf', route: 'villas' },
        { label: 'Wohnungen zum Kauf', route: 'apartments' },
        { label: 'Caesar Resort', route: 'caesarResort' },
      ],
    },
    {
      heading: 'Ratgeber',
      links: [
        { label: 'Kaufratgeber', route: 'guide' },
        { label: 'Zahlungspläne', route: 'paymentPlans' },
        { label: 'Kapitalanlage', route: 'investment' },
      ],
    },
  ],
  property: {
    enquire: 'Per WhatsApp anfragen',
    enquireAbout: 'zum Objekt',
    monthlyFrom: 'ab {amount}/Monat',
    roi: '{percent} Bruttorendite (geschätzt)',
    bedrooms: { one: '{n} Schlafzimmer', other: '{n} Schlafzimmer' },
    bathrooms: { one: '{n} Bad', other: '{n} Bäder' },
    studio: 'Studio',
    area: '{area}\u00a0m²',
    features: 'Ausstattung',
    enquiryMessage:
      'Hallo! Ich interessiere mich für dieses Objekt: {title} ({price}, Objektnummer {reference}), gesehen auf {url}. Ist es noch verfügbar?',
    titleDeed: 'Eigentumsurkunde: {type}',
  },
  titleDeeds: {
    turkish: 'Türkischer Titel',
    exchange: 'Tauschtitel (Eşdeğer)',
    allocation: 'Zuteilungstitel (Tahsis)',
  },
  claims: {
    guarantee:
      'Mietgarantien gibt der Bauträger, nicht wir und keine Bank: {percent} des Kaufpreises pro Jahr, brutto, in den ersten {from}–{to} Jahren nach der Übergabe, so wie es Ihr Vertrag festhält. Eine Garantie ist nur so gut wie der Bauträger, der dahintersteht.',
    guaranteeLink: 'So funktioniert die Mietgarantie',
  },
  faqTitle: 'Häufige Fragen',
  emptyList: {
    title: 'Derzeit alles verkauft',
    text: 'Alles, was wir hier angeboten hatten, ist verkauft. Jede Woche kommen neue Immobilien auf den Markt, viele davon, bevor sie öffentlich inseriert werden: Sagen Sie uns, wonach Sie suchen, und wir schicken Ihnen die ersten passenden Angebote.',
    action: 'Per WhatsApp nach neuen Angeboten fragen',
    message: 'Hallo! Auf Ihrer Seite „{page}“ ist alles verkauft. Bitte schicken Sie mir die nächsten Immobilien, die auf den Markt kommen.',
  },
  pagination: {
    label: 'Seiten',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {n}',
    titleSuffix: 'Seite {n}',
  },
  towns: {
    title: { villas: 'Villen {inTown} kaufen', apartments: 'Wohnungen {inTown} kaufen' },
    intro: {
      none: { villas: 'Derzeit ist {inTown} keine Villa zu kaufen.', apartments: 'Derzeit ist {inTown} keine Wohnung zu kaufen.' },
      single: { villas: 'Eine Villa zum Kauf {inTown}, für {price}.', apartments: 'Eine Wohnung zum Kauf {inTown}, für {price}.' },
      several: {
        villas: { one: '{n} Villa zum Kauf {inTown}, ab {price}.', other: '{n} Villen zum Kauf {inTown}, ab {price}.' },
        apartments: { one: '{n} Wohnung zum Kauf {inTown}, ab {price}.', other: '{n} Wohnungen zum Kauf {inTown}, ab {price}.' },
      },
    },
    description: 'Zu jedem Objekt Preis, Fläche, Eigentumsurkunde und Ratenplan; Fragen beantworten wir per WhatsApp.',
    nav: { villas: 'Villen nach Ort', apartments: 'Wohnungen nach Ort' },
    more: { villas: 'Weitere Villen {inTown}', apartments: 'Weitere Wohnungen {inTown}' },
    in: {
      kyrenia: 'in Kyrenia',
      catalkoy: 'in Catalkoy',
      alsancak: 'in Alsancak',
      lapta: 'in Lapta',
      bellapais: 'in Bellapais',
      esentepe: 'in Esentepe',
      iskele: 'in Iskele',
      longBeach: 'in Long Beach',
      bafra: 'in Bafra',
      famagusta: 'in Famagusta',
    },
  },
  types: {
    title: { penthouse: 'Penthouses in Nordzypern kaufen', studio: 'Studios in Nordzypern kaufen' },
    intro: {
      none: { penthouse: 'Derzeit ist kein Penthouse zu kaufen.', studio: 'Derzeit ist kein Studio zu kaufen.' },
      single: { penthouse: 'Ein Penthouse zum Kauf, für {price}.', studio: 'Ein Studio zum Kauf, für {price}.' },
      several: {
        penthouse: { one: '{n} Penthouse zum Kauf, ab {price}.', other: '{n} Penthouses zum Kauf, ab {price}.' },
        studio: { one: '{n} Studio zum Kauf, ab {price}.', other: '{n} Studios zum Kauf, ab {price}.' },
      },
    },
    nav: 'Immobilien nach Art',
    names: { villas: 'Villen', apartments: 'Wohnungen', penthouse: 'Penthouses', studio: 'Studios', caesarResort: 'Resort-Immobilien' },
    more: { penthouse: 'Weitere Penthouses zum Kauf', studio: 'Weitere Studios zum Kauf' },
  },
  popup: {
    title: 'Schreiben Sie uns auf WhatsApp',
    agentName: 'Verkaufsteam',
    status: 'Antwortet meist innerhalb einer Stunde',
    greeting:
      'Hallo! Sie suchen eine Villa oder Wohnung in Nordzypern? Fragen Sie uns gern alles zu Preisen, Zahlungsplänen oder Besichtigungen.',
    startChat: 'Chat starten',
    minimize: 'Minimieren',
    close: 'Schließen',
    restore: 'WhatsApp-Chat öffnen (1 neue Nachricht)',
  },
  languageSuggestion: {
    text: 'Diese Seite gibt es auch auf Deutsch.',
    action: 'Auf Deutsch lesen',
    dismiss: 'Ausblenden',
  },
};
