import type { Dictionary } from '@/content/dictionaries';
import { developmentFrom as from } from '@/content/facts/listings';
import { cardPlan } from '@/content/facts/site';
import type { PluralForms } from '@/lib/i18n/format';
import { cardMonthly } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

export const caesarResort: Dictionary['caesarResort'] = (f) => ({
  meta: {
    title: 'Caesar Resort Iskele: Immobilien kaufen',
    description:
      `Caesar Resort: Apartments ab ${f.euro(from.collection)} und Caesar Blue Villas ab ${f.euro(from.blueVillas)} am Long Beach, Iskele – mit 7\u00a0% Mietgarantie und Raten zu 0\u00a0% Zinsen.`,
    keywords: [
      'Caesar Resort kaufen',
      'Caesar Resort Iskele Wohnung',
      'Caesar Blue Villas Preise',
      'Immobilie Long Beach Iskele',
      'Nordzypern Mietgarantie',
      'Resort-Apartment Nordzypern',
    ],
  },
  hero: {
    eyebrow: 'Long Beach · Iskele · Nordzypern',
    title: 'Caesar Resort am Long Beach, Iskele',
    subtitle:
      'Resort-Apartments und Villen mit eigenem Pool von einem Bauträger – mit 7\u00a0% Mietgarantie und zinsfreien Raten über bis zu 100 Monate.',
    facts: [`Ab ${f.euro(from.collection)}`, '7\u00a0% garantierte Rendite', 'Bis zu 100 Monate zu 0\u00a0%', 'Aufenthaltsgenehmigung möglich'],
  },
  heroActions: {
    whatsApp: 'Per WhatsApp schreiben',
    listings: 'Projekte ansehen',
  },
  about: {
    title: 'Ein Bauträger, vier Projekte',
    paragraphs: [
      'Caesar Resort baut am Long Beach, dem Sandstrand direkt nördlich von Iskele an der Ostküste Nordzyperns. Die vier Projekte teilen sich Pools, Spa, Fitnessstudio, Restaurants und Strand des Resorts und reichen vom möblierten Studio bis zur freistehenden Villa mit eigenem Pool.',
      'Wir sind eine unabhängige Agentur, nicht der Bauträger. Wir besuchen die Baustellen, lesen die Verträge und sagen Ihnen offen, welche Immobilie zu Ihren Plänen passt – und Ihr eigener Anwalt prüft die Eigentumsverhältnisse, bevor Sie mehr als die Reservierungsgebühr zahlen.',
    ],
    stats: [
      { value: '4', label: 'Projekte am Long Beach' },
      { value: f.euro(from.collection), label: 'Einstiegspreis für ein Resort-Studio' },
      { value: '7\u00a0%', label: 'garantierte Mietrendite für 2–3 Jahre' },
      { value: '0\u00a0%', label: 'Zinsen bei Raten über bis zu 100 Monate' },
    ],
  },
  developments: {
    title: 'Die vier Projekte des Caesar Resort',
    intro: 'Zu jedem Projekt gehört eine Mietgarantie von 7\u00a0%, die in Ihrem Vertrag festgeschrieben ist; wie lange sie läuft, hängt vom Projekt ab.',
    labels: { price: 'Einstiegspreis', guarantee: 'Garantierte Rendite' },
    /** {percent} is the guaranteed yield and {n} the years it runs. */
    guarantee: { one: '{percent} für {n} Jahr', other: '{percent} für {n} Jahre' } as PluralForms,
    flagship: 'Flaggschiff',
    items: {
      collection: {
        name: 'Caesar Resort Collection',
        location: 'Long Beach bei Iskele',
        type: 'Resort-Apartments',
        description:
          'Das Herz des Resorts: Studios bis Wohnungen mit zwei Schlafzimmern rund um die Hauptpools, mit zinsfreien Zahlungsplänen über 60–100 Monate.',
      },
      blueVillas: {
        name: 'Caesar Blue Villas',
        location: 'Bafra-Küste bei Iskele',
        type: 'Luxusvillen',
        description:
          `Villen mit drei Schlafzimmern, eigenem Pool und Garten in Meeresnähe. Jede Villa kostet mehr als ${f.euro(residencyThreshold)} und berechtigt damit zur Beantragung einer Aufenthaltsgenehmigung.`,
      },
      beach: {
        name: 'Caesar Beach Residences',
        location: 'Long Beach bei Iskele',
        type: 'Apartments am Strand',
        description:
          'Wohnungen mit zwei Schlafzimmern und Penthouses direkt am Meer, mit Infinity-Pool und Blick auf den Strand.',
      },
      park: {
        name: 'Caesar Park Suites',
        location: 'Long Beach bei Iskele',
        type: 'Resort-Suiten',
        description:
          'Kompakte Suiten mit einem Schlafzimmer neben dem Sportpark des Resorts, nur wenige Gehminuten vom Strand: ein einfacher Einstieg in die Kapitalanlage.',
      },
    },
  },
  listings: {
    title: 'Verfügbar im Caesar Resort',
    intro: `Sechs aktuell verfügbare Objekte in den vier Projekten. Die Monatsraten gehen von ${f.percent(cardPlan.downPercent)} Anzahlung und dem Restbetrag in ${cardPlan.months} zinsfreien Monatsraten aus; die angegebene Rendite ist die Garantie des Bauträgers.`,
    items: {
      'caesar-collection-studio': {
        title: 'Resort-Studio am Pool',
        location: 'Caesar Resort Collection in Iskele',
        type: 'Studio-Apartment',
        features: ['Poolblick', 'Möbliert', 'Mit Vermietungsservice'],
      },
      'caesar-park-suite': {
        title: 'Suite am Sportpark',
        location: 'Caesar Park Suites in Iskele',
        type: 'Resort-Suite',
        features: ['Balkon', 'Zugang zum Fitnessstudio', 'Strandnah'],
      },
      'caesar-collection-one-bedroom': {
        title: 'Apartment in der Collection',
        location: 'Caesar Resort Collection in Iskele',
        type: 'Wohnung mit 1 Schlafzimmer',
        features: ['Zugang zum Spa', 'Großer Balkon', 'Poolblick'],
      },
      'caesar-beach-two-bedroom': {
        title: 'Wohnung direkt am Strand',
        location: 'Caesar Beach Residences in Iskele',
        type: 'Wohnung mit 2 Schlafzimmern',
        features: ['Direkt am Strand', 'Meerblick', 'Infinity-Pool'],
      },
      'caesar-beach-penthouse': {
        title: 'Penthouse in den Beach Residences',
        location: 'Caesar Beach Residences in Iskele',
        type: 'Penthouse-Wohnung',
        features: ['Dachterrasse', 'Whirlpool', 'Aufenthaltsgenehmigung möglich'],
      },
      'caesar-blue-villa': {
        title: 'Blue Villa mit eigenem Pool',
        location: 'Caesar Blue Villas in Iskele',
        type: 'Luxusvilla',
        features: ['Eigener Pool', 'Garten', 'Aufenthaltsgenehmigung möglich'],
      },
    },
  },
  reasons: {
    title: 'Warum sich Käufer für das Caesar Resort entscheiden',
    intro: 'Ein Resort, das Sie im Urlaub genießen und auf das Sie sich als Kapitalanlage verlassen können – von einem Bauträger, dessen Konditionen schriftlich festgehalten sind.',
    items: [
      {
        icon: 'key',
        title: 'Schriftliche Mietgarantie',
        text: '7\u00a0% pro Jahr in den ersten 2–3 Jahren, je nach Projekt: 2 Jahre bei den Caesar Blue Villas und den Caesar Park Suites, 3 Jahre bei der Collection und den Beach Residences.',
      },
      {
        icon: 'percent',
        title: '0\u00a0% Zinsen, bis zu 100 Monate',
        text: '30–40\u00a0% anzahlen, dann zinsfreie Raten; bei der Caesar Resort Collection verteilen Sie diese auf 60–100 Monate. Off-Plan-Bauabschnitte gibt es ab 20\u00a0% Anzahlung.',
      },
      {
        icon: 'sun',
        title: 'Resortleben vor der Haustür',
        text: 'Pools, Spa, Fitnessstudio, Restaurants und der Sandstrand von Long Beach – gemeinsam genutzt von allen vier Projekten.',
      },
      {
        icon: 'home',
        title: 'Betreut, während Sie fort sind',
        text: 'Vermietungsmanagement, Reinigung und Instandhaltung vor Ort: So erwirtschaftet Ihre Immobilie Einnahmen und bleibt zwischen Ihren Besuchen in gutem Zustand.',
      },
      {
        icon: 'passport',
        title: 'Weg zur Aufenthaltsgenehmigung',
        text: `Villen und Penthouses über ${f.euro(residencyThreshold)} berechtigen Sie, eine Aufenthaltsgenehmigung für sich und Ihre Familie zu beantragen.`,
      },
      {
        icon: 'shield',
        title: 'Geprüft von Ihrem eigenen Anwalt',
        text: 'Ein unabhängiger Anwalt prüft Eigentumsverhältnisse, Genehmigungen und Garantievertrag, bevor Sie mehr als die Reservierungsgebühr von 2.000–5.000\u00a0€ zahlen.',
      },
    ],
  },
  midCta: {
    title: 'Preisliste des Caesar Resort anfordern',
    description:
      'Fragen Sie uns per WhatsApp nach aktueller Verfügbarkeit, Grundrissen und dem Zahlungsplan für jedes Objekt. Wir antworten innerhalb einer Stunde, 7 Tage die Woche.',
    variant: 'secondary',
  },
  faq: [
    {
      question: 'Wer ist Caesar Resort?',
      answer:
        'Caesar Resort ist der Bauträger hinter vier Projekten am Long Beach in Iskele: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences und Caesar Park Suites. Wir sind eine unabhängige Agentur, die diese Immobilien verkauft, nicht der Bauträger – unsere Beratung dreht sich deshalb darum, welches Objekt zu Ihnen passt.',
    },
    {
      question: 'Was kosten Immobilien im Caesar Resort?',
      answer: `Studios in der Caesar Resort Collection gibt es ab ${f.euro(from.collection)}, Suiten in den Caesar Park Suites ab ${f.euro(from.park)}, Wohnungen in den Caesar Beach Residences ab ${f.euro(from.beach)} und Villen der Caesar Blue Villas ab ${f.euro(from.blueVillas)}. Zusätzlich zum Kaufpreis sollten Sie rund ${f.percent(transferTaxPercent)} Grunderwerbsteuer und 1–1,5\u00a0% Anwaltskosten einplanen.`,
    },
    {
      question: 'Wie funktioniert die Mietgarantie?',
      answer:
        'Der Bauträger garantiert in den ersten 2–3 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, je nach Projekt: 2 Jahre bei den Caesar Blue Villas und den Caesar Park Suites, 3 Jahre bei der Caesar Resort Collection und den Caesar Beach Residences. Die Garantie ist in Ihrem Vertrag festgeschrieben. Danach kann das Team vor Ort Ihre Immobilie weiter vermieten; gut gelegene Resort-Immobilien erzielen typischerweise 7–9\u00a0% im Jahr.',
    },
    {
      question: 'Welche Zahlungspläne bietet Caesar Resort?',
      answer: `In der Regel 30–40\u00a0% Anzahlung, danach zinsfreie Raten; bei der Caesar Resort Collection können Sie diese auf 60–100 Monate verteilen. Off-Plan-Bauabschnitte sind schon ab 20\u00a0% Anzahlung möglich. Die Zahlen auf unseren Karten gehen von ${f.percent(cardPlan.downPercent)} Anzahlung und ${cardPlan.months} Monaten aus – für das Studio zu ${f.euro(from.collection)} sind das ${f.euro(cardMonthly(from.collection))} im Monat.`,
    },
    {
      question: 'Bekomme ich mit einem Kauf im Caesar Resort eine Aufenthaltsgenehmigung?',
      answer:
        `Mit einem Kauf von mehr als ${f.euro(residencyThreshold)} sind Sie berechtigt, eine Aufenthaltsgenehmigung zu beantragen. Im Caesar Resort heißt das: eine Caesar Blue Villa oder ein Penthouse in den Caesar Beach Residences. Ihr Anwalt bereitet den Antrag nach dem Kauf vor.`,
    },
    {
      question: 'Wo genau liegt das Caesar Resort?',
      answer:
        'Am Long Beach, direkt nördlich von Iskele an der Ostküste Nordzyperns. Famagusta mit seiner Altstadt und den Universitäten liegt eine kurze Autofahrt südlich, der Flughafen Ercan rund eine Autostunde entfernt.',
    },
    {
      question: 'Was kostet der Unterhalt einer Immobilie im Resort?',
      answer:
        'Die Grundsteuer liegt bei rund 0,5\u00a0% im Jahr; hinzu kommen eine Instandhaltungsgebühr der Anlage für Pools, Gartenanlagen und Sicherheit sowie Ihre Verbrauchskosten. Es gibt keine Steuer auf Veräußerungsgewinne und keine Erbschaftsteuer. Wer nicht in Nordzypern ansässig ist, sollte 15\u00a0% Quellensteuer auf Mieteinnahmen einplanen.',
    },
    {
      question: 'Kann ich kaufen, ohne nach Zypern zu reisen?',
      answer:
        'Ja. Wir zeigen Ihnen die Objekte per Live-Videoanruf, und Ihr Anwalt kann mit einer Vollmacht für Sie handeln. Eine Reservierungsgebühr von 2.000–5.000\u00a0€ sichert Ihnen die Immobilie für 7–14 Tage; die Erwerbsgenehmigung kostet rund 500\u00a0€ und dauert 2–4 Wochen, der gesamte Kauf in der Regel 4–8 Wochen.',
    },
  ],
  closingCta: {
    title: 'Erleben Sie das Caesar Resort selbst',
    description:
      'Begleiten Sie uns auf eine Besichtigungsreise zum Long Beach oder sehen Sie sich die Musterwohnungen per Live-Videoanruf an. Wir antworten innerhalb einer Stunde, 7 Tage die Woche.',
  },
});
