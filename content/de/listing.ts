import type { ListingPageCopy } from '@/content/types';

/** A property's own page: the labels around its facts and words (content/listings/<id>.json). */
export const listing = {
  meta: {
    /** {title} and {price}. */
    title: '{title} – {price}',
    /** {title}, {rooms} ("3 Schlafzimmer" or "Studio"), {area}, {location} and {price}. */
    description: '{title} kaufen – {location}, Nordzypern: {rooms}, {area}, {price}. Fotos, Zahlungsplan, Eigentumsurkunde und Lage.',
  },
  breadcrumbLabel: 'Brotkrümelnavigation',
  gallery: {
    label: 'Fotos: {title}',
    /** The link to each photo: {n} and {total}. */
    photo: 'Foto {n} von {total}',
    hint: 'Wischen oder scrollen Sie oder nutzen Sie die Pfeiltasten, um weitere Fotos zu sehen.',
    illustrative: {
      label: 'Symbolbilder zu {title}',
      note: 'Symbolbilder: Die Fotos zeigen die Art der Immobilie und der Umgebung, nicht diese Immobilie selbst. Eigene Fotos oder eine Video-Besichtigung erhalten Sie auf Anfrage per WhatsApp.',
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
    stage: 'Baustand',
    stages: { newBuild: 'Neubau', offPlan: 'Im Bau (Off-Plan)', resale: 'Wiederverkauf' },
    completion: 'Im Bau, Fertigstellung {date}',
    plotArea: 'Grundstück',
    beach: 'Strand',
    beachDistance: '{km} km',
    beachOnShore: 'Direkt am Strand',
    airport: 'Flughafen Ercan',
    airportDistance: 'ca. {km} km (Luftlinie)',
    titleDeedRisk: {
      text: 'Bei einem Tausch- oder Zuteilungstitel besteht ein Risiko aus der Zeit vor 1974. Lesen Sie dazu, bevor Sie mehr als die Reservierungsgebühr zahlen:',
      link: 'die drei Arten von Eigentumsurkunde',
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
    title: 'Zahlungsplan für diesen Preis',
    /** {percent} down, {downPayment}, then {months} instalments of {monthly}. */
    text: 'Bei einem typischen Zahlungsplan des Bauträgers zahlen Sie {percent} ({downPayment}) bei Vertragsunterzeichnung, danach {months} Monatsraten von je {monthly} zu 0\u00a0% Zinsen – sofern der Ratenpreis dem Barzahlungspreis entspricht.',
    down: 'Anzahlung',
    monthly: 'Monatsrate',
    calculator: 'Eigenen Zahlungsplan für diesen Preis berechnen',
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
    text: 'Schreiben Sie uns per WhatsApp: Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche, mit Grundrissen, einem Videorundgang und dem vollständigen Zahlungsplan.',
  },
  sold: {
    title: 'Diese Immobilie ist verkauft',
    text: 'Wir lassen die Seite online, damit geteilte Links weiter funktionieren. Diese ähnlichen Objekte sind jetzt verfügbar:',
  },
  reserved: 'Diese Immobilie ist reserviert, während der Anwalt eines Käufers die Prüfungen durchführt. Fragen Sie uns, ob sie wieder frei wird, oder nach ähnlichen Objekten.',
  /** The link from a card to its page. */
  details: 'Details ansehen',
} satisfies ListingPageCopy;
