import type { Dictionary } from '@/content/dictionaries';
import { villaListings } from '@/content/facts/listings';
import { cardPlan } from '@/content/facts/site';
import { cardMonthly, highestPrice, lowestPrice } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

const lowest = lowestPrice(villaListings);
const highest = highestPrice(villaListings);

export const villas: Dictionary['villas'] = (f) => ({
  meta: {
    title: 'Villen in Nordzypern kaufen',
    description:
      `Villen mit 3–4 Schlafzimmern und eigenem Pool in Kyrenia, Bellapais, Esentepe und Iskele ab ${f.euro(lowest)} – mit Ratenzahlung zu 0\u00a0% Zinsen direkt vom Bauträger.`,
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
      'Villen mit drei oder vier Schlafzimmern, eigenem Pool und Meer- oder Bergblick – mit zinsfreier Ratenzahlung direkt beim Bauträger.',
    facts: [`${f.number(lowest)}–${f.euro(highest)}`, '3–4 Schlafzimmer', 'Eigener Pool', 'Aufenthaltsgenehmigung möglich'],
  },
  heroActions: {
    whatsApp: 'Per WhatsApp schreiben',
    listings: 'Villen ansehen',
  },
  intro: {
    title: 'Platz zum Leben – und ein Haus, das sich trägt',
    paragraphs: [
      `Alle Villen auf dieser Seite sind Neubauten an der Küste, von Lapta westlich von Kyrenia bis Iskele im Osten, errichtet von Bauträgern, mit denen wir bereits zusammengearbeitet haben. Die Preise reichen von ${f.euro(lowest)} für eine Gartenvilla mit drei Schlafzimmern in Catalkoy bis ${f.euro(highest)} für eine Villa mit vier Schlafzimmern oberhalb von Bellapais. Jede kostet mehr als ${f.euro(residencyThreshold)}; mit dem Kauf sind Sie daher berechtigt, eine Aufenthaltsgenehmigung in Nordzypern zu beantragen.`,
      `Die Monatsrate auf jeder Karte beruht auf einem typischen Zahlungsplan des Bauträgers: ${f.percent(cardPlan.downPercent)} bei Vertragsunterzeichnung, der Rest in ${cardPlan.months} gleichen Monatsraten zu 0\u00a0% Zinsen. Für die Villa in Catalkoy sind das ${f.euro(cardMonthly(lowest))} im Monat. Bauträger verlangen 30–40\u00a0% Anzahlung und verteilen den Rest auf bis zu 100 Monate – so können wir die Zahlen auf Ihre Situation zuschneiden. Rechnen Sie zusätzlich zum Kaufpreis mit ${f.percent(transferTaxPercent)} Grunderwerbsteuer und 1–1,5\u00a0% Anwaltskosten.`,
    ],
  },
  listings: {
    title: 'Aktuell verfügbare Villen',
    intro: 'Sechs Villen, die wir Ihnen diesen Monat zeigen können – vor Ort oder per Videoanruf. Fragen Sie per WhatsApp nach Grundrissen und dem vollständigen Zahlungsplan.',
    items: {
      'catalkoy-garden-villa': {
        title: 'Gartenvilla in Catalkoy',
        location: 'Catalkoy bei Kyrenia',
        type: 'Gartenvilla',
        features: ['Eigener Pool', 'Angelegter Garten', 'Bergblick', 'Überdachter Stellplatz', 'Fußbodenheizung'],
      },
      'alsancak-modern-villa': {
        title: 'Moderne Villa in Alsancak',
        location: 'Alsancak bei Kyrenia',
        type: 'Moderne Villa',
        features: ['Eigener Pool', 'Strand zu Fuß erreichbar', 'Smart-Home-Technik', 'Offene Küche'],
      },
      'esentepe-golf-villa': {
        title: 'Golfvilla in Esentepe',
        location: 'Esentepe, Nordküste',
        type: 'Golfvilla',
        features: ['Blick auf den Golfplatz', 'Eigener Pool', 'Dachterrasse', 'Zugang zum Clubhaus', 'Teilweise Meerblick'],
      },
      'long-beach-contemporary-villa': {
        title: 'Designvilla am Long Beach',
        location: 'Long Beach bei Iskele',
        type: 'Designvilla',
        features: ['Eigener Pool', 'Nahe am Sandstrand', 'Dachterrasse', 'Solaranlage für Warmwasser', 'Bewachte Wohnanlage', 'Gästesuite'],
      },
      'lapta-beachfront-villa': {
        title: 'Strandvilla in Lapta',
        location: 'Lapta bei Kyrenia',
        type: 'Strandvilla',
        features: ['Direkter Strandzugang', 'Infinity-Pool', 'Meerblick', 'Außenküche', 'Doppelgarage'],
      },
      'bellapais-luxury-villa': {
        title: 'Luxusvilla in Bellapais',
        location: 'Bellapais bei Kyrenia',
        type: 'Luxusvilla',
        features: ['Infinity-Pool', 'Panorama-Meerblick', 'Abtei Bellapais zu Fuß erreichbar', 'Heimkino', 'Doppelgarage', 'Gästesuite'],
      },
    },
  },
  whyBuy: {
    title: 'Warum eine Villa in Nordzypern?',
    intro: 'Eine Villa kostet hier so viel wie anderswo in Europa eine Wohnung – und sie kann Einnahmen bringen, während Sie nicht vor Ort sind.',
    items: [
      {
        icon: 'home',
        title: 'Pool und Garten zum Preis einer Wohnung',
        text: `Villen mit drei Schlafzimmern und eigenem Pool gibt es ab ${f.euro(lowest)} – etwa die Hälfte dessen, was ein vergleichbares Haus an den Küsten Spaniens oder Portugals kostet.`,
      },
      {
        icon: 'passport',
        title: 'Aufenthalt für Sie und Ihre Familie',
        text: `Jede Villa auf dieser Seite kostet mehr als ${f.euro(residencyThreshold)}; mit dem Kauf sind Sie berechtigt, eine Aufenthaltsgenehmigung zu beantragen. Den Antrag stellt Ihr Anwalt für Sie.`,
      },
      {
        icon: 'chart',
        title: 'Ferienvermietung, die sich rechnet',
        text: 'Villen mit Pool sind bei Urlaubern vom Frühjahr bis in den Spätherbst gefragt; gut gelegene Objekte erzielen 7–9\u00a0% im Jahr, während Sie nicht vor Ort sind.',
      },
      {
        icon: 'shield',
        title: 'Niedrige Steuern und Nebenkosten',
        text: 'Die Grundsteuer liegt bei rund 0,5\u00a0% im Jahr. Wenn Sie die Villa verkaufen oder vererben, fallen weder Steuern auf den Veräußerungsgewinn noch Erbschaftsteuer an.',
      },
    ],
  },
  midCta: {
    title: 'Grundrisse und Videorundgang gewünscht?',
    description:
      'Nennen Sie uns per WhatsApp Ihr Budget und Ihre Wunschregion. Wir antworten innerhalb einer Stunde, 7 Tage die Woche, mit Grundrissen, einem Videorundgang und dem vollständigen Zahlungsplan.',
    variant: 'secondary',
  },
  faq: [
    {
      question: 'Was kostet eine Villa in Nordzypern?',
      answer: `Unsere aktuellen Villen kosten zwischen ${f.euro(lowest)} für eine Gartenvilla mit drei Schlafzimmern in Catalkoy und ${f.euro(highest)} für eine Luxusvilla mit vier Schlafzimmern in Bellapais. Zusätzlich zum Kaufpreis sollten Sie rund ${f.percent(transferTaxPercent)} Grunderwerbsteuer und 1–1,5\u00a0% Anwaltskosten einplanen. Mit einer Reservierungsgebühr von 2.000–5.000\u00a0€ wird die Villa für 7–14 Tage vom Markt genommen, während Ihr Anwalt die Prüfungen durchführt.`,
    },
    {
      question: 'Dürfen Ausländer in Nordzypern eine Villa kaufen?',
      answer:
        'Ja. Seit 2019 wurden über 10.000 Immobilien an ausländische Käufer verkauft. Sie benötigen eine Erwerbsgenehmigung des Ministerrats; sie kostet rund 500\u00a0€ und dauert 2–4 Wochen, den Antrag stellt Ihr Anwalt für Sie. Die Unterlagen für einen Villenkauf sind in der Regel in 4–6 Wochen bearbeitet.',
    },
    {
      question: 'Welche Zahlungspläne gibt es für Villen?',
      answer: `Bauträger verlangen meist 30–40\u00a0% Anzahlung und verteilen den Rest zinsfrei auf bis zu 100 Monate; bei Off-Plan-Villen (Kauf vor Fertigstellung) sind schon 20\u00a0% Anzahlung möglich. Die Monatsraten auf dieser Seite gehen von ${f.percent(cardPlan.downPercent)} Anzahlung und ${cardPlan.months} Monaten aus. Wenn Sie lieber über eine Bank finanzieren: Bankdarlehen decken 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen.`,
    },
    {
      question: 'Haben die Villen einen eigenen Pool?',
      answer:
        'Ja. Alle sechs Villen auf dieser Seite haben einen eigenen Pool; die Villen in Lapta und Bellapais verfügen über Infinity-Pools mit Blick aufs Meer. Die Poolreinigung kann Teil eines Servicepakets sein, damit der Pool bereit ist, wann immer Sie oder Ihre Gäste ankommen.',
    },
    {
      question: 'Welche laufenden Kosten hat eine Villa?',
      answer:
        'Die Grundsteuer liegt bei rund 0,5\u00a0% im Jahr. Hinzu kommen Verbrauchskosten wie Strom und Wasser, Versicherung, Garten- und Poolpflege sowie in bewachten Wohnanlagen eine Instandhaltungsgebühr für die Anlage. Beim Verkauf fällt keine Steuer auf den Veräußerungsgewinn an, beim Vererben keine Erbschaftsteuer.',
    },
    {
      question: 'Kann ich mit einer Villa Mieteinnahmen erzielen?',
      answer:
        'Ja. Gut gelegene Villen mit Pool erzielen mit Ferien- und Langzeitvermietung 7–9\u00a0% im Jahr. Für die Caesar Blue Villas in Iskele gibt es zudem eine Mietgarantie von 7\u00a0% für 2 Jahre. Wer nicht in Nordzypern ansässig ist, sollte 15\u00a0% Quellensteuer auf Mieteinnahmen einplanen; Ihr Anwalt klärt, wie sie in Ihrem Fall anfällt.',
    },
    {
      question: 'Welche Region eignet sich am besten für eine Villa?',
      answer:
        'Das hängt davon ab, wie Sie leben möchten. Kyrenia und Bellapais bieten den Hafen, Restaurants und Bergblick; Alsancak und Catalkoy sind ruhige Dörfer nahe Kyrenia; Esentepe bietet Golf und eine unberührte Küste; Iskele hat lange Sandstrände und die am schnellsten wachsenden Resortprojekte.',
    },
    {
      question: 'Wie sind die Villen ausgestattet?',
      answer:
        'Jede Villa hat einen eigenen Pool, eine Einbauküche, Klimaanlage und einen privaten Stellplatz. Bewachte Wohnanlagen bieten zusätzlich Sicherheit, gepflegte Gartenanlagen und Gemeinschaftseinrichtungen wie Fitnessraum oder Clubhaus. Supermärkte, Privatkliniken und internationale Schulen erreichen Sie von Kyrenia und Iskele aus mit einer kurzen Autofahrt.',
    },
  ],
  closingCta: {
    title: 'Villen besichtigen – vor Ort oder per Video',
    description:
      'Kommen Sie zu einer Besichtigungsreise, die wir ganz nach Ihren Wünschen planen, oder sehen Sie sich die Villen in einem Live-Videoanruf an. Wir antworten innerhalb einer Stunde, 7 Tage die Woche.',
  },
});
