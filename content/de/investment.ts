import type { Dictionary } from '@/content/dictionaries';
import { costSummary, ownershipLimits, ownershipTaxes, priceComparison, purchasePermission, residency, residencyShort, sitePlans, foreignBuyers } from './costs';

export const investment: Dictionary['investment'] = (f, v) => {
  /** The lowest price of an apartment for sale now; null when every apartment is sold. */
  const entry = v.lists.apartments.range?.lowest ?? null;
  return {
    meta: {
      title: 'Kapitalanlage: Immobilien in Nordzypern',
      description:
        `In Immobilien in Nordzypern investieren${entry === null ? '' : `, Wohnungen ab ${f.euro(entry)}`}: 7–9\u00a0% Bruttomietrendite (geschätzt), drei Beispielrechnungen und alle Kaufnebenkosten.`,
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
        `Geschätzte Bruttomietrenditen von 7–9\u00a0%${entry === null ? '' : `, Wohnungen ab ${f.euro(entry)}`}: der Markt, die Zahlen und drei Beispielrechnungen im Überblick.`,
      facts: ['7–9\u00a0% Bruttorendite (geschätzt)', 'Mietnachfrage das ganze Jahr', ...(entry === null ? [] : [`Wohnungen im Angebot ab ${f.euro(entry)}`])],
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
          title: 'Gestiegene Preise an der Küste',
          text: 'In beliebten Küstenorten sind die Preise in den letzten Jahren deutlich gestiegen, getragen von Nachfrage und neuer Infrastruktur. Frühere Wertsteigerungen sind allerdings kein verlässlicher Hinweis auf künftige.',
        },
        {
          icon: 'euro',
          title: entry === null ? 'Niedriger Einstiegspreis' : `Einstieg ab ${f.euro(entry)}`,
          text: entry === null
            ? f.sentences(`Neubauwohnungen in der Aventus Residence in Famagusta gibt es laut Preisliste des Bauträgers ab ${f.euro(v.projectFrom.aventus)}, einschließlich Mehrwertsteuer.`, priceComparison(f, v))
            : `Die Studios und Wohnungen, die wir anbieten, gibt es ab ${f.euro(entry)}, Neubauwohnungen in der Aventus Residence in Famagusta laut Preisliste des Bauträgers ab ${f.euro(v.projectFrom.aventus)}, einschließlich Mehrwertsteuer. ${priceComparison(f, v)}`.trim(),
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
          text: 'An den Universitäten in Famagusta, Nikosia und Kyrenia sind Zehntausende internationale Studierende eingeschrieben. Wohnungen nahe dem Campus erzielen schätzungsweise 9–11\u00a0% im Jahr, brutto – mehr als in den meisten anderen Lagen Nordzyperns.',
        },
        {
          icon: 'pin',
          title: 'Infrastruktur',
          text: 'Ein neues Terminal am Flughafen Ercan, ausgebaute Küstenstraßen, Privatkliniken und Einkaufszentren erleichtern den Alltag und stützen die Preise.',
        },
      ],
      stats: [
        foreignBuyers(f, v),
        { value: '9–11\u00a0%', label: 'geschätzte Bruttorendite im Studentenmarkt' },
        { value: '300+', label: 'Sonnentage im Jahr' },
        { value: '0\u00a0%', label: 'Zinsen bei Zahlungsplänen der Bauträger, sofern Raten- und Barzahlungspreis gleich sind' },
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
          text: sitePlans(f, v.plans),
        },
        {
          icon: 'passport',
          title: 'Kauf im eigenen Namen',
          text: ownershipLimits(f, v),
        },
        {
          icon: 'shield',
          title: 'Planbare Steuern',
          text: f.sentences(ownershipTaxes(f, v), 'Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.'),
        },
        {
          icon: 'euro',
          title: 'Kaufpreise in Euro',
          text: 'Die Kaufpreise unserer Angebote lauten auf Euro, einzelne Verträge und Gebühren auch auf britische Pfund. Steuern und Gebühren beim Grundbuchamt werden in türkischen Lira berechnet und bezahlt; bei Beträgen in Pfund und Lira tragen Sie das Wechselkursrisiko.',
        },
        {
          icon: 'star',
          title: 'Weg zur Aufenthaltsgenehmigung',
          text: residencyShort(f, v),
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
          type: 'Wohnung mit zwei Schlafzimmern',
          title: 'Resort-Wohnung mit zwei Schlafzimmern',
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
        'Nennen Sie uns Ihr Budget, und wir senden Ihnen aktuelle Angebote mit geschätzter Bruttorendite, Zahlungsbedingungen und allen Kaufnebenkosten. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche.',
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
        answer: f.sentences('Ja – allerdings nur in begrenztem Umfang.', ownershipLimits(f, v), purchasePermission(f, v)),
      },
      {
        question: 'Wie viel Kapital brauche ich für den Einstieg?',
        answer:
          `${entry === null ? 'Alle Wohnungen, die wir angeboten hatten, sind verkauft; fragen Sie uns per WhatsApp nach den Preisen der nächsten.' : `Die Wohnungen, die wir anbieten, gibt es ab ${f.euro(entry)}; Neubauwohnungen in der Aventus Residence beginnen laut Preisliste des Bauträgers bei ${f.euro(v.projectFrom.aventus)}.`} ${sitePlans(f, v.plans)}`,
      },
      {
        question: 'Welche Steuern und Kosten zahlen Immobilienanleger?',
        answer: f.sentences(
          costSummary(f, v),
          'Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.',
          ownershipTaxes(f, v),
        ),
      },
      {
        question: 'Kann ich statt Ratenzahlung auch über eine Bank finanzieren?',
        answer:
          'Einige Banken in Nordzypern vergeben Kredite an ausländische Käufer, meist über 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen; fragen Sie Ihren Anwalt, ob eine davon Ihnen einen Kredit gewähren würde. Einen Zahlungsplan des Bauträgers gibt es nur bei Neubauten, zu den Konditionen, die auf der Seite der jeweiligen Immobilie stehen.',
      },
      {
        question: 'Wer kümmert sich um die Immobilie und die Mieter?',
        answer:
          'Eine örtliche Verwaltungsgesellschaft kann Mieter finden, Check-ins, Reinigung und Reparaturen übernehmen und die Miete an Sie auszahlen. Ihre Gebühr wird von der Miete abgezogen – deshalb sind die Zahlen auf dieser Seite Bruttowerte.',
      },
      {
        question: 'Bekomme ich mit dem Immobilienkauf eine Aufenthaltsgenehmigung?',
        answer: f.sentences(residency(f, v), 'Gern vermitteln wir Ihnen Anwälte, die den Antrag übernehmen.'),
      },
    ],
    closingCta: {
      title: 'Ihre Kapitalanlage in Nordzypern planen',
      description:
        'Nennen Sie uns Budget und Ziele: Mieteinnahmen, Wertzuwachs oder ein Ferienhaus, dessen Vermietung einen Teil der Kosten deckt. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche, mit passenden Immobilien und den Zahlen dazu.',
    },
  };
};
