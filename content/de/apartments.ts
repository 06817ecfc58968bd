import type { Dictionary } from '@/content/dictionaries';

const prices = {
  studio: priceOf(apartmentListings, 'famagusta-university-studio'),
  oneBedroom: priceOf(apartmentListings, 'long-beach-one-bedroom'),
  garden: priceOf(apartmentListings, 'alsancak-garden-apartment'),
  penthouse: priceOf(apartmentListings, 'catalkoy-penthouse'),
};

export const apartments: Dictionary['apartments'] = (f, v) => ({
  meta: {
    title: 'Wohnungen in Nordzypern kaufen',
    description:
      `Studios, Wohnungen mit 1–2 Schlafzimmern und Penthouses in Famagusta, Iskele und Kyrenia ab ${f.euro(prices.studio)}: bis zu 9\u00a0% Bruttorendite (geschätzt) und Raten zu 0\u00a0% Zinsen.`,
    keywords: [
      'Wohnung Nordzypern kaufen',
      'Studentenwohnung Famagusta',
      'Wohnung Long Beach Iskele',
      'Penthouse Kyrenia kaufen',
      'Wohnung Nordzypern vermieten',
      'Wohnung Nordzypern Ratenzahlung',
    ],
  },
  hero: {
    eyebrow: 'Famagusta · Iskele · Kyrenia (Girne) · Esentepe',
    title: 'Wohnungen in Nordzypern kaufen',
    subtitle:
      'Neubau-Studios, Wohnungen und Penthouses nahe den Stränden und Universitäten – mit zinsfreier Ratenzahlung und ganzjährig stabiler Mietnachfrage.',
    facts: [`Angebote ab ${f.euro(prices.studio)}`, '1–2 Schlafzimmer', 'Bis zu 9\u00a0% Bruttorendite (geschätzt)', 'Top-Lagen'],
  },
  heroActions: {
    whatsApp: 'Per WhatsApp schreiben',
    listings: 'Wohnungen ansehen',
  },
  intro: {
    title: 'Der einfachste Weg zur eigenen Immobilie am Mittelmeer',
    intro:
      'Niedrigere Preise als bei einer Villa, Mieter in jeder Saison und viel weniger Aufwand aus der Ferne: Deshalb beginnen die meisten Erstkäufer in Nordzypern mit einer Wohnung.',
    items: [
      {
        icon: 'euro',
        title: `Preise ab ${f.euro(prices.studio)}`,
        text: `Ein möbliertes Studio nahe den Universitäten kostet ${f.euro(prices.studio)}, Wohnungen mit einem Schlafzimmer in Strandnähe gibt es ab ${f.euro(prices.oneBedroom)}.`,
      },
      {
        icon: 'key',
        title: 'Vermietet in jeder Saison',
        text: 'Studierende, Expats und Urlauber sorgen dafür, dass gut gelegene Wohnungen das ganze Jahr vermietet sind – bei geschätzten Bruttorenditen von 7–9\u00a0% im Jahr.',
      },
      {
        icon: 'shield',
        title: 'Bequem aus der Ferne',
        text: 'Die Hausverwaltung kümmert sich um Pool, Gartenanlagen und Sicherheit, und örtliche Vermietungsagenturen können Gäste, Reinigung und Reparaturen übernehmen.',
      },
    ],
  },
  listings: {
    title: 'Aktuell verfügbare Wohnungen',
    intro: `Wohnungen von ${f.euro(prices.studio)} bis ${f.euro(prices.penthouse)}, jede mit eigener Seite. Die Monatsraten gehen von ${f.percent(v.cardPlan.downPercent)} Anzahlung und dem Restbetrag in ${v.cardPlan.months} zinsfreien Monatsraten aus.`,
  },
  whyInvest: {
    title: 'Warum in eine Wohnung in Nordzypern investieren?',
    intro: 'Die Zahlen, die Wohnungen bei unseren Käufern zum beliebtesten Ersterwerb machen.',
    items: [
      {
        icon: 'chart',
        title: 'Bruttorenditen von 7–9\u00a0% (geschätzt)',
        text: `Gut gelegene Wohnungen bringen mit Ferien- und Langzeitvermietung schätzungsweise 7–9\u00a0% des Kaufpreises im Jahr ein, vor Kosten; für das Studio nahe den Universitäten zu ${f.euro(prices.studio)} sind 9\u00a0% brutto prognostiziert.`,
      },
      {
        icon: 'percent',
        title: 'Raten zu 0\u00a0% Zinsen',
        text: '30–40\u00a0% anzahlen, dann bis zu 100 Monate zinsfrei beim Bauträger abzahlen. Off-Plan-Wohnungen gibt es schon ab 20\u00a0% Anzahlung.',
      },
      {
        icon: 'users',
        title: 'Mieter in jeder Saison',
        text: 'Internationale Studierende, Expats und Urlauber brauchen alle eine Unterkunft – gute Wohnungen stehen daher selten leer.',
      },
      {
        icon: 'sun',
        title: 'Potenzial für Wertzuwachs',
        text: 'In beliebten Küstenorten sind die Preise in den letzten Jahren um 35–45\u00a0% gestiegen, getragen von Tourismus, Universitäten und neuen Straßen. Vergangene Wertsteigerungen sind keine Garantie für die Zukunft – deshalb zeigen wir Ihnen nur solide Gebäude.',
      },
    ],
  },
  budgets: {
    title: 'Anlagestrategie nach Budget',
    intro: 'Wo Ihr Geld am meisten bewirkt, hängt davon ab, wie viel Sie investieren möchten. So beraten wir Käufer in den einzelnen Preisklassen. Die Renditen sind geschätzte Bruttowerte, vor Verwaltung, Instandhaltung und Steuern.',
    items: [
      {
        budget: '80.000–120.000\u00a0€',
        title: 'Studenten- und Einsteigerwohnungen',
        text: 'Ein möbliertes Studio oder eine Wohnung mit einem Schlafzimmer, im Semester an Studierende oder an Kurzzeitgäste vermietet.',
        details: [
          { label: 'Passendes Objekt', value: 'Studio oder Wohnung mit 1 Schlafzimmer' },
          { label: 'Lage', value: 'Famagusta nahe den Universitäten oder Iskele' },
          { label: 'Erwartete Rendite', value: 'Rund 9\u00a0% im Jahr, brutto, geschätzt' },
        ],
      },
      {
        budget: '120.000–180.000\u00a0€',
        title: 'Ferienvermietung mit Aussicht',
        text: 'Eine Wohnung mit Meerblick oder zwei Schlafzimmern in einer Anlage mit Pool – im Sommer an Familien, im Winter an Langzeitmieter vermietet.',
        details: [
          { label: 'Passendes Objekt', value: 'Wohnung mit Meerblick, 1–2 Schlafzimmer' },
          { label: 'Lage', value: 'Long Beach in Iskele, Esentepe oder Kyrenia' },
          { label: 'Erwartete Rendite', value: '7–8\u00a0% im Jahr, brutto, geschätzt' },
        ],
      },
      {
        budget: 'Ab 180.000\u00a0€',
        title: 'Premium-Wohnen mit Aufenthaltsoption',
        text: `Ein Penthouse oder eine große Wohnung mit zwei Schlafzimmern für Ihren eigenen Urlaub, dazwischen vermietet. Bei einem Kaufpreis von mehr als ${f.euro(v.residencyThreshold)} sind Sie außerdem berechtigt, eine Aufenthaltsgenehmigung zu beantragen.`,
        details: [
          { label: 'Passendes Objekt', value: 'Penthouse oder Premium-Wohnung mit 2 Schlafzimmern' },
          { label: 'Lage', value: 'Kyrenia, Catalkoy oder Bellapais' },
          { label: 'Erwartete Rendite', value: 'Rund 7\u00a0% im Jahr, brutto, geschätzt; dazu die stärkste Nachfrage beim Wiederverkauf' },
        ],
      },
    ],
  },
  midCta: {
    title: 'Welches Budget passt zu Ihnen?',
    description:
      'Schicken Sie uns per WhatsApp Ihr Budget und Ihre Ziele. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche, mit drei passenden Wohnungen und der Kalkulation zu jeder einzelnen.',
    variant: 'secondary',
  },
  faq: [
    {
      question: 'Was kostet eine Wohnung in Nordzypern?',
      answer: `Unser günstigstes Angebot ist ein möbliertes Studio in Famagusta zu ${f.euro(prices.studio)}. Auf dieser Seite gibt es Wohnungen mit einem Schlafzimmer ab ${f.euro(prices.oneBedroom)}, mit zwei Schlafzimmern ab ${f.euro(prices.garden)} und Penthouses ab ${f.euro(prices.penthouse)}. Zusätzlich zum Kaufpreis sollten Sie rund ${f.percent(v.transferTaxPercent)} Grunderwerbsteuer und 1–1,5\u00a0% Anwaltskosten einplanen.`,
    },
    {
      question: 'Dürfen Ausländer in Nordzypern eine Wohnung kaufen?',
      answer:
        'Ja. Seit 2019 wurden über 10.000 Immobilien an ausländische Käufer verkauft. Sie benötigen eine Erwerbsgenehmigung des Ministerrats; sie kostet rund 500\u00a0€ und dauert in der Regel 2–4 Wochen, den Antrag stellt Ihr Anwalt für Sie. Der gesamte Kauf dauert meist 4–8 Wochen; Genehmigungen und Eigentumsurkunden für Neubauten können allerdings deutlich länger dauern.',
    },
    {
      question: 'Welche Zahlungspläne gibt es?',
      answer: `Die meisten Bauträger verlangen 30–40\u00a0% Anzahlung und verteilen den Rest zinsfrei auf bis zu 100 Monate; bei Off-Plan-Wohnungen (Kauf vor Fertigstellung) sind schon 20\u00a0% Anzahlung möglich. Die Monatsraten auf unseren Karten gehen von ${f.percent(v.cardPlan.downPercent)} Anzahlung und ${v.cardPlan.months} Monaten aus – für das Studio zu ${f.euro(prices.studio)} sind das ${f.euro(cardMonthly(prices.studio))} im Monat. Bankdarlehen decken 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen.`,
    },
    {
      question: 'Mit welchen Mieteinnahmen kann ich rechnen?',
      answer:
        'Gut gelegene Wohnungen erzielen typischerweise 7–9\u00a0% des Kaufpreises im Jahr, brutto; die geschätzten Renditen auf unseren Karten liegen zwischen 7\u00a0% und 9\u00a0%. Gartenwohnungen werden meist zur Selbstnutzung gekauft, deshalb nennen wir dafür keine Rendite. Einige Bauträger garantieren in den ersten 2–3 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, brutto; eine solche Garantie ist nur so gut wie der Bauträger, der dahintersteht. Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.',
    },
    {
      question: 'Welche Region eignet sich am besten zur Vermietung?',
      answer:
        'Famagusta für Studierende, die über das ganze Studienjahr mieten; Long Beach in Iskele für Ferienvermietung am Sandstrand; Kyrenia für die ganzjährige Nachfrage von Expats und Besuchern. Esentepe passt zu Käufern, die einen ruhigen Meerblick suchen und vor allem im Sommer vermieten.',
    },
    {
      question: 'Welche Kosten kommen zum Kaufpreis hinzu?',
      answer:
        `Bei einem Kaufpreis von ${f.euro(v.costs.price)}: ${f.euro(v.costs.transferTax)} Grunderwerbsteuer (${f.percent(v.transferTaxPercent)}), ${f.euro(v.costs.stampDuty)} Stempelsteuer (${f.percent(v.costs.stampDutyPercent)}), ${f.euro(v.costs.legalFees)} Anwaltskosten (${f.percent(v.costs.legalFeesPercent)}; üblich sind 1–1,5\u00a0%), ${f.euro(v.costs.purchasePermission)} für die Erwerbsgenehmigung und ${f.euro(v.costs.titleDeedAdmin)} Gebühren für Eigentumsurkunde und Eintragung – insgesamt ${f.euro(v.costs.total)}, Kaufpreis eingeschlossen. Eine Reservierungsgebühr von 2.000–5.000\u00a0€ sichert Ihnen die Wohnung für 7–14 Tage, während Ihr Anwalt die Prüfungen durchführt; sie wird auf den Kaufpreis angerechnet.`,
    },
    {
      question: 'Welche laufenden Kosten fallen jährlich an?',
      answer:
        'Die Grundsteuer liegt bei rund 0,5\u00a0% im Jahr. Hinzu kommen ein Hausgeld für Pool, Gartenanlagen und Aufzüge, das je nach Gebäude unterschiedlich hoch ist, sowie Ihre Verbrauchskosten. In Nordzypern fällt beim Verkauf keine Steuer auf den Veräußerungsgewinn an und beim Vererben der Wohnung keine Erbschaftsteuer; Ihr Wohnsitzland kann trotzdem Steuern verlangen, fragen Sie dort Ihren Steuerberater.',
    },
    {
      question: 'Bekomme ich mit einer Wohnung eine Aufenthaltsgenehmigung?',
      answer: `Mit einem Kauf von mehr als ${f.euro(v.residencyThreshold)} sind Sie berechtigt, eine Aufenthaltsgenehmigung zu beantragen – das Penthouse in Catalkoy zu ${f.euro(prices.penthouse)} erfüllt diese Voraussetzung. Bei einem niedrigeren Kaufpreis werden Sie ebenso Eigentümer der Wohnung – mit der Erwerbsgenehmigung, die jeder ausländische Käufer braucht – und können dort Ihren Urlaub verbringen; fragen Sie uns nach den Aufenthaltsregeln für Ihre Situation.`,
    },
  ],
  closingCta: {
    title: 'Finden Sie Ihre Wohnung am Meer',
    description:
      'Nennen Sie uns Ihr Budget und sagen Sie uns, ob Sie selbst darin wohnen, vermieten oder beides möchten. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche, und zeigen Ihnen die Wohnungen vor Ort oder per Video.',
  },
});
