import type { BrochurePageCopy } from '@/content/types';

/** Die druckbare Broschüre und die Seite, auf die eine Broschüren-Anfrage ohne JavaScript zurückführt. */
export const brochure = {
  meta: {
    title: 'Immobilienbroschüre Nordzypern',
    description:
      'Unsere aktuellen Projekte und Angebote mit Preisen, Zahlungsplänen samt Rechenbeispiel, Kaufnebenkosten und allen Schritten zum Kauf – zum Ausdrucken oder Speichern als PDF.',
  },
  eyebrow: 'Broschüre',
  title: 'Immobilienbroschüre Nordzypern',
  intro:
    'Unsere aktuellen Projekte und Angebote mit Preisen – dazu, wie die Zahlungspläne der Bauträger funktionieren, welche Kaufnebenkosten zum Kaufpreis hinzukommen und wie es von der ersten Besichtigung bis zur Eigentumsumschreibung im Grundbuch weitergeht.',
  print: 'Drucken oder als PDF speichern',
  asOf: 'Preise und Verfügbarkeit (Stand: {date}) können sich ändern – fragen Sie uns vor Ihrer Entscheidung nach dem aktuellen Stand.',
  sections: {
    projects: 'Ausgewählte Projekte',
    villas: 'Villen',
    apartments: 'Wohnungen',
    resort: 'Caesar Resort',
    plans: 'Zahlungspläne',
    example: 'Ein Rechenbeispiel',
    costs: 'Kaufnebenkosten',
    steps: 'Der Kauf Schritt für Schritt',
    contact: 'Sprechen Sie uns an',
  },
  more: 'Das sind die ersten {shown} von {count}. Alle, jeweils mit Fotos, Karte und Zahlungsbedingungen, finden Sie auf unserer Website:',
  none: 'Alle Objekte dieser Liste sind verkauft. Fragen Sie uns nach den nächsten Angeboten.',
  columns: { property: 'Objekt', location: 'Lage', bedrooms: 'Schlafzimmer', area: 'Fläche', titleDeed: 'Eigentumsurkunde', price: 'Preis', monthly: 'Monatsrate' },
  example:
    'Eine Immobilie für {price} mit {percent} Anzahlung: {downPayment} bei Vertragsunterzeichnung, danach der Restbetrag von {balance} in {months} Monatsraten zu je {monthly} – zinsfrei und ohne Gebühren, sofern der Ratenpreis dem Barzahlungspreis entspricht.',
  /** Unter jeder Tabelle: worauf die Spalte „Monatsrate“ beruht (dem Plan, den der Verkäufer des Objekts anbietet). */
  monthlyNote:
    'Monatsrate: nach dem Zahlungsplan, den der Verkäufer des jeweiligen Objekts anbietet (die Konditionen stehen auf der Seite des Objekts). Eine Bestandsimmobilie bezahlen Sie an den Eigentümer, wie es der Kaufvertrag festlegt – ohne Zahlungsplan eines Bauträgers.',
  /** In der Spalte „Monatsrate“, wenn der Verkäufer keinen Zahlungsplan anbietet. */
  noPlan: 'Kein Zahlungsplan',
  contact: {
    text: 'Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche – auf Deutsch, Englisch, Russisch und Hebräisch.',
    whatsApp: 'WhatsApp',
    phone: 'Telefon',
    web: 'Website',
    email: 'E-Mail',
    /** The agency's legal name and address, and its legal notice: who offers what the brochure lists. */
    provider: 'Anbieter',
  },
  thanks: {
    meta: { title: 'Vielen Dank', description: 'Ihre Anfrage zur Broschüre ist bei unserem Verkaufsteam angekommen.' },
    title: 'Vielen Dank – Ihre Angaben sind bei uns angekommen',
    text: 'Unser Verkaufsteam meldet sich in der Regel innerhalb einer Stunde bei Ihnen, an 7 Tagen die Woche. Ihre Broschüre können Sie schon jetzt lesen, ausdrucken oder speichern.',
    openBrochure: 'Broschüre öffnen',
    whatsApp: 'Schreiben Sie uns auf WhatsApp',
    home: 'Zurück zur Startseite',
  },
} satisfies BrochurePageCopy;
