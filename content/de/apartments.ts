import type { Dictionary } from '@/content/dictionaries';
import { costExampleSentence, costSummary, ownershipTaxes } from './costs';

export const apartments: Dictionary['apartments'] = (f, v) => {
  const { count, range: r } = v.lists.apartments;
  /** Title and place of one listing, in the nominative: only after a colon, never after an article. */
  const named = (listing: { title: string; location: string }) => `${listing.title}, ${listing.location}`;
  /** Apartments of a size, as the subject of "ab …": Studios, Wohnungen mit einem Schlafzimmer, Wohnungen mit 2 Schlafzimmern. */
  const kind = (bedrooms: number) =>
    bedrooms === 0 ? 'Studios' : `Wohnungen mit ${f.plural(bedrooms, { one: 'einem Schlafzimmer', other: '{n} Schlafzimmern' })}`;
  /** The lowest price at each size, as a German list: A, B und C. */
  const bySize = (steps: { bedrooms: number; from: number }[]) => {
    const parts = steps.map((step) => `${kind(step.bedrooms)} ab ${f.euro(step.from)}`);
    return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} und ${parts[parts.length - 1]}` : parts.join('');
  };
  const bedroomSpan = (min: number, max: number) =>
    max === 0 ? (count === 1 ? 'Studio' : 'Studios') : min === max ? `${max} Schlafzimmer` : `${min === 0 ? 'Studio' : min} bis ${max} Schlafzimmer`;
  return {
    meta: {
      title: 'Wohnungen in Nordzypern kaufen',
      description:
        r
          ? `Studios, Wohnungen und Penthouses in Nordzypern ab ${f.euro(r.lowest)}, nahe den Stränden und Universitäten: Raten zu 0\u00a0% Zinsen und geschätzte Bruttorenditen von 7–9\u00a0%.`
          : 'Studios, Wohnungen und Penthouses in Nordzypern, nahe den Stränden und Universitäten: Raten zu 0\u00a0% Zinsen und geschätzte Bruttorenditen von 7–9\u00a0%.',
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
      facts: r
        ? [
            `Angebote ab ${f.euro(r.lowest)}`,
            bedroomSpan(r.bedrooms.min, r.bedrooms.max),
            ...(r.topYield ? [`Bis zu ${f.percent(r.topYield.roi!)} Bruttorendite (geschätzt)`] : []),
            f.plural(count, { one: 'Eine Wohnung im Angebot', other: '{n} Wohnungen im Angebot' }),
          ]
        : ['Raten zu 0\u00a0% Zinsen', 'Jeden Monat neue Wohnungen'],
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
          title: r ? `Preise ab ${f.euro(r.lowest)}` : 'Preise weit unter europäischem Niveau',
          text: r
            ? `Auf dieser Seite finden Sie ${bySize(r.fromByBedrooms)}. ${r.fromByBedrooms.length > 1 ? 'Hinter jedem dieser Preise' : 'Hinter diesem Preis'} steht ein konkretes Angebot.`
            : 'Eine Wohnung am Meer kostet hier deutlich weniger als an den Küsten Spaniens oder Portugals.',
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
      intro: `${
        r
          ? count === 1
            ? `Aktuell bieten wir eine Wohnung für ${f.euro(r.lowest)} an; sie hat ihre eigene Seite.`
            : r.lowest === r.highest
              ? `Wohnungen zu je ${f.euro(r.lowest)}, jede mit eigener Seite.`
              : `Wohnungen von ${f.euro(r.lowest)} bis ${f.euro(r.highest)}, jede mit eigener Seite.`
          : 'Alle Wohnungen, die wir angeboten hatten, sind verkauft.'
      } Die Monatsraten gehen von ${f.percent(v.cardPlan.downPercent)} Anzahlung und dem Restbetrag in ${v.cardPlan.months} zinsfreien Monatsraten aus.`,
    },
    whyInvest: {
      title: 'Warum in eine Wohnung in Nordzypern investieren?',
      intro: 'Die Zahlen, die Wohnungen bei unseren Käufern zum beliebtesten Ersterwerb machen.',
      items: [
        {
          icon: 'chart',
          title: 'Bruttorenditen von 7–9\u00a0% (geschätzt)',
          text: `Gut gelegene Wohnungen bringen mit Ferien- und Langzeitvermietung schätzungsweise 7–9\u00a0% des Kaufpreises im Jahr ein, vor Kosten${r?.topYield ? `; für unser Angebot „${r.topYield.title}“ zu ${f.euro(r.topYield.price)} sind ${f.percent(r.topYield.roi!)} brutto prognostiziert` : ''}.`,
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
      title: 'Welche Wohnung zu welchem Budget passt',
      intro: 'Wo Ihr Geld am meisten bewirkt, hängt davon ab, wie viel Sie investieren möchten. So gehen unsere Käufer in den einzelnen Preisklassen meist vor. Die Renditen sind geschätzte Bruttowerte, vor Verwaltung, Instandhaltung und Steuern.',
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
        answer: [
          r
            ? [
                count === 1
                  ? `Derzeit haben wir eine Wohnung im Angebot, für ${f.euro(r.lowest)}: ${named(r.cheapest)}.`
                  : r.lowest === r.highest
                    ? `Die Wohnungen, die wir derzeit anbieten, kosten alle ${f.euro(r.lowest)}.`
                    : `Die Wohnungen, die wir derzeit anbieten, kosten zwischen ${f.euro(r.lowest)} und ${f.euro(r.highest)}. Die günstigste davon: ${named(r.cheapest)}. Die teuerste: ${named(r.priciest)}.`,
                `Neubauwohnungen in der Aventus Residence gibt es laut Preisliste des Bauträgers ab ${f.euro(v.projectFrom.aventus)}.`,
                ...(count > 1 && r.fromByBedrooms.length > 1 ? [`Nach Größe: ${bySize(r.fromByBedrooms)}.`] : []),
              ].join(' ')
            : 'Alle Wohnungen, die wir angeboten hatten, sind verkauft; fragen Sie uns per WhatsApp nach den Preisen der nächsten.',
          costSummary(f, v),
        ].join(' '),
      },
      {
        question: 'Dürfen Ausländer in Nordzypern eine Wohnung kaufen?',
        answer:
          'Ja. Seit 2019 wurden über 10.000 Immobilien an ausländische Käufer verkauft. Sie benötigen eine Erwerbsgenehmigung des Ministerrats; sie kostet rund 500\u00a0€ und dauert in der Regel 2–4 Wochen, den Antrag stellt Ihr Anwalt für Sie. Der gesamte Kauf dauert meist 4–8 Wochen; Genehmigungen und Eigentumsurkunden für Neubauten können allerdings deutlich länger dauern.',
      },
      {
        question: 'Welche Zahlungspläne gibt es?',
        answer: `Die meisten Bauträger verlangen 30–40\u00a0% Anzahlung und verteilen den Rest zinsfrei auf bis zu 100 Monate; bei Off-Plan-Wohnungen (Kauf vor Fertigstellung) sind schon 20\u00a0% Anzahlung möglich. Die Monatsraten auf unseren Karten gehen von ${f.percent(v.cardPlan.downPercent)} Anzahlung und ${v.cardPlan.months} Monaten aus${r ? ` – für unser Angebot „${r.cheapest.title}“ zu ${f.euro(r.cheapest.price)} sind das ${f.euro(r.cheapest.monthly)} im Monat` : ''}. Bankdarlehen decken 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen.`,
      },
      {
        question: 'Mit welchen Mieteinnahmen kann ich rechnen?',
        answer:
          'Gut gelegene Wohnungen erzielen typischerweise 7–9\u00a0% des Kaufpreises im Jahr, brutto, geschätzt; wo wir für eine Wohnung eine Rendite nennen, steht die geschätzte Rendite auf ihrer Karte. Gartenwohnungen werden meist zur Selbstnutzung gekauft, deshalb nennen wir dafür keine Rendite. Einige Bauträger garantieren in den ersten 2–3 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, brutto; eine solche Garantie ist nur so gut wie der Bauträger, der dahintersteht. Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.',
      },
      {
        question: 'Welche Region eignet sich am besten zur Vermietung?',
        answer:
          'Famagusta für Studierende, die über das ganze Studienjahr mieten; Long Beach in Iskele für Ferienvermietung am Sandstrand; Kyrenia für die ganzjährige Nachfrage von Expats und Besuchern. Esentepe passt zu Käufern, die einen ruhigen Meerblick suchen und vor allem im Sommer vermieten.',
      },
      {
        question: 'Welche Kosten kommen zum Kaufpreis hinzu?',
        answer:
          `${costExampleSentence(f, v)} Eine Reservierungsgebühr von 2.000–5.000\u00a0€ sichert Ihnen die Wohnung für 7–14 Tage, während Ihr Anwalt die Prüfungen durchführt; sie wird auf den Kaufpreis angerechnet.`,
      },
      {
        question: 'Welche laufenden Kosten fallen jährlich an?',
        answer: f.sentences(
          'Sie zahlen ein Hausgeld für Pool, Gartenanlagen und Aufzüge, das je nach Gebäude unterschiedlich hoch ist, sowie Ihre Verbrauchskosten.',
          ownershipTaxes(f, v),
        ),
      },
      {
        question: 'Bekomme ich mit einer Wohnung eine Aufenthaltsgenehmigung?',
        answer: `Mit einem Kauf von mehr als ${f.euro(v.residencyThreshold)} sind Sie berechtigt, eine Aufenthaltsgenehmigung zu beantragen${
          r
            ? r.aboveResidency > 0
              ? ` – auf dieser Seite ${f.plural(r.aboveResidency, { one: 'liegt derzeit eine Wohnung', other: 'liegen derzeit {n} Wohnungen' })} darüber`
              : ' – derzeit liegt keine Wohnung auf dieser Seite darüber'
            : ''
        }. Bei einem niedrigeren Kaufpreis werden Sie ebenso Eigentümer der Wohnung – mit der Erwerbsgenehmigung, die jeder ausländische Käufer braucht – und können dort Ihren Urlaub verbringen; fragen Sie uns nach den Aufenthaltsregeln für Ihre Situation.`,
      },
    ],
    closingCta: {
      title: 'Finden Sie Ihre Wohnung am Meer',
      description:
        'Nennen Sie uns Ihr Budget und sagen Sie uns, ob Sie selbst darin wohnen, vermieten oder beides möchten. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche, und zeigen Ihnen die Wohnungen vor Ort oder per Video.',
    },
  };
};
