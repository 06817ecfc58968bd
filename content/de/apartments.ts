import type { Dictionary } from '@/content/dictionaries';
import { cardPlans, costExampleSentence, costSummary, ownershipLimits, ownershipTaxes, priceComparison, purchasePermission, purchaseTimeline, residency, sellers } from './costs';

export const apartments: Dictionary['apartments'] = (f, v) => {
  const { count, range: r } = v.lists.apartments;
  /**
   * One listing by its title in quotes (so no article has to agree with it), with its place in brackets
   * only where the title does not already name the town: „Penthouse in Catalkoy“, „Studio im Universitätsviertel“ (Famagusta).
   */
  const offer = (listing: { title: string; location: string }) =>
    listing.title.includes(listing.location.split(/[\s,(]/)[0] ?? listing.location) ? `„${listing.title}“` : `„${listing.title}“ (${listing.location.replace(/\s*\(.*\)$/, '')})`;
  /** A number of rooms in running text, after „mit“: words up to twelve, as German style wants them, digits above. */
  const dative = ['keinem', 'einem', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
  /** Apartments of a size, as the subject of "ab …": Studios, Wohnungen mit einem Schlafzimmer, Wohnungen mit zwei Schlafzimmern. */
  const kind = (bedrooms: number) =>
    bedrooms === 0
      ? 'Studios'
      : `Wohnungen mit ${f.plural(bedrooms, { one: 'einem Schlafzimmer', other: '{count} Schlafzimmern' }, { count: dative[bedrooms] ?? f.number(bedrooms) })}`;
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
          ? `Studios, Wohnungen und Penthouses in Nordzypern ab ${f.euro(r.lowest)}, mit geschätzten Bruttorenditen von 7–9\u00a0%. Im Angebot: ${sellers(r.stages)}.`
          : 'Studios, Wohnungen und Penthouses in Nordzypern, mit geschätzten Bruttorenditen von 7–9\u00a0%.',
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
      subtitle: r
        ? `Studios, Wohnungen und Penthouses nahe den Stränden und Universitäten, mit ganzjährig stabiler Mietnachfrage. Im Angebot: ${sellers(r.stages)}.`
        : 'Studios, Wohnungen und Penthouses nahe den Stränden und Universitäten, mit ganzjährig stabiler Mietnachfrage.',
      facts: r
        ? [
            `Angebote ab ${f.euro(r.lowest)}`,
            bedroomSpan(r.bedrooms.min, r.bedrooms.max),
            ...(r.topYield ? [`Bis zu ${f.percent(r.topYield.roi!)} Bruttorendite (geschätzt)`] : []),
            f.plural(count, { one: 'Eine Wohnung im Angebot', other: '{n} Wohnungen im Angebot' }),
          ]
        : ['Jeden Monat neue Wohnungen'],
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
          title: r ? `Preise ab ${f.euro(r.lowest)}` : 'Preise am Meer',
          text: r
            ? `Auf dieser Seite finden Sie ${bySize(r.fromByBedrooms)}. ${r.fromByBedrooms.length > 1 ? 'Hinter jedem dieser Preise' : 'Hinter diesem Preis'} steht ein konkretes Angebot.`
            : priceComparison(f, v) || 'Nennen Sie uns Ihr Budget, und wir schicken Ihnen die nächsten passenden Wohnungen.',
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
      }${r ? ` ${cardPlans(f, r.plans)}` : ''}`,
    },
    whyInvest: {
      title: 'Warum in eine Wohnung in Nordzypern investieren?',
      intro: 'Die Zahlen, die Wohnungen bei unseren Käufern zum beliebtesten Ersterwerb machen.',
      items: [
        {
          icon: 'chart',
          title: 'Bruttorenditen von 7–9\u00a0% (geschätzt)',
          text: `Gut gelegene Wohnungen bringen mit Ferien- und Langzeitvermietung schätzungsweise 7–9\u00a0% des Kaufpreises im Jahr ein, vor Kosten${r?.topYield ? `; für unser Angebot „${r.topYield.title}“ zu ${f.euro(r.topYield.price)} sind es schätzungsweise ${f.percent(r.topYield.roi!)}, brutto` : ''}.`,
        },
        {
          icon: 'percent',
          title: 'Zinsfreie Raten bei Neubauten',
          text: 'Bei einer Neubauwohnung zahlen Sie 30–40\u00a0% an und den Rest in bis zu 100 Monatsraten an den Bauträger – zinsfrei, sofern der Ratenpreis dem Barzahlungspreis entspricht. Off-Plan-Wohnungen (Kauf vor Fertigstellung) gibt es schon ab 20\u00a0% Anzahlung; eine Bestandswohnung bezahlen Sie an den Eigentümer, wie es der Kaufvertrag festlegt.',
        },
        {
          icon: 'users',
          title: 'Mieter in jeder Saison',
          text: 'Internationale Studierende, Expats und Urlauber brauchen alle eine Unterkunft – gute Wohnungen stehen daher selten leer.',
        },
        {
          icon: 'sun',
          title: 'Potenzial für Wertzuwachs',
          text: 'In beliebten Küstenorten sind die Preise in den letzten Jahren deutlich gestiegen, getragen von Tourismus, Universitäten und neuen Straßen. Frühere Wertsteigerungen sind allerdings kein verlässlicher Hinweis auf künftige.',
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
            { label: 'Passendes Objekt', value: 'Studio oder Wohnung mit einem Schlafzimmer' },
            { label: 'Lage', value: 'Famagusta nahe den Universitäten oder Iskele' },
            { label: 'Geschätzte Rendite', value: 'Rund 9\u00a0% im Jahr, brutto' },
          ],
        },
        {
          budget: '120.000–180.000\u00a0€',
          title: 'Ferienvermietung mit Aussicht',
          text: 'Eine Wohnung mit Meerblick oder zwei Schlafzimmern in einer Anlage mit Pool – im Sommer an Familien, im Winter an Langzeitmieter vermietet.',
          details: [
            { label: 'Passendes Objekt', value: 'Wohnung mit Meerblick, 1–2 Schlafzimmer' },
            { label: 'Lage', value: 'Long Beach in Iskele, Esentepe oder Kyrenia' },
            { label: 'Geschätzte Rendite', value: '7–8\u00a0% im Jahr, brutto' },
          ],
        },
        {
          budget: 'Ab 180.000\u00a0€',
          title: 'Premium-Wohnen am Meer',
          text: 'Ein Penthouse oder eine große Wohnung mit zwei Schlafzimmern für Ihren eigenen Urlaub, dazwischen vermietet.',
          details: [
            { label: 'Passendes Objekt', value: 'Penthouse oder Premium-Wohnung mit zwei Schlafzimmern' },
            { label: 'Lage', value: 'Kyrenia, Catalkoy oder Bellapais' },
            { label: 'Geschätzte Rendite', value: 'Rund 7\u00a0% im Jahr, brutto; beim Wiederverkauf besonders gefragt' },
          ],
        },
      ],
    },
    midCta: {
      title: 'Welches Budget passt zu Ihnen?',
      description:
        'Schicken Sie uns per WhatsApp Ihr Budget und Ihre Ziele. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche, mit drei passenden Wohnungen und der Kalkulation zu jeder einzelnen.',
      variant: 'secondary',
    },
    faq: [
      {
        question: 'Was kostet eine Wohnung in Nordzypern?',
        answer: [
          r
            ? [
                count === 1
                  ? `Derzeit haben wir eine Wohnung im Angebot: ${offer(r.cheapest)} für ${f.euro(r.lowest)}.`
                  : r.lowest === r.highest
                    ? `Die Wohnungen, die wir derzeit anbieten, kosten alle ${f.euro(r.lowest)}.`
                    : `Die Wohnungen, die wir derzeit anbieten, kosten zwischen ${f.euro(r.lowest)} und ${f.euro(r.highest)}; am günstigsten ist ${offer(r.cheapest)}, am teuersten ${offer(r.priciest)}.`,
                `Neubauwohnungen in der Aventus Residence gibt es laut Preisliste des Bauträgers ab ${f.euro(v.projectFrom.aventus)}, einschließlich Mehrwertsteuer.`,
                ...(count > 1 && r.fromByBedrooms.length > 1 ? [`Nach Größe: ${bySize(r.fromByBedrooms)}.`] : []),
              ].join(' ')
            : 'Alle Wohnungen, die wir angeboten hatten, sind verkauft; fragen Sie uns per WhatsApp nach den Preisen der nächsten.',
          costSummary(f, v),
        ].join(' '),
      },
      {
        question: 'Dürfen Ausländer in Nordzypern eine Wohnung kaufen?',
        answer: f.sentences('Ja – allerdings nur in begrenztem Umfang.', ownershipLimits(f, v), purchasePermission(f, v), purchaseTimeline(f, v)),
      },
      {
        question: 'Welche Zahlungspläne gibt es?',
        answer: f.sentences(
          'Einen Zahlungsplan bietet der Bauträger eines Neubaus an; eine Bestandsimmobilie bezahlen Sie an den Eigentümer, wie es der Kaufvertrag festlegt – in Raten nur, wenn der Eigentümer zustimmt.',
          r ? cardPlans(f, r.plans) : 'Fragen Sie uns per WhatsApp nach den Zahlungsbedingungen der nächsten Wohnungen.',
          'Einige Banken in Nordzypern vergeben Kredite an ausländische Käufer, meist über 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen; fragen Sie Ihren Anwalt, ob eine davon Ihnen einen Kredit gewähren würde.',
        ),
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
        answer: residency(f, v),
      },
    ],
    closingCta: {
      title: 'Finden Sie Ihre Wohnung am Meer',
      description:
        'Nennen Sie uns Ihr Budget und sagen Sie uns, ob Sie selbst darin wohnen, vermieten oder beides möchten. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche, und zeigen Ihnen die Wohnungen vor Ort oder per Video.',
    },
  };
};
