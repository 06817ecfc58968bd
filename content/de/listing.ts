import type { ListingPageCopy } from '@/content/types';

/** A property's own page: the labels around its facts and words (content/listings/<id>.json). */
export const listing = {
  meta: {
    /** {title} and {price}. */
    title: '{title} – {price}',
    /** {title}, {rooms} ("3 Schlafzimmer" or "Studio"), {area}, {location} and {price}. */
    description: '{title} kaufen – {location}, Nordzypern: {rooms}, {area}, {price}. Fotos, Nebenkosten, Zahlung, Eigentumsurkunde und Lage.',
  },
  breadcrumbLabel: 'Brotkrümelnavigation',
  gallery: {
    label: 'Fotos: {title}',
    /** The link to each photo: {n} and {total}. */
    photo: 'Foto {n} von {total}',
    hint: 'Wischen oder scrollen Sie oder nutzen Sie die Pfeiltasten, um weitere Fotos zu sehen.',
    illustrative: {
      label: 'Symbolbilder: {title}',
      note: 'Symbolbilder: Die Fotos zeigen die Art der Immobilie und der Umgebung, nicht diese Immobilie selbst. Echte Fotos des Objekts oder eine Video-Besichtigung erhalten Sie auf Anfrage per WhatsApp.',
      badge: 'Symbolbild',
    },
  },
  facts: {
    title: 'Eckdaten',
    price: 'Preis',
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Bäder',
    area: 'Wohnfläche',
    type: 'Objektart',
    location: 'Lage',
    yield: 'Mietrendite',
    status: 'Status',
    titleDeed: 'Eigentumsurkunde',
    /** {date} the listing's facts were last checked. */
    checked: 'Angaben zuletzt geprüft am {date}',
    reference: 'Objektnummer',
    pool: 'Pool',
    pools: { private: 'Eigener Pool', shared: 'Gemeinschaftspool', none: 'Kein Pool' },
    seaView: 'Meerblick',
    seaViews: { yes: 'Ja', no: 'Nein' },
    stage: 'Angebot',
    stages: { newBuild: 'Neubau (vom Bauträger)', offPlan: 'Im Bau (Off-Plan)', resale: 'Bestandsimmobilie (Wiederverkauf)' },
    completion: 'Im Bau, Fertigstellung {date}',
    plotArea: 'Grundstück',
    beach: 'Strand',
    beachDistance: '{km} km',
    beachOnShore: 'Direkt am Strand',
    airport: 'Flughafen Ercan',
    airportDistance: 'ca. {km} km (Luftlinie)',
    titleDeedRisk: {
      text: 'Bei einem Tausch- oder Zuteilungstitel besteht ein Risiko aus der Zeit vor 1974. Lesen Sie dazu, bevor Sie mehr als die Reservierungsgebühr zahlen:',
      link: 'die drei Arten von Eigentumsurkunden',
    },
  },
  status: { available: 'Verfügbar', reserved: 'Reserviert', sold: 'Verkauft' },
  converted: {
    /** Beside the euro price: {amount} in the reader's currency, {date} of the ECB rate (not shown to euro readers). */
    approx: '≈ {amount} (EZB-Kurs vom {date})',
    others: 'In anderen Währungen',
    /** Under the conversions. */
    note: 'Ungefähre Werte zum Referenzkurs der Europäischen Zentralbank vom {date}. Der Vertragspreis lautet auf Euro.',
  },
  plan: {
    title: 'Zahlungsplan',
    by: { developer: 'Angeboten vom Bauträger', developerNamed: 'Angeboten vom Bauträger {name}', owner: 'Vom Eigentümer zugesagte Bedingungen' },
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: 'Sie zahlen {percent} ({downPayment}) bei Vertragsunterzeichnung, danach {months} Monatsraten von je {monthly}.',
    interestFree: 'Die Raten sind zinsfrei, sofern der Ratenpreis dem Barzahlungspreis entspricht.',
    /** {interest}: the yearly rate. */
    interest: 'Auf die Raten fallen {interest} Zinsen im Jahr an.',
    down: 'Anzahlung',
    monthly: 'Monatsrate',
    calculator: 'Andere Konditionen im Ratenrechner ausprobieren',
    none: {
      title: 'So bezahlen Sie diese Immobilie',
      resale:
        'Dies ist eine Bestandsimmobilie: Sie kaufen vom Eigentümer, nicht von einem Bauträger, daher gibt es keinen Zahlungsplan eines Bauträgers. Sie zahlen so, wie es der Kaufvertrag festlegt, den Sie mit dem Eigentümer schließen; eine Ratenzahlung ist nur möglich, wenn der Eigentümer zustimmt. Fragen Sie uns per WhatsApp, was dieser Eigentümer akzeptiert.',
      newBuild: 'Der Bauträger bietet für diese Immobilie keine Ratenzahlung an: Sie zahlen so, wie es der Kaufvertrag festlegt. Fragen Sie uns per WhatsApp nach den Zahlungsterminen.',
    },
  },
  price: {
    /** Under a new build's price (the Gesamtpreis, PAngV): {percent} and the {vat} in it. */
    vatIncluded: 'Gesamtpreis einschließlich {percent} Mehrwertsteuer (KDV) in Höhe von {vat}',
    /** A link to the home's costs: {total} with every purchase cost. */
    total: 'Mit allen Kaufnebenkosten: {total}',
  },
  costs: {
    title: 'Was diese Immobilie insgesamt kostet',
    intro: 'Alle Kosten, die beim Kauf von „{title}“ für ausländische Käufer zum Kaufpreis hinzukommen, und die Gesamtsumme.',
    /** {title} and its {price}. */
    caption: 'Kauf von „{title}“ zu {price}',
    /** The price row of a new build: its VAT is a line above. */
    netPrice: 'Kaufpreis netto (ohne Mehrwertsteuer)',
  },
  map: {
    title: 'Lage',
    /** The map's text alternative: {place}. */
    alt: 'Karte von Zypern mit {place} an der Küste Nordzyperns',
    caption: '{location}, Nordzypern',
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
  about: 'Über diese Immobilie',
  features: 'Ausstattung',
  enquiry: {
    title: 'Fragen zu dieser Immobilie?',
    text: 'Schreiben Sie uns per WhatsApp: Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche, mit Grundrissen, einem Videorundgang und allen Zahlungsbedingungen.',
  },
  sold: {
    title: 'Diese Immobilie ist verkauft',
    text: 'Wir lassen die Seite online, damit geteilte Links weiter funktionieren. Diese ähnlichen Objekte sind jetzt verfügbar:',
  },
  reserved: 'Diese Immobilie ist reserviert, während der Anwalt eines Käufers die Prüfungen durchführt. Fragen Sie uns, ob sie wieder frei wird, oder nach ähnlichen Objekten.',
  /** The link from a card to its page. */
  details: 'Details ansehen',
} satisfies ListingPageCopy;
