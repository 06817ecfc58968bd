import type { Dictionary } from '@/content/dictionaries';
import type { PluralForms } from '@/content/types';
import { cardPlans, commission, costSummary, ownershipTaxes, residency, residencyShort } from './costs';

export const caesarResort: Dictionary['caesarResort'] = (f, v) => {
  const r = v.lists.caesarResort.range;
  return {
    meta: {
      title: 'Caesar Resort Iskele: Immobilien kaufen',
      description:
        `Caesar Resort am Long Beach, Iskele: Wohnungen ab ${f.euro(v.developmentFrom.collection)}, Caesar Blue Villas ab ${f.euro(v.developmentFrom.blueVillas)}. Der Bauträger garantiert 2–3 Jahre lang 7\u00a0% Miete im Jahr, brutto.`,
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
        'Resort-Wohnungen und Villen mit eigenem Pool von einem Bauträger, der in den ersten 2–3 Jahren eine Miete von 7\u00a0% des Kaufpreises im Jahr (brutto) garantiert – dazu zinsfreie Raten über bis zu 100 Monate.',
      facts: [`Ab ${f.euro(v.developmentFrom.collection)}`, 'Mietgarantie: 7\u00a0% des Kaufpreises im Jahr, brutto', 'Bis zu 100 Monate zu 0\u00a0%', 'Aufenthaltsgenehmigung für Eigentümer'],
    },
    heroActions: {
      whatsApp: 'Per WhatsApp schreiben',
      listings: 'Projekte ansehen',
    },
    about: {
      title: 'Ein Bauträger, vier Projekte',
      paragraphs: [
        'Caesar Resort baut am Long Beach, dem Sandstrand direkt nördlich von Iskele an der Ostküste Nordzyperns. Die vier Projekte teilen sich Pools, Spa, Fitnessstudio, Restaurants und Strand des Resorts und reichen vom möblierten Studio bis zur freistehenden Villa mit eigenem Pool.',
        f.sentences(
          'Wir sind nicht der Bauträger, sondern eine eigenständige Agentur, die seine Immobilien vermittelt.',
          commission(f, v.costs),
          'Wir besuchen die Baustellen, lesen die Verträge und sagen Ihnen offen, welche Immobilie zu Ihren Plänen passt – und Ihr eigener Anwalt prüft die Eigentumsverhältnisse, bevor Sie mehr als die Reservierungsgebühr zahlen.',
        ),
      ],
      stats: [
        { value: '4', label: 'Projekte am Long Beach' },
        { value: f.euro(v.developmentFrom.collection), label: 'Einstiegspreis in der Caesar Resort Collection' },
        { value: '7\u00a0%', label: 'des Kaufpreises im Jahr als Miete, vom Bauträger garantiert (brutto), für 2–3 Jahre ab Übergabe' },
        { value: '0\u00a0%', label: 'Zinsen bei Raten über bis zu 100 Monate' },
      ],
    },
    developments: {
      title: 'Die vier Projekte des Caesar Resort',
      intro:
        'In jedem Projekt garantiert der Bauträger 7\u00a0% des Kaufpreises pro Jahr als Miete, brutto und in Ihrem Vertrag festgeschrieben; wie lange die Garantie ab der Übergabe läuft, hängt vom Projekt ab.',
      labels: { price: 'Einstiegspreis', guarantee: 'Garantie des Bauträgers' },
      /** {percent} is the guaranteed yield and {n} the years it runs. */
      guarantee: { one: '{percent} für {n} Jahr', other: '{percent} für {n} Jahre' } as PluralForms,
      flagship: 'Flaggschiff',
      items: {
        collection: {
          name: 'Caesar Resort Collection',
          location: 'Long Beach bei Iskele',
          type: 'Resort-Wohnungen',
          description:
            'Das Herz des Resorts: vom Studio bis zur Drei-Zimmer-Wohnung mit zwei Schlafzimmern rund um die Hauptpools, mit zinsfreien Zahlungsplänen über 60–100 Monate.',
        },
        blueVillas: {
          name: 'Caesar Blue Villas',
          location: 'Bafra-Küste bei Iskele',
          type: 'Luxusvillen',
          description:
            'Villen mit drei Schlafzimmern, eigenem Pool und Garten in Meeresnähe.',
        },
        beach: {
          name: 'Caesar Beach Residences',
          location: 'Long Beach bei Iskele',
          type: 'Wohnungen am Strand',
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
      intro: `Aktuell verfügbare Objekte in den vier Projekten, jedes mit eigener Seite.${r ? ` ${cardPlans(f, r.plans)}` : ''} Die Rendite auf jeder Karte ist eine Schätzung (brutto); die Mietgarantie des Bauträgers ist etwas anderes: eine eigene Zusage, die schriftlich in Ihrem Kaufvertrag steht.`,
    },
    reasons: {
      title: 'Warum sich Käufer für das Caesar Resort entscheiden',
      intro: 'Ein Resort, das Sie im Urlaub genießen und vermieten können, wenn Sie nicht da sind – von einem Bauträger, dessen Konditionen schriftlich im Vertrag stehen.',
      items: [
        {
          icon: 'key',
          title: 'Schriftliche Mietgarantie',
          text: 'Der Bauträger garantiert in den ersten 2–3 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, brutto, je nach Projekt: 2 Jahre bei den Caesar Blue Villas und den Caesar Park Suites, 3 Jahre bei der Collection und den Beach Residences.',
        },
        {
          icon: 'percent',
          title: '0\u00a0% Zinsen, bis zu 100 Monate',
          text: '30–40\u00a0% anzahlen, dann zinsfreie Raten, sofern der Ratenpreis dem Barzahlungspreis entspricht; bei der Caesar Resort Collection verteilen Sie diese auf 60–100 Monate. Off-Plan-Bauabschnitte gibt es ab 20\u00a0% Anzahlung.',
        },
        {
          icon: 'sun',
          title: 'Resortleben vor der Haustür',
          text: 'Pools, Spa, Fitnessstudio, Restaurants und der Sandstrand von Long Beach – gemeinsam genutzt von allen vier Projekten.',
        },
        {
          icon: 'home',
          title: 'Rundum betreut, während Sie nicht da sind',
          text: 'Vermietungsmanagement, Reinigung und Instandhaltung vor Ort: So erwirtschaftet Ihre Immobilie Einnahmen und bleibt zwischen Ihren Besuchen in gutem Zustand.',
        },
        {
          icon: 'passport',
          title: 'Weg zur Aufenthaltsgenehmigung',
          text: residencyShort(f, v),
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
        'Fragen Sie uns per WhatsApp nach aktueller Verfügbarkeit, Grundrissen und dem Zahlungsplan für jedes Objekt. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche.',
      variant: 'secondary',
    },
    faq: [
      {
        question: 'Wer ist Caesar Resort?',
        answer: f.sentences(
          'Caesar Resort ist der Bauträger hinter vier Projekten am Long Beach in Iskele: Caesar Resort Collection, Caesar Blue Villas, Caesar Beach Residences und Caesar Park Suites. Wir sind nicht der Bauträger, sondern eine eigenständige Agentur, die diese Immobilien vermittelt.',
          commission(f, v.costs),
        ),
      },
      {
        question: 'Was kosten Immobilien im Caesar Resort?',
        answer: `Wohnungen in der Caesar Resort Collection gibt es ab ${f.euro(v.developmentFrom.collection)}, Suiten in den Caesar Park Suites ab ${f.euro(v.developmentFrom.park)}, Wohnungen in den Caesar Beach Residences ab ${f.euro(v.developmentFrom.beach)} und Villen der Caesar Blue Villas ab ${f.euro(v.developmentFrom.blueVillas)}. ${costSummary(f, v)}`,
      },
      {
        id: v.guaranteeAnswerId,
        question: 'Wie funktioniert die Mietgarantie?',
        answer:
          'Die Garantie gibt der Bauträger – weder wir noch eine Bank: 7\u00a0% des Kaufpreises pro Jahr, brutto (also vor der Instandhaltungsgebühr der Anlage und vor Steuern), in den ersten 2–3 Jahren nach der Übergabe, je nach Projekt: 2 Jahre bei den Caesar Blue Villas und den Caesar Park Suites, 3 Jahre bei der Caesar Resort Collection und den Caesar Beach Residences. Die Garantie ist in Ihrem Vertrag festgeschrieben und damit nur so gut wie der Bauträger: Ihr Anwalt prüft den Vertrag und die bisherigen Projekte des Bauträgers, bevor Sie sich festlegen. Danach kann das Team vor Ort Ihre Immobilie weiter vermieten; gut gelegene Resort-Immobilien erzielen schätzungsweise 7–9\u00a0% im Jahr, brutto.',
      },
      {
        question: 'Welche Zahlungspläne bietet Caesar Resort?',
        answer: r ? cardPlans(f, r.plans) : 'Fragen Sie uns per WhatsApp nach den Zahlungsplänen des Bauträgers für die nächsten Objekte im Resort.',
      },
      {
        question: 'Bekomme ich mit einem Kauf im Caesar Resort eine Aufenthaltsgenehmigung?',
        answer: residency(f, v),
      },
      {
        question: 'Wo genau liegt das Caesar Resort?',
        answer:
          'Am Long Beach, direkt nördlich von Iskele an der Ostküste Nordzyperns. Famagusta mit seiner Altstadt und den Universitäten liegt eine kurze Autofahrt südlich, der Flughafen Ercan rund eine Autostunde entfernt.',
      },
      {
        question: 'Was kostet der Unterhalt einer Immobilie im Resort?',
        answer: f.sentences(
          'Sie zahlen eine Instandhaltungsgebühr der Anlage für Pools, Gartenanlagen und Sicherheit sowie Ihre Verbrauchskosten. Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.',
          ownershipTaxes(f, v),
        ),
      },
      {
        question: 'Kann ich kaufen, ohne nach Zypern zu reisen?',
        answer:
          'Ja. Wir zeigen Ihnen die Objekte per Live-Videoanruf, und Ihr Anwalt kann mit einer Vollmacht für Sie handeln. Eine Reservierungsgebühr von 2.000–5.000\u00a0€ sichert Ihnen die Immobilie für 7–14 Tage; Ihr Anwalt beantragt für Sie auch die Erwerbsgenehmigung.',
      },
    ],
    closingCta: {
      title: 'Erleben Sie das Caesar Resort selbst',
      description:
        'Begleiten Sie uns auf eine Besichtigungsreise zum Long Beach oder sehen Sie sich die Musterwohnungen per Live-Videoanruf an. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche.',
    },
  };
};
