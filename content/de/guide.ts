import type { Dictionary } from '@/content/dictionaries';
import { apartmentListings } from '@/content/facts/listings';
import { lowestPrice } from '@/lib/listing';
import { residencyThreshold } from '@/content/facts/legal';
import { transferTaxPercent } from '@/content/facts/examples';

const entry = lowestPrice(apartmentListings);

export const guide: Dictionary['guide'] = (f) => ({
  meta: {
    title: 'Immobilienkauf in Nordzypern: Ratgeber',
    description:
      'Immobilie in Nordzypern kaufen in 8 Schritten: Reservierung, Anwalt, Erwerbsgenehmigung, Zahlung und Eigentumsurkunde – mit Kostenbeispiel und sechs Tipps.',
    keywords: [
      'Immobilienkauf Nordzypern',
      'Ablauf Immobilienkauf Nordzypern',
      'Kaufnebenkosten Nordzypern',
      'Erwerbsgenehmigung TRNZ',
      'Eigentumsurkunde Nordzypern',
      'Grunderwerbsteuer Nordzypern',
    ],
  },
  hero: {
    eyebrow: 'Kaufratgeber',
    title: 'Immobilie in Nordzypern kaufen: der komplette Ratgeber',
    subtitle:
      'Acht Schritte von der ersten Besichtigung bis zur Eigentumsurkunde, was jeder Schritt kostet und was danach kommt. Der gesamte Kauf dauert in der Regel 4–8 Wochen.',
  },
  article: {
    backLink: 'Zurück zur Startseite',
    byline: {
      by: 'Von der',
      author: 'Redaktion von Azure Cyprus Homes',
      updated: 'Aktualisiert am',
    },
  },
  steps: {
    eyebrow: 'Der Kaufprozess',
    title: 'In 8 Schritten zur Immobilie in Nordzypern',
    intro:
      'Von der Reservierung bis zum Abschluss dauert der Kauf in der Regel 4–8 Wochen. Beim Kauf mit Zahlungsplan folgen die Raten und die Übertragung der Eigentumsurkunde danach dem Zeitplan des Bauträgers.',
    /** Heading of each step; {n} is the step number, {title} its name. */
    heading: 'Schritt {n}: {title}',
    items: [
      {
        title: 'Budget festlegen und Region wählen',
        text: 'Legen Sie fest, was Sie ausgeben können – einschließlich der Kaufnebenkosten aus dem Beispiel unten – und ob Sie mit Eigenkapital, über einen Zahlungsplan des Bauträgers oder mit einem Bankdarlehen zahlen. Wählen Sie dann die Region: Kyrenia für den Hafen und die Villenviertel, Iskele für Strände und Resorts, Alsancak für ruhige Dörfer, Famagusta für die Vermietung an Studierende.',
        facts: [`Preise ab ${f.euro(entry)}`],
      },
      {
        title: 'Immobilien vor Ort oder per Video besichtigen',
        text: 'Wir stellen eine Auswahl passender Objekte zusammen, die Sie bei einem Besuch oder per Live-Videoanruf von zu Hause aus besichtigen. Achten Sie auf die gesamte Anlage, die Nachbarschaft und die Fahrzeit zu Strand, Geschäften und Flughafen – nicht nur auf die Musterwohnung.',
        facts: ['Vor Ort oder per Videoanruf'],
      },
      {
        title: 'Immobilie reservieren',
        text: 'Haben Sie das passende Objekt gefunden, wird es gegen eine Reservierungsgebühr vom Markt genommen, während Ihr Anwalt die Prüfungen durchführt. Die Gebühr wird auf den Kaufpreis angerechnet.',
        facts: ['Gebühr 2.000–5.000\u00a0€', 'Reserviert für 7–14 Tage'],
      },
      {
        title: 'Unabhängigen Anwalt mit der Prüfung beauftragen',
        text: 'Ihr eigener Anwalt, unabhängig von Verkäufer und Bauträger, prüft die Eigentumsurkunde, ob das Grundstück lastenfrei ist (frei von Hypotheken und Schulden), die Baugenehmigungen und die Referenzen des Bauträgers. Mit einer Vollmacht kann er für Sie handeln, während Sie zu Hause sind.',
        facts: ['Anwaltskosten 1–1,5\u00a0%'],
      },
      {
        title: 'Kaufvertrag unterzeichnen und beim Grundbuchamt registrieren',
        text: 'Ihr Anwalt geht den Vertrag vor der Unterschrift mit Ihnen durch und registriert ihn anschließend beim Grundbuchamt – das sichert Ihren Anspruch auf die Immobilie. Mit der Registrierung des Vertrags wird die Stempelsteuer fällig.',
        facts: ['Stempelsteuer 0,5\u00a0%'],
      },
      {
        title: 'Erwerbsgenehmigung beantragen',
        text: 'Ausländische Käufer benötigen eine Erwerbsgenehmigung des Ministerrats. Ihr Anwalt stellt den Antrag für Sie; dazu gehört eine routinemäßige Überprüfung Ihrer Person.',
        facts: ['Rund 500\u00a0€', '2–4 Wochen'],
      },
      {
        title: 'Zahlungen leisten',
        text: 'Zahlen Sie den vollen Kaufpreis oder folgen Sie dem Zahlungsplan des Bauträgers: 30–40\u00a0% Anzahlung (20\u00a0% bei Off-Plan-Projekten) und der Rest in zinsfreien Raten über bis zu 100 Monate. Bankdarlehen decken 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen.',
        facts: ['30–40\u00a0% Anzahlung', 'Bis zu 100 Monate zu 0\u00a0%'],
      },
      {
        title: 'Eigentumsurkunde übertragen und Schlüssel erhalten',
        text: 'Sobald die Immobilie bezahlt und ihre Eigentumsurkunde ausgestellt ist, wird die Urkunde beim Grundbuchamt auf Ihren Namen übertragen und die Grunderwerbsteuer gezahlt. Bei der Übergabe prüfen Sie die Immobilie, erhalten die Schlüssel und lassen Strom, Wasser und Co. auf Ihren Namen umschreiben.',
        facts: [`Grunderwerbsteuer ${f.percent(transferTaxPercent)}`],
      },
    ],
  },
  costs: {
    eyebrow: 'Kaufnebenkosten',
    title: 'Was der Kauf kostet: ein Rechenbeispiel',
    /** {price}, {extra}, {percent} and {total} are computed from the items below. */
    intro:
      'Hier sehen Sie alle Kosten bei einem Kaufpreis von {price}. Die Nebenkosten belaufen sich auf {extra}, also {percent} des Kaufpreises – insgesamt zahlen Sie {total}.',
    /** Each cost's name, by its id in the facts. */
    items: {
      transferTax: 'Grunderwerbsteuer',
      stampDuty: 'Stempelsteuer',
      legalFees: 'Anwaltskosten',
      purchasePermission: 'Erwerbsgenehmigung',
      titleDeedAdmin: 'Gebühren für Eigentumsurkunde und Eintragung',
    },
    table: {
      caption: 'Kosten beim Kauf einer Immobilie zu {price}',
      columns: { item: 'Kostenposition', basis: 'Grundlage', amount: 'Betrag' },
      labels: {
        /** Basis of a percentage cost; {percent} is its rate. */
        percentBasis: '{percent} des Kaufpreises',
        fixedBasis: 'Festbetrag',
        additional: 'Nebenkosten gesamt',
        /** {percent} is the additional costs as a share of the price. */
        additionalBasis: '{percent} des Kaufpreises',
        price: 'Kaufpreis',
        total: 'Gesamtkosten',
      },
    },
    note: 'Die Anwaltskosten liegen meist bei 1–1,5\u00a0% des Kaufpreises; dieses Beispiel rechnet mit 1\u00a0%. Lassen Sie sich vor der Reservierung ein genaues Angebot von Ihrem Anwalt geben.',
  },
  tips: {
    eyebrow: 'Tipps',
    title: 'Sechs Tipps für einen reibungslosen Kauf',
    items: [
      {
        icon: 'shield',
        title: 'Ein Anwalt, der für Sie arbeitet',
        text: 'Wählen Sie einen unabhängigen Anwalt, der nicht zugleich den Verkäufer oder den Bauträger vertritt, und lassen Sie sich die Prüfungen schriftlich geben.',
      },
      {
        icon: 'key',
        title: 'Die Eigentumsurkunde kennen',
        text: 'Fragen Sie, welche Art von Eigentumsurkunde für das Grundstück besteht, und lassen Sie dies von Ihrem Anwalt bestätigen, bevor Sie mehr als die Reservierungsgebühr zahlen.',
      },
      {
        icon: 'calendar',
        title: 'Vertrag zügig registrieren',
        text: 'Ein beim Grundbuchamt registrierter Vertrag sichert Ihren Anspruch auf die Immobilie. Achten Sie darauf, dass Ihr Anwalt ihn kurz nach der Unterschrift registriert.',
      },
      {
        icon: 'home',
        title: 'Den Bauträger prüfen',
        text: 'Besuchen Sie fertige Projekte desselben Bauträgers und fragen Sie die Eigentümer nach Bauqualität, Übergabeterminen und Service nach dem Kauf.',
      },
      {
        icon: 'percent',
        title: 'Nebenkosten einplanen',
        text: 'Planen Sie die Steuern und Gebühren aus dem Kostenbeispiel oben ein, dazu Möbel, die jährliche Grundsteuer und die laufenden Kosten.',
      },
      {
        icon: 'euro',
        title: 'Jede Zahlung belegen',
        text: 'Zahlen Sie per Banküberweisung, in Euro oder Pfund, wie im Vertrag vereinbart, und bewahren Sie jeden Beleg auf. Sie brauchen die Belege für die Eigentumsurkunde und für einen späteren Wiederverkauf.',
      },
    ],
  },
  afterPurchase: {
    eyebrow: 'Nach dem Kauf',
    title: 'Immobilienbesitz in Nordzypern',
    intro: 'Was Sie erwartet, wenn die Schlüssel Ihnen gehören.',
    items: [
      {
        icon: 'percent',
        title: 'Grundsteuer',
        text: 'Die Eigentümersteuern betragen rund 0,5\u00a0% im Jahr und werden an die Gemeinde gezahlt.',
      },
      {
        icon: 'sun',
        title: 'Strom, Wasser, Internet',
        text: 'Strom, Wasser und Internet werden bei der Übergabe auf Ihren Namen umgeschrieben. Wir helfen beim Papierkram.',
      },
      {
        icon: 'passport',
        title: 'Aufenthaltsgenehmigung',
        text: `Mit einem Kauf von mehr als ${f.euro(residencyThreshold)} sind Sie berechtigt, eine Aufenthaltsgenehmigung für sich und Ihre Familie zu beantragen.`,
      },
      {
        icon: 'chart',
        title: 'Vermietung und Verwaltung',
        text: 'Eine Verwaltungsgesellschaft kann die Immobilie vermieten, während Sie nicht da sind. Wer nicht in Nordzypern ansässig ist, zahlt 15\u00a0% Quellensteuer auf Mieteinnahmen.',
      },
      {
        icon: 'shield',
        title: 'Keine Steuer auf Verkaufsgewinn oder Erbe',
        text: 'Beim Verkauf fällt keine Steuer auf den Veräußerungsgewinn an, und wenn die Immobilie an Ihre Familie übergeht, keine Erbschaftsteuer.',
      },
      {
        icon: 'star',
        title: 'Betreuung nach dem Kauf',
        text: 'Unser Team ist auch lange nach der Übergabe 7 Tage die Woche für Sie da und antwortet innerhalb einer Stunde.',
      },
    ],
  },
  nextSteps: {
    title: 'Bereit für die Suche?',
    intro: 'Sehen Sie sich unsere aktuellen Angebote an – jeweils mit Preis, Zahlungsplan und Lage.',
    villas: 'Villen zum Kauf ansehen',
    apartments: 'Wohnungen zum Kauf ansehen',
  },
  closingCta: {
    title: 'Fragen zum Immobilienkauf in Nordzypern?',
    description:
      'Fragen Sie uns alles zum Ablauf, zu den Kosten oder zu einer Immobilie, die Sie gesehen haben. Wir antworten innerhalb einer Stunde, 7 Tage die Woche – ganz unverbindlich.',
  },
});
