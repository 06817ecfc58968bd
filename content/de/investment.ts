import type { Dictionary } from '@/content/dictionaries';
import { ownershipTaxes } from './costs';

export const investment: Dictionary['investment'] = (f, v) => {
  /** The lowest price of an apartment for sale now; null when every apartment is sold. */
  const entry = v.lists.apartments.range?.lowest ?? null;
  return {
    meta: {
      title: 'Kapitalanlage: Immobilien in Nordzypern',
      description:
        `In Immobilien in Nordzypern investieren${entry === null ? '' : `, Wohnungen ab ${f.euro(entry)}`}: 7–9\u00a0% Bruttomietrendite (geschätzt), 35–45\u00a0% Preisanstieg in den letzten Jahren, Raten zu 0\u00a0% Zinsen.`,
      keywords: [
        'Immobilien Nordzypern Kapitalanlage',
        'Mietrendite Nordzypern',
        'Wohnung kaufen und vermieten Nordzypern',
        'Anlageimmobilie TRNZ',
        'Studentenwohnung Famagusta kaufen',
        'Villa Kyrenia als Kapitalanlage',
      ],
    },
    hero: {
      eyebrow: 'In Nordzypern investieren',
      title: 'Immobilien als Kapitalanlage in Nordzypern',
      subtitle:
        `Geschätzte Bruttomietrenditen von 7–9\u00a0%${entry === null ? '' : `, Wohnungen ab ${f.euro(entry)}`} und zinsfreie Zahlungspläne: der Markt, die Zahlen und drei Beispielrechnungen im Überblick.`,
      facts: ['7–9\u00a0% Bruttorendite (geschätzt)', '35–45\u00a0% Preisanstieg in den letzten Jahren', ...(entry === null ? [] : [`Wohnungen im Angebot ab ${f.euro(entry)}`])],
    },
    heroActions: {
      whatsApp: 'Mit unserem Immobilienteam sprechen',
      scenarios: 'Beispielrechnungen ansehen',
    },
    whatsAppMessage:
      'Hallo! Ich interessiere mich für eine Immobilie in Nordzypern als Kapitalanlage. Können Sie mir Angebote mit der jeweils zu erwartenden Mietrendite schicken?',
    highlights: {
      title: 'Die Zahlen auf einen Blick',
      intro:
        'Warum Anleger aus ganz Europa und dem Nahen Osten Nordzypern ins Auge fassen. Die Renditen sind geschätzte Bruttowerte, und der Preisanstieg beschreibt die vergangenen Jahre: Beides ist kein Versprechen für die Zukunft.',
      items: [
        {
          icon: 'chart',
          title: '7–9\u00a0% Bruttomietrendite (geschätzt)',
          text: 'Die Bruttorenditen bei Ferien- und Langzeitvermietung liegen typischerweise bei 7–9\u00a0% im Jahr, bei Wohnungen nahe den Universitäten schätzungsweise bei 9–11\u00a0%.',
        },
        {
          icon: 'percent',
          title: '35–45\u00a0% Preisanstieg in den letzten Jahren',
          text: 'In beliebten Küstenorten sind die Preise in den letzten Jahren um 35–45\u00a0% gestiegen, getragen von Nachfrage und neuer Infrastruktur. Vergangene Wertsteigerungen sind keine Garantie für künftige.',
        },
        {
          icon: 'euro',
          title: entry === null ? 'Niedriger Einstiegspreis' : `Einstieg ab ${f.euro(entry)}`,
          text: entry === null
            ? 'Neubau-Studios und -Wohnungen kosten hier deutlich weniger als vergleichbare Objekte an den Küsten Spaniens oder Portugals.'
            : `Die Studios und Wohnungen, die wir anbieten, gibt es ab ${f.euro(entry)}, Neubauwohnungen in der Aventus Residence in Famagusta laut Preisliste des Bauträgers ab ${f.euro(v.projectFrom.aventus)} – deutlich weniger, als vergleichbare Objekte an den Küsten Spaniens oder Portugals kosten.`,
        },
      ],
    },
    market: {
      eyebrow: 'Marktanalyse',
      title: 'Was die Mietnachfrage antreibt',
      intro: 'Vier Gruppen von Mietern und Käufern sorgen das ganze Jahr über für Nachfrage nach Immobilien in Nordzypern.',
      drivers: [
        {
          icon: 'sun',
          title: 'Tourismus',
          text: 'Über 300 Sonnentage im Jahr, Sandstrände und neue Resorts füllen Ferienunterkünfte vom Frühjahr bis in den Spätherbst – nicht nur in der Hochsaison.',
        },
        {
          icon: 'users',
          title: 'Expats',
          text: 'Ruheständler, Familien und Remote-Arbeitende aus Großbritannien, Deutschland, Israel und Russland lassen sich hier nieder und sorgen für stetige Nachfrage nach Langzeitmieten.',
        },
        {
          icon: 'home',
          title: 'Studierende',
          text: 'An den Universitäten in Famagusta, Nikosia und Kyrenia studieren Zehntausende internationale Studierende. Wohnungen nahe dem Campus erzielen 9–11\u00a0% im Jahr (brutto, geschätzt) – die höchsten Renditen der Insel.',
        },
        {
          icon: 'pin',
          title: 'Infrastruktur',
          text: 'Ein neues Terminal am Flughafen Ercan, ausgebaute Küstenstraßen, Privatkliniken und Einkaufszentren erleichtern den Alltag und stützen die Preise.',
        },
      ],
      stats: [
        { value: '10.000+', label: 'an Ausländer verkaufte Immobilien seit 2019' },
        { value: '9–11\u00a0%', label: 'geschätzte Bruttorendite im Studentenmarkt' },
        { value: '300+', label: 'Sonnentage im Jahr' },
        { value: '0\u00a0%', label: 'Zinsen bei Zahlungsplänen der Bauträger' },
      ],
    },
    advantages: {
      eyebrow: 'Vorteile für Anleger',
      title: 'Warum in Nordzypern investieren?',
      intro: 'Mietgarantien der Bauträger, einfache Konditionen und planbare Steuern vor Ort – in einem Markt, der ausländischen Käufern offensteht.',
      items: [
        {
          icon: 'key',
          title: 'Garantierte Miete vom Bauträger',
          text: 'Ausgewählte Bauträger garantieren in den ersten 2–3 Jahren nach der Übergabe eine feste Miete: bei den Caesar Blue Villas 7\u00a0% des Kaufpreises pro Jahr, brutto, für 2 Jahre.',
        },
        {
          icon: 'calendar',
          title: 'Flexible Zahlung',
          text: '30–40\u00a0% Anzahlung (20\u00a0% bei Off-Plan-Projekten), der Rest in zinsfreien Raten über bis zu 100 Monate. Bankdarlehen decken 50–70\u00a0% bei 6–8\u00a0% Zinsen.',
        },
        {
          icon: 'passport',
          title: 'Kein Kaufverbot für Ausländer',
          text: 'Ausländer können im eigenen Namen kaufen. Der einzige zusätzliche Schritt ist die Erwerbsgenehmigung des Ministerrats: rund 500\u00a0€ und in der Regel 2–4 Wochen, beantragt von Ihrem Anwalt. Genehmigungen und Eigentumsurkunden für Neubauten können deutlich länger dauern.',
        },
        {
          icon: 'shield',
          title: 'Planbare Steuern',
          text: f.sentences(ownershipTaxes(f, v), 'Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.'),
        },
        {
          icon: 'euro',
          title: 'Euro oder Pfund',
          text: 'Preise und Verträge lauten auf Euro oder britische Pfund – was Sie zahlen und einnehmen, ist nicht an die Landeswährung gebunden.',
        },
        {
          icon: 'star',
          title: 'Weg zur Aufenthaltsgenehmigung',
          text: `Mit einem Kauf von mehr als ${f.euro(v.residencyThreshold)} sind Sie berechtigt, eine Aufenthaltsgenehmigung für sich und Ihre Familie zu beantragen.`,
        },
      ],
      paymentPlansLink: 'Zahlungspläne vergleichen',
    },
    scenarios: {
      eyebrow: 'Beispielrechnungen',
      title: 'Was Ihre Investition einbringen könnte',
      intro: 'Drei typische Käufe, vom Studio für Studierende bis zur Luxusvilla, mit den jeweils möglichen Mieteinnahmen.',
      labels: {
        price: 'Kaufpreis',
        yield: 'Bruttomietrendite',
        annual: 'Jährliche Mieteinnahmen',
        monthly: 'Monatliche Mieteinnahmen',
        overYears: { one: 'Einnahmen über {n} Jahr', other: 'Einnahmen über {n} Jahre' },
      },
      items: {
        studio: {
          type: 'Studio',
          title: 'Studio nahe den Universitäten',
          summary: 'Famagusta: an Studierende und Hochschulpersonal vermietet, mit Verträgen über das Studienjahr.',
        },
        'two-bed': {
          type: 'Wohnung mit 2 Schlafzimmern',
          title: 'Resort-Wohnung mit 2 Schlafzimmern',
          summary: 'Iskele, nahe Long Beach: in der Saison Ferienvermietung, im Winter Langzeitvermietung.',
        },
        'villa': {
          type: 'Luxusvilla',
          title: 'Luxusvilla mit Pool',
          summary: 'Küste bei Kyrenia: hochwertige Ferienvermietung an Familien und Gruppen.',
        },
      },
      disclaimer:
        'Alle Zahlen sind Bruttowerte: vor Verwaltungsgebühren, Instandhaltung, Leerstandswochen und Steuern (einschließlich 15\u00a0% Quellensteuer auf Mieteinnahmen für Eigentümer, die nicht in Nordzypern ansässig sind). Es handelt sich um Schätzungen, nicht um eine Garantie; die tatsächliche Rendite hängt von der Immobilie, ihrer Lage und der Art der Vermietung ab.',
    },
    midCta: {
      title: 'Diese Zahlen für ein konkretes Objekt?',
      description:
        'Nennen Sie uns Ihr Budget, und wir senden Ihnen aktuelle Angebote mit geschätzter Bruttorendite, Zahlungsplan und allen Kaufnebenkosten. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche.',
      variant: 'secondary',
    },
    faq: [
      {
        question: 'Welche Mietrendite kann ich in Nordzypern erwarten?',
        answer:
          'Die meisten Ferien- und Langzeitvermietungen bringen schätzungsweise 7–9\u00a0% des Kaufpreises im Jahr, brutto. Wohnungen nahe den Universitäten, an Studierende vermietet, erzielen schätzungsweise 9–11\u00a0%. Davon gehen noch Verwaltungsgebühren, Instandhaltung und Steuern ab.',
      },
      {
        question: 'Sind die Mieteinnahmen garantiert?',
        answer:
          'Nur dort, wo der Bauträger sie garantiert. Einige Bauträger garantieren in den ersten 2–3 Jahren nach der Übergabe eine feste Miete: bei den Caesar Blue Villas 7\u00a0% des Kaufpreises pro Jahr, brutto, für 2 Jahre. Die Garantie ist ein Versprechen des Bauträgers in Ihrem Vertrag und damit nur so gut wie der Bauträger selbst. Nach Ablauf der Garantie hängen die Einnahmen davon ab, wie die Immobilie vermietet wird.',
      },
      {
        question: 'Dürfen Ausländer in Nordzypern Immobilien kaufen?',
        answer:
          'Ja. Ausländische Käufer erwerben Immobilien im eigenen Namen, sobald der Ministerrat die Erwerbsgenehmigung erteilt hat; sie kostet rund 500\u00a0€ und dauert in der Regel 2–4 Wochen, Genehmigungen und Eigentumsurkunden für Neubauten können aber deutlich länger dauern. Den Antrag stellt Ihr Anwalt für Sie.',
      },
      {
        question: 'Wie viel Kapital brauche ich für den Einstieg?',
        answer:
          `${entry === null ? 'Alle Wohnungen, die wir angeboten hatten, sind verkauft; fragen Sie uns per WhatsApp nach den Preisen der nächsten.' : `Die Wohnungen, die wir anbieten, gibt es ab ${f.euro(entry)}; Neubauwohnungen in der Aventus Residence beginnen laut Preisliste des Bauträgers bei ${f.euro(v.projectFrom.aventus)}.`} Mit einem Zahlungsplan des Bauträgers leisten Sie 30–40\u00a0% Anzahlung (20\u00a0% bei Off-Plan-Projekten) und zahlen den Rest in zinsfreien Raten über bis zu 100 Monate.`,
      },
      {
        question: 'Welche Steuern zahlen Immobilienanleger?',
        answer: f.sentences(
          `Beim Kauf einmalig eine Übertragungssteuer (Transfer Tax) von ${f.percent(v.costs.transferTaxPercent)} für ausländische Käufer (alle Kaufnebenkosten mit Stand vom ${f.date(v.costs.asOf)} listet unser Kaufratgeber). Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.`,
          ownershipTaxes(f, v),
        ),
      },
      {
        question: 'Kann ich statt Ratenzahlung auch über eine Bank finanzieren?',
        answer:
          'Ja. Örtliche Banken finanzieren 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen. Die meisten Anleger bevorzugen den zinsfreien Zahlungsplan des Bauträgers, mit Raten über 60–100 Monate je nach Projekt.',
      },
      {
        question: 'Wer kümmert sich um die Immobilie und die Mieter?',
        answer:
          'Eine örtliche Verwaltungsgesellschaft kann Mieter finden, Check-ins, Reinigung und Reparaturen übernehmen und die Miete an Sie auszahlen. Ihre Gebühr wird von der Miete abgezogen – deshalb sind die Zahlen auf dieser Seite Bruttowerte.',
      },
      {
        question: 'Bekomme ich mit dem Immobilienkauf eine Aufenthaltsgenehmigung?',
        answer:
          `Mit einem Kauf von mehr als ${f.euro(v.residencyThreshold)} sind Sie berechtigt, eine Aufenthaltsgenehmigung für sich und Ihre Familie zu beantragen. Gern vermitteln wir Ihnen Anwälte, die den Antrag übernehmen.`,
      },
    ],
    closingCta: {
      title: 'Bauen Sie Ihr Portfolio in Nordzypern auf',
      description:
        'Nennen Sie uns Budget und Ziele: Mieteinnahmen, Wertzuwachs oder ein Ferienhaus, dessen Vermietung einen Teil der Kosten deckt. Wir antworten innerhalb einer Stunde, an 7 Tagen die Woche, mit passenden Immobilien und den Zahlen dazu.',
    },
  };
};
