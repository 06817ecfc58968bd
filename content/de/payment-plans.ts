import type { Dictionary } from '@/content/dictionaries';
import type { PluralForms } from '@/content/types';


export const paymentPlans: Dictionary['paymentPlans'] = (f, v) => ({
  meta: {
    title: 'Ratenzahlung in Nordzypern: 0\u00a0% Zinsen',
    description:
      'Neubau in Nordzypern kaufen: 30–40\u00a0% Anzahlung, den Rest zinsfrei über bis zu 100 Monate an den Bauträger. Monatsrate berechnen und mit einem Bankkredit vergleichen.',
    keywords: [
      'Nordzypern Ratenzahlung',
      'Immobilie zinsfrei in Raten zahlen',
      'Off-Plan Immobilie Zypern 20 % Anzahlung',
      'Nordzypern Hypothek',
      'Ratenrechner Immobilie',
    ],
  },
  hero: {
    eyebrow: 'Zahlen Sie an den Bauträger, nicht an die Bank',
    title: 'Zinsfreie Ratenzahlung',
    subtitle:
      'Beim Kauf eines Neubaus 30–40\u00a0% anzahlen und den Rest zinsfrei auf bis zu 100 Monate verteilen – ohne Bank, ohne Bonitätsprüfung und ohne Gebühren auf die Raten.',
    facts: ['0\u00a0% Zinsen', 'Bis zu 100 Monate', 'Off-Plan ab 20\u00a0% Anzahlung'],
  },
  benefits: {
    title: 'Warum Käufer in Raten zahlen',
    intro:
      'Mit einem Zahlungsplan des Bauträgers bezahlen Sie Ihr Zuhause nach und nach, während es gebaut wird – ohne einen Euro Mehrkosten, sofern der Ratenpreis dem Barzahlungspreis entspricht.',
    items: [
      { icon: 'percent', title: '0\u00a0% Zinsen', text: 'Sie zahlen den Preis der Immobilie und keinen Euro mehr, solange der Ratenpreis dem Barzahlungspreis entspricht: Lassen Sie sich beide Preise schriftlich geben.' },
      { icon: 'calendar', title: 'Bis zu 100 Monate', text: 'Die meisten Bauträger bieten 60–100 zinsfreie Monate; Sie wählen die Laufzeit, die zu Ihrem Budget passt.' },
      { icon: 'shield', title: 'Ohne Bankzusage', text: 'Keine Einkommensnachweise und keine Bonitätsauskunft aus dem Ausland: Der Zahlungsplan ist ein Vertrag mit dem Bauträger.' },
      { icon: 'key', title: 'Vermieten, während Sie zahlen', text: 'Sobald die Immobilie übergeben ist, können Mieteinnahmen einen großen Teil jeder Rate decken.' },
    ],
  },
  calculatorSection: {
    title: 'Ratenrechner',
    intro: 'Bewegen Sie die Schieberegler, um Anzahlung und Monatsrate zu sehen. Teilen Sie die Adresse dieser Seite, um genau diesen Plan weiterzugeben.',
  },
  plans: {
    title: 'Vier Modelle für Ihren Zahlungsplan',
    intro: 'Typische Modelle der Bauträger, mit denen wir zusammenarbeiten. Die genauen Konditionen hängen vom Projekt ab. Zahlungspläne gibt es nur beim Kauf vom Bauträger; eine Bestandsimmobilie bezahlen Sie an den Eigentümer, wie es der Kaufvertrag festlegt.',
    depositLabel: 'Anzahlung',
    termLabel: 'Laufzeit',
    /** How each kind of term reads; {n}, {from} and {to} are months. */
    terms: {
      months: { one: '{n} Monat', other: '{n} Monate' } as PluralForms,
      range: '{from}–{to} Monate',
      handover: 'Bis zur Übergabe',
      upTo: { one: 'Bis zu {n} Monat', other: 'Bis zu {n} Monate' } as PluralForms,
    },
    bestValue: 'Preis-Leistungs-Tipp',
    items: {
      standard: {
        name: 'Standard',
        summary: 'Der schnellste Weg zum vollständigen Eigentum, mit der kürzesten Gesamtlaufzeit.',
        points: ['0\u00a0% Zinsen', 'Fertige oder fast fertige Objekte', 'Eigentumsumschreibung nach der letzten Zahlung'],
      },
      extended: {
        name: 'Verlängert',
        summary: 'Kleinere Monatsraten für Käufer, die ihr Erspartes weiter für sich arbeiten lassen möchten.',
        points: ['0\u00a0% Zinsen', 'Restbetrag in gleichen Monatsraten', 'Vermietung ab Übergabe'],
      },
      offPlan: {
        name: 'Off-Plan',
        summary: 'Kauf vom Reißbrett: Sie sichern sich Einführungspreise vor Bauende und zahlen mit dem Baufortschritt.',
        points: ['Niedrigste Anzahlung', 'Einführungspreise, die oft unter den späteren Listenpreisen liegen', 'Zahlungen nach Baufortschritt'],
      },
      premium: {
        name: 'Premium',
        summary: 'Die längste zinsfreie Laufzeit bei ausgewählten Resortprojekten, mit der niedrigsten Monatsrate.',
        points: ['0\u00a0% Zinsen für bis zu 100 Monate', 'Ausgewählte Resortprojekte', 'Teils mit Mietgarantie des Bauträgers'],
      },
    },
  },
  comparison: {
    title: 'Zahlungsplan oder Bankfinanzierung?',
    intro: `Beide Varianten für eine Immobilie zu ${f.euro(v.planVersusMortgage.price)}. Banken in Nordzypern finanzieren 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen im Jahr; die Beispielrechnung geht von einem Darlehen über ${f.percent(v.planVersusMortgage.mortgageSharePercent)} des Kaufpreises zu ${f.percent(v.planVersusMortgage.mortgageRatePercent)} Zinsen mit ${f.plural(v.planVersusMortgage.mortgageYears, { one: '{n} Jahr', other: '{n} Jahren' })} Laufzeit aus.`,
    table: {
      caption: `Zahlungsplan des Bauträgers und Bankfinanzierung im Vergleich, für eine Immobilie zu ${f.euro(v.planVersusMortgage.price)}`,
      columns: ['Im Überblick', 'Zahlungsplan des Bauträgers', 'Bankfinanzierung'],
      rows: [
        {
          label: 'Anzahlung',
          values: [`30–40\u00a0% (${f.percent(v.planVersusMortgage.planDepositPercent)} = ${f.euro(v.planVersusMortgage.planDeposit)})`, '30–50\u00a0% (die Bank finanziert 50–70\u00a0%)'],
        },
        { label: 'Zinsen', values: ['0\u00a0%', '6–8\u00a0% im Jahr'] },
        { label: 'Laufzeit', values: ['Bis zu 100 Monate', 'Meist 10–15 Jahre'] },
        { label: 'Prüfung', values: ['Keine Bonitätsprüfung: ein Vertrag mit dem Bauträger', 'Einkommens- und Bonitätsprüfung; wochenlanger Papierkram'] },
        { label: 'Gesamtbetrag', values: [f.euro(v.planVersusMortgage.price), `Rund ${f.euro(v.planVersusMortgage.mortgageTotal)}`] },
      ],
    },
  },
  midCta: {
    title: 'Welcher Plan passt zu Ihnen?',
    description: 'Nennen Sie uns Ihren Preisrahmen und die Monatsrate, die gut in Ihr Budget passt. Wir suchen Ihnen Projekte heraus, die genau diesen Plan anbieten.',
    variant: 'secondary',
  },
  faq: [
    {
      question: 'Ist der Zahlungsplan wirklich zinsfrei?',
      answer:
        'Ja, sofern der Ratenpreis dem Barzahlungspreis entspricht. Die Zahlungspläne der Bauträger in Nordzypern sind zinsfrei und ohne Bearbeitungsgebühren: Sie zahlen den vereinbarten Kaufpreis und nichts obendrauf. Manche Bauträger nennen für Barzahler allerdings einen niedrigeren Preis – das ist nichts anderes als ein versteckter Zins. Lassen Sie sich deshalb Barzahlungspreis und Ratenpreis schriftlich geben und vergleichen Sie beide.',
    },
    {
      question: 'Wie hoch ist die Anzahlung?',
      answer: 'In der Regel 30–40\u00a0% des Kaufpreises bei Vertragsunterzeichnung. Bei Off-Plan-Projekten, die zum Verkaufsstart gekauft werden, akzeptieren manche Bauträger 20\u00a0% Anzahlung.',
    },
    {
      question: 'Über welchen Zeitraum kann ich die Zahlungen verteilen?',
      answer: 'Die Raten laufen bis zu 100 Monate. Die meisten Resortprojekte bieten 60–100 zinsfreie Monate; bei fertigen Objekten sind die Pläne meist kürzer.',
    },
    {
      question: 'Brauche ich eine Bank oder eine Bonitätsprüfung?',
      answer:
        'Nein. Der Zahlungsplan ist Teil Ihres Kaufvertrags mit dem Bauträger; es gibt daher keine Einkommens- oder Bonitätsprüfung in Ihrem Heimatland.',
    },
    {
      question: 'Kann ich stattdessen über eine Bank finanzieren?',
      answer:
        'Örtliche Banken finanzieren manchen ausländischen Käufern 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen im Jahr – mit Einkommensprüfung und wochenlangem Papierkram. Für die meisten unserer Kunden ist der Zahlungsplan des Bauträgers günstiger und einfacher.',
    },
    {
      question: 'Wann wird das Eigentum auf mich umgeschrieben?',
      answer:
        'Ihr Kaufvertrag wird direkt nach der Unterzeichnung beim Grundbuchamt registriert; das sichert Ihren Kauf ab. Das Eigentum wird im Grundbuch auf Sie umgeschrieben, sobald der Kaufpreis vollständig bezahlt und die Erwerbsgenehmigung erteilt ist; dann erhalten Sie auch die Eigentumsurkunde. Bei einem Neubau kann die Urkunde erst ausgestellt werden, wenn das Gebäude fertiggestellt und eingetragen ist – das kann deutlich länger dauern.',
    },
    {
      question: 'Kann ich die Immobilie vermieten, bevor sie abbezahlt ist?',
      answer:
        'Ja, ab der Übergabe. Viele Käufer vermieten, damit die Mieteinnahmen einen Großteil der Monatsrate decken. Mehrere Bauträger garantieren in den ersten 2–3 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, brutto; eine solche Garantie ist nur so gut wie der Bauträger.',
    },
    {
      question: 'Kann ich den Restbetrag vorzeitig zahlen?',
      answer: 'In der Regel ja: Die meisten Bauträger erlauben es ohne Aufpreis, manche gewähren sogar einen Rabatt. Lassen Sie die Klausel in Ihrem Vertrag von Ihrem Anwalt prüfen.',
    },
  ],
  closingCta: {
    title: 'Zahlungsplan für ein konkretes Objekt',
    description: 'Sagen Sie uns, welche Immobilie oder welches Budget Sie im Sinn haben, und wir schicken Ihnen in der Regel innerhalb einer Stunde den genauen Zahlungsplan des Bauträgers.',
  },
  calculator: {
    priceLabel: 'Kaufpreis',
    downLabel: 'Anzahlung',
    monthsLabel: 'Laufzeit',
    downValue: '{percent}\u00a0%',
    downValueText: '{percent}\u00a0% ({downPayment})',
    monthsValue: { one: '{n} Monat', other: '{n} Monate' } as PluralForms,
    resultsHeading: 'Ihr Zahlungsplan',
    downPaymentResult: 'Anzahlung',
    balanceResult: 'Restbetrag',
    monthlyResult: 'Monatsrate',
    perMonth: '/Monat',
    overMonths: { one: 'über {n} Monat', other: 'über {n} Monate' } as PluralForms,
    disclaimer: 'Alle Berechnungen sind Schätzungen. Die tatsächlichen Konditionen hängen von der gewählten Immobilie und den Bedingungen des Bauträgers ab.',
    whatsAppCta: 'Diesen Plan per WhatsApp besprechen',
    whatsAppMessage:
      'Hallo! Ich habe Ihren Ratenrechner genutzt: Kaufpreis {price}, {percent}\u00a0% Anzahlung ({downPayment}), Restbetrag {balance} verteilt auf {period}, also rund {monthly} im Monat. Können Sie mir Immobilien zeigen, die zu diesem Zahlungsplan passen?',
  },
});
