import type { Dictionary } from '@/content/dictionaries';
import { cardPlans, costSummary, ownershipLimits, ownershipTaxes, priceComparison, purchasePermission, residencyShort, sellers } from './costs';

export const villas: Dictionary['villas'] = (f, v) => {
  const { count, range: r } = v.lists.villas;
  /**
   * One listing by its title in quotes (so no article has to agree with it), with its place in brackets
   * only where the title does not already name the town: „Gartenvilla in Catalkoy“, „Blue Villa mit eigenem Pool“ (Caesar Blue Villas in Iskele).
   */
  const offer = (listing: { title: string; location: string }) =>
    listing.title.includes(listing.location.split(/[\s,(]/)[0] ?? listing.location) ? `„${listing.title}“` : `„${listing.title}“ (${listing.location.replace(/\s*\(.*\)$/, '')})`;
  const rooms = (min: number, max: number) => (min === max ? `${min} Schlafzimmer` : `${min}–${max} Schlafzimmer`);
  const span = r && (r.lowest === r.highest ? f.euro(r.lowest) : f.euroRange(r.lowest, r.highest));
  return {
    meta: {
      title: 'Villen in Nordzypern kaufen',
      description:
        r
          ? `Villen an der Küste Nordzyperns, rund um Kyrenia, Esentepe und Iskele, ab ${f.euro(r.lowest)}. Angebot: ${sellers(r.stages)}.`
          : 'Villen an der Küste Nordzyperns, rund um Kyrenia, Esentepe und Iskele.',
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
      subtitle: r ? `Villen für die ganze Familie, am Meer und in den Hügeln: ${sellers(r.stages)}.` : 'Villen für die ganze Familie, am Meer und in den Hügeln.',
      facts: r
        ? [
            span!,
            rooms(r.bedrooms.min, r.bedrooms.max),
            f.plural(count, { one: 'Eine Villa im Angebot', other: '{n} Villen im Angebot' }),
          ]
        : ['Jeden Monat neue Villen'],
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
                ? `Derzeit haben wir eine Villa im Angebot, ${r.stages.resale > 0 ? 'eine Bestandsimmobilie, die ihr Eigentümer weiterverkauft' : 'einen Neubau vom Bauträger'}; wir zeigen sie Ihnen gern vor Ort oder per Videoanruf.`
                : `Die Villen auf dieser Seite stehen jetzt zum Verkauf: ${sellers(r.stages)}. Wir zeigen Ihnen jede davon vor Ort oder per Videoanruf.`,
              count === 1
                ? `Es handelt sich um unser Angebot ${offer(r.cheapest)} für ${f.euro(r.lowest)}.`
                : r.lowest === r.highest
                  ? `Sie kosten derzeit alle ${f.euro(r.lowest)}.`
                  : `Die Preise reichen von ${f.euro(r.lowest)} bis ${f.euro(r.highest)}: Am günstigsten ist unser Angebot ${offer(r.cheapest)}, am teuersten ${offer(r.priciest)}.`,
            ].join(' ')
          : 'Alle Villen, die wir angeboten hatten, sind verkauft. Jeden Monat kommen neue Villen auf den Markt, viele davon, bevor sie öffentlich inseriert werden: Schreiben Sie uns per WhatsApp, wonach Sie suchen, und wir schicken Ihnen die ersten passenden Angebote.',
        f.sentences(
          r ? cardPlans(f, r.plans) : '',
          'Bei Neubauten ist die Mehrwertsteuer im angegebenen Preis enthalten. Steuern und Gebühren kommen zum Kaufpreis hinzu: Welche, lesen Sie in den Fragen unten, und auf der Seite jeder Villa sind sie für diese Villa zusammengerechnet.',
        ),
      ],
    },
    listings: {
      title: 'Aktuell verfügbare Villen',
      intro: 'Villen, die wir Ihnen diesen Monat zeigen können – vor Ort oder per Videoanruf. Jede hat eine eigene Seite mit Fotos, Karte, Kaufnebenkosten und Zahlungsbedingungen; Grundrisse und die genauen Zahlungstermine schicken wir Ihnen gern per WhatsApp.',
    },
    whyBuy: {
      title: 'Warum eine Villa in Nordzypern?',
      intro: 'Eine Villa kostet hier so viel wie anderswo in Europa eine Wohnung – und sie kann Einnahmen bringen, während Sie nicht vor Ort sind.',
      items: [
        {
          icon: 'home',
          title: 'Platz zum Leben zum Preis einer Wohnung',
          text: r
            ? `${count === 1 ? `Die Villa auf dieser Seite kostet ${f.euro(r.lowest)}` : `Die Villen auf dieser Seite gibt es ab ${f.euro(r.lowest)}`}. ${priceComparison(f, v)}`.trim()
            : priceComparison(f, v) || 'Nennen Sie uns Ihr Budget, und wir schicken Ihnen die nächsten passenden Villen.',
        },
        {
          icon: 'passport',
          title: 'Aufenthalt für Sie und Ihre Familie',
          text: residencyShort(f, v),
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
        'Nennen Sie uns per WhatsApp Ihr Budget und Ihre Wunschregion. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche, mit Grundrissen, einem Videorundgang und allen Zahlungsbedingungen.',
      variant: 'secondary',
    },
    faq: [
      {
        question: 'Was kostet eine Villa in Nordzypern?',
        answer: [
          r
            ? count === 1
              ? `Derzeit haben wir eine Villa im Angebot: ${offer(r.cheapest)} für ${f.euro(r.lowest)}.`
              : r.lowest === r.highest
                ? `Die Villen, die wir derzeit anbieten, kosten alle ${f.euro(r.lowest)}.`
                : `Unsere aktuell angebotenen Villen kosten zwischen ${f.euro(r.lowest)} und ${f.euro(r.highest)}; am günstigsten ist ${offer(r.cheapest)}, am teuersten ${offer(r.priciest)}.`
            : 'Alle Villen, die wir angeboten hatten, sind verkauft; fragen Sie uns per WhatsApp nach den Preisen der nächsten.',
          costSummary(f, v),
          `Mit einer Reservierungsgebühr von 2.000–5.000\u00a0€ wird die Villa für 7–14 Tage vom Markt genommen, während Ihr Anwalt die Prüfungen durchführt.`,
        ].join(' '),
      },
      {
        question: 'Dürfen Ausländer in Nordzypern eine Villa kaufen?',
        answer: f.sentences('Ja – allerdings nur in begrenztem Umfang.', ownershipLimits(f, v), purchasePermission(f, v)),
      },
      {
        question: 'Welche Zahlungspläne gibt es für Villen?',
        answer: f.sentences(
          'Einen Zahlungsplan bietet der Bauträger eines Neubaus an; eine Bestandsimmobilie bezahlen Sie an den Eigentümer, wie es der Kaufvertrag festlegt – in Raten nur, wenn der Eigentümer zustimmt.',
          r ? cardPlans(f, r.plans) : 'Fragen Sie uns per WhatsApp nach den Zahlungsbedingungen der nächsten Villen.',
          'Einige Banken in Nordzypern vergeben Kredite an ausländische Käufer, meist über 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen; fragen Sie Ihren Anwalt, ob eine davon Ihnen einen Kredit gewähren würde.',
        ),
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
        'Kommen Sie zu einer Besichtigungsreise, die wir ganz nach Ihren Wünschen planen, oder sehen Sie sich die Villen in einem Live-Videoanruf an. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche.',
    },
  };
};
