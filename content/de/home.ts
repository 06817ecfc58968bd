import type { Dictionary } from '@/content/dictionaries';
import { ownershipTaxes, priceComparison, residencyShort, foreignBuyers } from './costs';

export const home: Dictionary['home'] = (f, v) => ({
  meta: {
    title: 'Immobilien in Nordzypern kaufen',
    description: `Villen, Wohnungen und Resort-Immobilien in Nordzypern – Neubauwohnungen der Aventus Residence laut Preisliste ab ${f.euro(v.projectFrom.aventus)} inkl. MwSt.; Zahlungspläne des Bauträgers bei Neubauten.`,
    keywords: [
      'Immobilien Nordzypern kaufen',
      'Villa Kyrenia kaufen',
      'Wohnung Iskele kaufen',
      'Immobilien TRNZ',
      'Nordzypern Ratenzahlung',
      'Immobilie kaufen Nordzypern',
    ],
  },
  hero: {
    eyebrow: 'Kyrenia (Girne) · Iskele · Alsancak · Famagusta',
    title: 'Immobilien in Nordzypern kaufen',
    subtitle:
      v.market
        ? `Villen mit Meerblick, Wohnungen und Resort-Immobilien, je Quadratmeter rund ${f.percent(v.market.lessPercent)} günstiger als an den Küsten Spaniens oder Portugals: Neubauten vom Bauträger und Bestandsimmobilien, die ihre Eigentümer weiterverkaufen.`
        : 'Villen mit Meerblick, Wohnungen und Resort-Immobilien: Neubauten vom Bauträger und Bestandsimmobilien, die ihre Eigentümer weiterverkaufen.',
  },
  heroActions: {
    whatsApp: 'Per WhatsApp schreiben',
    listings: 'Aktuelle Angebote ansehen',
  },
  benefits: {
    title: 'Warum sich Käufer für Nordzypern entscheiden',
    intro: 'Leben am Mittelmeer ohne Mittelmeer-Preise – in einer Region, die als ruhiges und sicheres Reiseziel gilt.',
    items: [
      {
        icon: 'euro',
        title: 'Bezahlbarer Luxus',
        text: f.sentences(priceComparison(f, v), `Neubauwohnungen in der Aventus Residence in Famagusta gibt es laut Preisliste des Bauträgers ab ${f.euro(v.projectFrom.aventus)}, einschließlich Mehrwertsteuer.`),
      },
      {
        icon: 'passport',
        title: 'Eigentum und Aufenthaltsgenehmigung',
        text: residencyShort(f, v),
      },
      {
        icon: 'sun',
        title: 'Ruhig und entspannt leben',
        text: 'Ein entspanntes Lebenstempo und über 300 Sonnentage im Jahr an der Nordküste der Insel.',
      },
    ],
  },
  projects: {
    title: 'Ausgewählte Projekte',
    intro: 'Handverlesene Projekte, die wir in- und auswendig kennen – vom Strandresort bis zur Boutique-Residenz. Der „Ab“-Preis ist der Preis unseres günstigsten Angebots im Projekt oder, wo wir dort derzeit keines haben, der niedrigste Preis laut Preisliste des Bauträgers.',
    /** A project's starting price; {price} is the amount. */
    priceFrom: 'Ab {price}',
    items: {
      caesarCollection: {
        name: 'Caesar Resort Collection',
        location: 'Long Beach bei Iskele',
        type: 'Resort-Wohnungen',
        highlight: 'Zinsfreie Zahlungspläne über 60–100 Monate',
      },
      caesarBlueVillas: {
        name: 'Caesar Blue Villas',
        location: 'Bafra-Küste bei Iskele',
        type: 'Luxusvillen',
        highlight: 'Mietgarantie des Bauträgers: 7\u00a0% des Kaufpreises im Jahr, brutto, für 2 Jahre ab Übergabe',
      },
      panah: {
        name: 'Panah Construction',
        location: 'Kyrenia (Girne)',
        type: 'Villen und Wohnungen',
        highlight: 'Berg- und Meerblick, 30 Jahre Bauerfahrung in Kyrenia',
      },
      aventus: {
        name: 'Aventus Residence',
        location: 'Famagusta (Gazimagusa)',
        type: 'Wohnungen',
        highlight: 'Universitäten zu Fuß erreichbar: hohe Mietnachfrage von Studierenden',
      },
    },
  },
  locations: {
    title: 'Die Regionen im Überblick',
    intro: 'Vier Regionen, vier Lebensstile. Wir helfen Ihnen, den Ort zu finden, der zu Ihren Plänen passt.',
    items: [
      { name: 'Kyrenia', text: 'Historische Hafenstadt zwischen Bergen und Meer, beliebt bei britischen und deutschen Familien.' },
      { name: 'Iskele', text: 'Lange Sandstrände und die am schnellsten wachsenden Resortprojekte der Insel.' },
      { name: 'Alsancak', text: 'Ruhige Dörfer, Zitrushaine und Villen, nur eine kurze Fahrt von Kyrenia entfernt.' },
      { name: 'Famagusta', text: 'Universitätsstadt mit ganzjähriger Mietnachfrage von Studierenden und Hochschulpersonal.' },
    ],
    stats: [
      { value: '300+', label: 'Sonnentage im Jahr' },
      { value: f.number(v.lists.villas.count + v.lists.apartments.count + v.lists.caesarResort.count), label: 'Immobilien aktuell im Angebot, jede mit eigener Seite' },
      foreignBuyers(f, v),
    ],
  },
  investmentBenefits: {
    title: 'Eine Kapitalanlage, die auch in Ihrer Abwesenheit arbeitet',
    intro:
      'Mietrenditen, die Wertsteigerung der letzten Jahre und Zahlungsbedingungen, wie man sie anderswo in Europa kaum findet. Die Renditen sind geschätzte Bruttowerte: Verwaltung, Instandhaltung und Steuern gehen noch davon ab.',
    items: [
      {
        icon: 'chart',
        title: '7–9\u00a0% Bruttomietrendite (geschätzt)',
        text: 'Ferien- und Langzeitvermietung bringen typischerweise 7–9\u00a0% des Kaufpreises im Jahr ein, vor Kosten; in Universitätsnähe schätzungsweise 9–11\u00a0%.',
      },
      {
        icon: 'percent',
        title: 'Zinsfreie Raten bei Neubauten',
        text: 'Beim Kauf vom Bauträger: 30–40\u00a0% Anzahlung, danach Raten über bis zu 100 Monate – zinsfrei, sofern der Ratenpreis dem Barzahlungspreis entspricht. Bestandsimmobilien bezahlen Sie an den Eigentümer, wie es der Kaufvertrag festlegt.',
      },
      {
        icon: 'key',
        title: 'Garantierte Miete vom Bauträger',
        text: 'Ausgewählte Bauträger garantieren in den ersten 2–3 Jahren nach der Übergabe 7\u00a0% des Kaufpreises pro Jahr, brutto.',
      },
      {
        icon: 'shield',
        title: 'Planbare Steuern',
        text: ownershipTaxes(f, v),
      },
    ],
  },
  testimonials: {
    title: 'Das sagen unsere Käufer',
    /** How reviews are collected and checked (§ 5b UWG; Israeli consumer law): shown under them. */
    method:
      'So sammeln wir Bewertungen: Nach der Schlüsselübergabe bitten wir jeden Käufer um seine Einschätzung. Wir veröffentlichen eine Bewertung nur von jemandem, der über uns gekauft hat, in seinen eigenen Worten (wenn nötig übersetzt) und mit seiner schriftlichen Einwilligung, und wir nennen, wo und wann sie abgegeben wurde. Für Bewertungen zahlen wir nichts.',
    /** Under a real review: {source} and {date}. */
    given: '{source}, {date}',
    sources: { google: 'Google-Bewertung', trustpilot: 'Trustpilot-Bewertung', facebook: 'Facebook-Bewertung', whatsapp: 'Per WhatsApp an uns', email: 'Per E-Mail an uns', 'in-person': 'Persönlich an uns' },
    carousel: {
      label: 'Stimmen unserer Käufer',
      pause: 'Pausieren',
      play: 'Abspielen',
      dotLabel: 'Erfahrungsbericht {n} anzeigen',
      ratingLabel: 'Bewertung: {n} von 5 Sternen',
      quoteMark: '„',
      quoteClose: '“',
    },
    pressTitle: 'Berichte über uns',
  },
  closingCta: {
    title: 'Bereit für Ihr Zuhause in der Sonne?',
    description:
      'Nennen Sie uns Ihr Budget und erzählen Sie uns, wie Sie leben möchten. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche, mit passenden Immobilien – oder fordern Sie zuerst unsere kostenlose Broschüre an.',
  },
  brochure: {
    trigger: 'Kostenlose Broschüre anfordern',
    title: 'Ihre Broschüre zu Immobilien in Nordzypern',
    description:
      'Preise, Zahlungspläne und Kaufnebenkosten unserer aktuellen Projekte – zum Ausdrucken oder Speichern als PDF. Hinterlassen Sie Ihre Kontaktdaten, und unser Verkaufsteam meldet sich bei Ihnen.',
    nameLabel: 'Ihr Name',
    emailLabel: 'E-Mail-Adresse',
    phoneLabel: 'Telefonnummer',
    submit: 'Broschüre abrufen',
    close: 'Schließen',
    sending: 'Wird gesendet\u00a0…',
    sent: 'Vielen Dank! Ihre Angaben sind bei unserem Verkaufsteam angekommen; wir melden uns in der Regel innerhalb einer Stunde bei Ihnen. Ihre Broschüre steht unten für Sie bereit.',
    failed:
      'Ihre Angaben konnten gerade nicht gesendet werden – Ihre Eingaben bleiben aber erhalten. Senden Sie sie mit einem Fingertipp per WhatsApp an unser Verkaufsteam, oder versuchen Sie es erneut. Ihre Broschüre steht so oder so für Sie bereit.',
    direct: 'Hier ist Ihre Broschüre. Wenn sich unser Verkaufsteam bei Ihnen melden soll, senden Sie ihm Ihre Angaben mit einem Fingertipp per WhatsApp.',
    openBrochure: 'Broschüre öffnen',
    sendByWhatsApp: 'Meine Angaben per WhatsApp senden',
    whatsAppMessage:
      'Hallo! Ich hätte gern Ihre Broschüre zu Immobilien in Nordzypern. Name: {name}. E-Mail: {email}. Telefon: {phone}. (Gesendet über {page})',
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen ein.',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z.\u00a0B. name@example.com.',
      phoneRequired: 'Bitte geben Sie Ihre Telefonnummer ein.',
      phoneInvalid: 'Bitte geben Sie eine vollständige Telefonnummer ein – Ziffern, gern mit Leerzeichen und einem vorangestellten +, z.\u00a0B. +49 30 23125 456.',
    },
    privacyNote: 'Wir verwenden Ihre Angaben ausschließlich, um Ihre Fragen zu Immobilien in Nordzypern zu beantworten.',
  },
});
