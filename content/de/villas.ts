import type { Dictionary } from '@/content/dictionaries';
import { costSummary, ownershipTaxes } from './costs';

export const villas: Dictionary['villas'] = (f, v) => {
  const { count, range: r } = v.lists.villas;
  /** Title and place of one listing, in the nominative: only after a colon, never after an article. */
  const named = (listing: { title: string; location: string }) => `${listing.title}, ${listing.location}`;
  const rooms = (min: number, max: number) => (min === max ? `${min} Schlafzimmer` : `${min}–${max} Schlafzimmer`);
  const span = r && (r.lowest === r.highest ? f.euro(r.lowest) : f.euroRange(r.lowest, r.highest));
  const residency = `eine Aufenthaltsgenehmigung in Nordzypern zu beantragen`;
  return {
    meta: {
      title: 'Villen in Nordzypern kaufen',
      description:
        r
          ? `Villen an der Küste Nordzyperns, rund um Kyrenia, Esentepe und Iskele, ab ${f.euro(r.lowest)} – mit Ratenzahlung zu 0\u00a0% Zinsen direkt vom Bauträger.`
          : 'Villen an der Küste Nordzyperns, rund um Kyrenia, Esentepe und Iskele – mit Ratenzahlung zu 0\u00a0% Zinsen direkt vom Bauträger.',
      keywords: [
        'Villa Nordzypern kaufen',
        'Villa mit Pool Kyrenia',
        'Villa Bellapais kaufen',
        'Golfvilla Esentepe',
        'Villa Iskele kaufen',
        'Villa Nordzypern Ratenzahlung',
      ],
    },
    hero: {
      eyebrow: 'Kyrenia (Girne) · Bellapais · Esentepe · Iskele',
      title: 'Villen in Nordzypern kaufen',
      subtitle:
        'Villen für die ganze Familie, am Meer und in den Hügeln – mit zinsfreier Ratenzahlung direkt beim Bauträger.',
      facts: r
        ? [
            span!,
            rooms(r.bedrooms.min, r.bedrooms.max),
            f.plural(count, { one: 'Eine Villa im Angebot', other: '{n} Villen im Angebot' }),
            ...(r.aboveResidency === count ? ['Aufenthaltsgenehmigung möglich'] : []),
          ]
        : ['Raten zu 0\u00a0% Zinsen', 'Jeden Monat neue Villen'],
    },
    heroActions: {
      whatsApp: 'Per WhatsApp schreiben',
      listings: 'Villen ansehen',
    },
    intro: {
      title: 'Platz zum Leben – und ein Haus, das Mieteinnahmen bringen kann',
      paragraphs: [
        r
          ? [
              count === 1
                ? 'Derzeit haben wir eine Villa im Angebot, von einem Bauträger, mit dem wir bereits zusammengearbeitet haben; wir zeigen sie Ihnen gern vor Ort oder per Videoanruf.'
                : 'Die Villen auf dieser Seite stehen jetzt zum Verkauf. Sie stammen von Bauträgern, mit denen wir bereits zusammengearbeitet haben, und wir zeigen Ihnen jede davon vor Ort oder per Videoanruf.',
              count === 1
                ? `Es handelt sich um dieses Angebot: ${named(r.cheapest)}, für ${f.euro(r.lowest)}.`
                : r.lowest === r.highest
                  ? `Sie kosten derzeit alle ${f.euro(r.lowest)}.`
                  : `Die Preise reichen von ${f.euro(r.lowest)} bis ${f.euro(r.highest)}. Günstigstes Angebot: ${named(r.cheapest)}. Teuerstes Angebot: ${named(r.priciest)}.`,
              r.aboveResidency === count
                ? `${count === 1 ? 'Sie kostet' : 'Jede davon kostet'} mehr als ${f.euro(v.residencyThreshold)}; mit dem Kauf sind Sie daher berechtigt, ${residency}.`
                : r.aboveResidency > 0
                  ? f.plural(r.aboveResidency, {
                      one: `Eine davon kostet mehr als ${f.euro(v.residencyThreshold)}; wer sie kauft, ist berechtigt, ${residency}.`,
                      other: `{n} davon kosten mehr als ${f.euro(v.residencyThreshold)}; wer eine davon kauft, ist berechtigt, ${residency}.`,
                    })
                  : `Mit einem Kauf von mehr als ${f.euro(v.residencyThreshold)} sind Sie berechtigt, ${residency}.`,
            ].join(' ')
          : `Alle Villen, die wir angeboten hatten, sind verkauft. Jeden Monat kommen neue Villen auf den Markt, viele davon, bevor sie öffentlich inseriert werden: Schreiben Sie uns per WhatsApp, wonach Sie suchen, und wir schicken Ihnen die ersten passenden Angebote. Mit einem Kauf von mehr als ${f.euro(v.residencyThreshold)} sind Sie berechtigt, ${residency}.`,
        [
          `Die Monatsrate auf jeder Karte beruht auf einem typischen Zahlungsplan des Bauträgers: ${f.percent(v.cardPlan.downPercent)} bei Vertragsunterzeichnung, der Rest in ${v.cardPlan.months} gleichen Monatsraten zu 0\u00a0% Zinsen.`,
          ...(r ? [`Für ${count === 1 ? 'diese Villa' : `die günstigste (${r.cheapest.title})`} sind das ${f.euro(r.cheapest.monthly)} im Monat.`] : []),
          `Bauträger verlangen 30–40\u00a0% Anzahlung und verteilen den Rest auf bis zu 100 Monate – so können wir die Zahlen auf Ihre Situation zuschneiden. Steuern und Gebühren kommen zum Kaufpreis hinzu; welche, lesen Sie in den Fragen unten.`,
        ].join(' '),
      ],
    },
    listings: {
      title: 'Aktuell verfügbare Villen',
      intro: 'Villen, die wir Ihnen diesen Monat zeigen können – vor Ort oder per Videoanruf. Jede hat eine eigene Seite mit Fotos, Karte und Zahlungsplan; Grundrisse und die vollständige Aufstellung aller Raten schicken wir Ihnen gern per WhatsApp.',
    },
    whyBuy: {
      title: 'Warum eine Villa in Nordzypern?',
      intro: 'Eine Villa kostet hier so viel wie anderswo in Europa eine Wohnung – und sie kann Einnahmen bringen, während Sie nicht vor Ort sind.',
      items: [
        {
          icon: 'home',
          title: 'Platz zum Leben zum Preis einer Wohnung',
          text: r
            ? `${count === 1 ? `Die Villa auf dieser Seite kostet ${f.euro(r.lowest)}` : `Die Villen auf dieser Seite gibt es ab ${f.euro(r.lowest)}`} – deutlich weniger, als ein vergleichbares Haus an den Küsten Spaniens oder Portugals kostet.`
            : 'Eine Villa kostet hier deutlich weniger als ein vergleichbares Haus an den Küsten Spaniens oder Portugals.',
        },
        {
          icon: 'passport',
          title: 'Aufenthalt für Sie und Ihre Familie',
          text: `Kostet Ihre Villa mehr als ${f.euro(v.residencyThreshold)}, sind Sie mit dem Kauf berechtigt, eine Aufenthaltsgenehmigung für sich und Ihre Familie zu beantragen. Den Antrag stellt Ihr Anwalt für Sie.`,
        },
        {
          icon: 'chart',
          title: 'Gefragt bei Feriengästen',
          text: 'Villen mit Pool sind bei Urlaubern vom Frühjahr bis in den Spätherbst gefragt; gut gelegene Objekte bringen in Ihrer Abwesenheit schätzungsweise 7–9\u00a0% des Kaufpreises im Jahr ein, brutto.',
        },
        {
          icon: 'shield',
          title: 'Planbare Steuern',
          text: ownershipTaxes(f, v),
        },
      ],
    },
    midCta: {
      title: 'Grundrisse und Videorundgang gewünscht?',
      description:
        'Nennen Sie uns per WhatsApp Ihr Budget und Ihre Wunschregion. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche, mit Grundrissen, einem Videorundgang und dem vollständigen Zahlungsplan.',
      variant: 'secondary',
    },
    faq: [
      {
        question: 'Was kostet eine Villa in Nordzypern?',
        answer: [
          r
            ? count === 1
              ? `Derzeit haben wir eine Villa im Angebot, für ${f.euro(r.lowest)}: ${named(r.cheapest)}.`
              : r.lowest === r.highest
                ? `Die Villen, die wir derzeit anbieten, kosten alle ${f.euro(r.lowest)}.`
                : `Unsere aktuell angebotenen Villen kosten zwischen ${f.euro(r.lowest)} und ${f.euro(r.highest)}. Günstigstes Angebot: ${named(r.cheapest)}. Teuerstes Angebot: ${named(r.priciest)}.`
            : 'Alle Villen, die wir angeboten hatten, sind verkauft; fragen Sie uns per WhatsApp nach den Preisen der nächsten.',
          costSummary(f, v),
          `Mit einer Reservierungsgebühr von 2.000–5.000\u00a0€ wird die Villa für 7–14 Tage vom Markt genommen, während Ihr Anwalt die Prüfungen durchführt.`,
        ].join(' '),
      },
      {
        question: 'Dürfen Ausländer in Nordzypern eine Villa kaufen?',
        answer:
          'Ja. Seit 2019 wurden über 10.000 Immobilien an ausländische Käufer verkauft. Sie benötigen eine Erwerbsgenehmigung des Ministerrats; sie kostet rund 500\u00a0€ und dauert in der Regel 2–4 Wochen, den Antrag stellt Ihr Anwalt für Sie. Die Unterlagen für einen Villenkauf sind meist in 4–6 Wochen bearbeitet; Genehmigungen und Eigentumsurkunden für Neubauten können allerdings deutlich länger dauern.',
      },
      {
        question: 'Welche Zahlungspläne gibt es für Villen?',
        answer: `Bauträger verlangen meist 30–40\u00a0% Anzahlung und verteilen den Rest zinsfrei auf bis zu 100 Monate; bei Off-Plan-Villen (Kauf vor Fertigstellung) sind schon 20\u00a0% Anzahlung möglich. Die Monatsraten auf dieser Seite gehen von ${f.percent(v.cardPlan.downPercent)} Anzahlung und ${v.cardPlan.months} Monaten aus. Wenn Sie lieber über eine Bank finanzieren: Bankdarlehen decken 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen.`,
      },
      {
        question: 'Haben die Villen einen eigenen Pool?',
        answer:
          'Die meisten Villen an der Küste haben einen. Ob eine Villa einen Pool hat und ob er privat oder gemeinschaftlich ist, steht auf ihrer Karte und ihrer Seite bei der Ausstattung. Die Poolreinigung kann Teil eines Servicepakets sein, damit der Pool bereit ist, wann immer Sie oder Ihre Gäste ankommen.',
      },
      {
        question: 'Welche laufenden Kosten hat eine Villa?',
        answer: f.sentences(
          'Sie zahlen Verbrauchskosten wie Strom und Wasser, Versicherung, Garten- und Poolpflege sowie in bewachten Wohnanlagen eine Instandhaltungsgebühr für die Anlage.',
          ownershipTaxes(f, v),
        ),
      },
      {
        question: 'Kann ich mit einer Villa Mieteinnahmen erzielen?',
        answer:
          'Ja. Gut gelegene Villen mit Pool erzielen mit Ferien- und Langzeitvermietung schätzungsweise 7–9\u00a0% des Kaufpreises im Jahr, brutto. Bei den Caesar Blue Villas in Iskele garantiert der Bauträger in den ersten 2 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, brutto; diese Garantie ist nur so gut wie der Bauträger. Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen; Ihr Anwalt klärt, wie sie in Ihrem Fall anfällt.',
      },
      {
        question: 'Welche Region eignet sich am besten für eine Villa?',
        answer:
          'Das hängt davon ab, wie Sie leben möchten. Kyrenia und Bellapais bieten den Hafen, Restaurants und Bergblick; Alsancak und Catalkoy sind ruhige Dörfer nahe Kyrenia; Esentepe bietet Golf und eine unberührte Küste; Iskele hat lange Sandstrände und die am schnellsten wachsenden Resortprojekte.',
      },
      {
        question: 'Wie sind die Villen ausgestattet?',
        answer:
          'Was zu einer Villa gehört, steht auf ihrer eigenen Seite: meist eine Einbauküche, Klimaanlage und ein privater Stellplatz, oft auch ein eigener Pool. Bewachte Wohnanlagen bieten zusätzlich Sicherheit, gepflegte Gartenanlagen und Gemeinschaftseinrichtungen wie Fitnessraum oder Clubhaus. Supermärkte, Privatkliniken und internationale Schulen erreichen Sie von Kyrenia und Iskele aus mit einer kurzen Autofahrt.',
      },
    ],
    closingCta: {
      title: 'Villen besichtigen – vor Ort oder per Video',
      description:
        'Kommen Sie zu einer Besichtigungsreise, die wir ganz nach Ihren Wünschen planen, oder sehen Sie sich die Villen in einem Live-Videoanruf an. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche.',
    },
  };
};
