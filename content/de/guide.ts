import type { TitleDeedType } from '@/content/types';
import type { Dictionary } from '@/content/dictionaries';
import { asOf, commission, factNote, homeTaxes, purchasePermission, purchaseTimeline, residency, sellerTax } from './costs';

export const guide: Dictionary['guide'] = (f, v) => {
  /** The lowest price of an apartment for sale now; null when every apartment is sold. */
  const entry = v.lists.apartments.range?.lowest ?? null;
  const c = v.costs;
  return {
    meta: {
      title: 'Immobilienkauf in Nordzypern: Ratgeber',
      description:
        'Immobilie in Nordzypern kaufen in 8 Schritten: Reservierung, Anwalt, Erwerbsgenehmigung, Zahlung und Eigentumsumschreibung – mit Kostenbeispiel und sechs Tipps.',
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
      subtitle: `Acht Schritte von der ersten Besichtigung bis zur Eigentumsumschreibung im Grundbuch, was jeder Schritt kostet und was danach kommt. ${purchaseTimeline(f, v)}`,
    },
    article: {
      backLink: 'Zurück zur Startseite',
      byline: {
        by: 'Redaktion:',
        author: v.brand,
        updated: 'Aktualisiert am',
      },
    },
    steps: {
      eyebrow: 'Der Kaufprozess',
      title: 'In 8 Schritten zur Immobilie in Nordzypern',
      intro: `${purchaseTimeline(f, v)} Beim Kauf mit dem Zahlungsplan eines Bauträgers folgen die Raten und die Eigentumsumschreibung danach dem Zeitplan des Bauträgers.`,
      /** Heading of each step; {n} is the step number, {title} its name. */
      heading: 'Schritt {n}: {title}',
      items: [
        {
          title: 'Budget festlegen und Region wählen',
          text: 'Legen Sie fest, was Sie ausgeben können – einschließlich der Kaufnebenkosten (siehe Kostenbeispiel) – und ob Sie mit Eigenkapital, über einen Zahlungsplan des Bauträgers oder mit einem Bankdarlehen zahlen. Wählen Sie dann die Region: Kyrenia für den Hafen und die Villenviertel, Iskele für Strände und Resorts, Alsancak für ruhige Dörfer, Famagusta für die Vermietung an Studierende.',
          facts: entry === null ? [] : [`Wohnungen im Angebot ab ${f.euro(entry)}`],
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
          text: 'Ihr eigener Anwalt, unabhängig von Verkäufer und Bauträger, prüft die Eigentumsurkunde, die Lastenfreiheit des Grundstücks (keine Hypotheken oder Schulden), die Baugenehmigungen und die Referenzen des Bauträgers. Mit einer Vollmacht kann er für Sie handeln, während Sie zu Hause sind.',
          facts: c.legalFees ? [`Anwaltskosten etwa ${f.poundRange(c.legalFees.from, c.legalFees.to)}`] : [],
        },
        {
          title: 'Kaufvertrag unterzeichnen und beim Grundbuchamt registrieren',
          text: 'Ihr Anwalt geht den Vertrag vor der Unterschrift mit Ihnen durch und registriert ihn anschließend beim Grundbuchamt – das sichert Ihren Anspruch auf die Immobilie. Mit der Registrierung des Vertrags werden die Stempelsteuer und der erste Teil der Übertragungssteuer fällig.',
          facts: [`Stempelsteuer ${f.percent(c.stampDutyPercent)}`, ...(c.transferTaxOnContractPercent > 0 ? [`Übertragungssteuer ${f.percent(c.transferTaxOnContractPercent)}`] : [])],
        },
        {
          title: 'Erwerbsgenehmigung beantragen',
          text: f.sentences(purchasePermission(f, v), 'Zum Antrag gehört eine Überprüfung Ihrer Person.'),
          facts: [
            ...(c.purchasePermission !== null ? [`Rund ${f.euro(c.purchasePermission)}`] : []),
            `In der Regel ${f.number(v.legal.purchasePermission.monthsFrom)}–${f.number(v.legal.purchasePermission.monthsTo)}\u00a0Monate`,
          ],
        },
        {
          title: 'Zahlungen leisten',
          text: 'Sie zahlen so, wie es Ihr Kaufvertrag festlegt: Eine Bestandsimmobilie bezahlen Sie in der Regel vollständig an den Eigentümer, einen Neubau vollständig oder nach dem Zahlungsplan des Bauträgers – Anzahlung, Laufzeit und Zinsen stehen auf der Seite jeder Immobilie. Einige Banken in Nordzypern vergeben Kredite an ausländische Käufer, meist über 50–70\u00a0% des Kaufpreises bei 6–8\u00a0% Zinsen.',
          facts: ['Bestandsimmobilie: wie mit dem Eigentümer vereinbart', 'Neubau: Zahlungsplan des Bauträgers, wo angeboten'],
        },
        {
          title: 'Eigentum umschreiben lassen und Schlüssel erhalten',
          text: 'Sobald die Immobilie bezahlt und ihre Eigentumsurkunde ausgestellt ist, wird das Eigentum im Grundbuch auf Sie umgeschrieben, und Sie zahlen den Rest der Übertragungssteuer. Bei der Übergabe prüfen Sie die Immobilie, erhalten die Schlüssel und lassen Strom, Wasser und Internet auf Ihren Namen umschreiben; bei einem Neubau zahlen Sie dann auch die im Preis enthaltene Mehrwertsteuer und den Beitrag zum Anschluss von Strom und Wasser.',
          facts: [`Übertragungssteuer ${f.percent(c.transferTaxOnTitlePercent)}`, ...(c.vatPercent !== null ? [`Mehrwertsteuer ${f.percent(c.vatPercent)} bei Neubauten`] : [])],
        },
      ],
    },
    costs: {
      eyebrow: 'Kaufnebenkosten',
      title: 'Was der Kauf kostet: ein Rechenbeispiel',
      /** {price}, {extra}, {percent} and {total} are computed from the items below. */
      intro: `Hier sehen Sie alle Kosten beim Kauf ${c.example.newBuild ? 'eines Neubaus direkt vom Bauträger zu {price} netto, also vor Mehrwertsteuer' : 'einer Bestandsimmobilie zu {price}'}. Die Nebenkosten belaufen sich auf {extra}, also {percent} des Kaufpreises – insgesamt zahlen Sie {total}. ${factNote(f, c)}`,
      /** Each cost's name, by its id in the facts. */
      items: {
        transferTaxOnContract: 'Übertragungssteuer, 1. Teil (bei Registrierung des Kaufvertrags)',
        stampDuty: 'Stempelsteuer',
        legalFees: 'Anwaltskosten',
        purchasePermission: 'Erwerbsgenehmigung',
        vat: 'Mehrwertsteuer (KDV, nur bei Neubauten)',
        utilities: 'Anschlussbeitrag Strom und Wasser (Trafo-Beitrag, nur bei Neubauten)',
        transferTaxOnTitle: 'Übertragungssteuer, 2. Teil (bei Umschreibung der Eigentumsurkunde)',
        agencyCommission: 'Unsere Provision',
      },
      table: {
        caption: 'Kosten beim Kauf einer Immobilie zu {price}',
        columns: { item: 'Kostenposition', basis: 'Grundlage', amount: 'Betrag' },
        labels: {
          /** Basis of a percentage cost; {percent} is its rate. */
          percentBasis: '{percent} des Kaufpreises',
          fixedBasis: 'Festbetrag',
          /** A fee quoted as a range in pounds; {range} is that range, the amount its upper end in euros. */
          quotedBasis: 'Richtwert {range}; gerechnet mit dem oberen Wert',
          additional: 'Nebenkosten gesamt',
          /** {percent} is the additional costs as a share of the price. */
          additionalBasis: '{percent} des Kaufpreises',
          price: 'Kaufpreis',
          total: 'Gesamtkosten',
        },
      },
      note: [
        'Ausländische Käufer zahlen eine höhere Übertragungssteuer als Staatsbürger Nordzyperns. Beim Kauf einer Bestandsimmobilie fallen keine Mehrwertsteuer und kein Anschlussbeitrag an, wenn der Erstbesitzer sie bereits bezahlt hat; bei Neubauten ist die Mehrwertsteuer in den Preisen auf dieser Website bereits enthalten.',
        'In Pfund angegebene Gebühren sind mit ihrem oberen Wert in Euro umgerechnet.',
        commission(f, c),
        asOf(f, c),
      ]
        .filter(Boolean)
        .join(' '),
      /** Where the figures come from: {sources}, a list of links. */
      sources: 'Quellen:',
    },
    titleDeeds: {
      eyebrow: 'Eigentumsurkunden',
      title: 'Drei Arten von Eigentumsurkunden – und warum das Jahr 1974 entscheidend ist',
      intro:
        'In Nordzypern verrät die Eigentumsurkunde (türkisch: Koçan) auch, wem das Land gehörte, bevor die Insel 1974 geteilt wurde. Jedes Angebot auf unserer Website nennt die Art der Urkunde, so wie der Bauträger sie angibt; Ihr Anwalt bestätigt sie, bevor Sie mehr als die Reservierungsgebühr zahlen.',
      /** What each kind means; its name comes from the common words, as the cards write it. */
      types: {
        turkish:
          'Land, das vor 1974 Zyperntürken oder Ausländern gehörte. Aus der Zeit vor der Teilung hat niemand Ansprüche darauf; dieser Titel ist deshalb der sicherste und lässt sich am leichtesten wieder verkaufen.',
        exchange:
          'Land, das vor 1974 Zyperngriechen gehörte und Zyperntürken im Tausch für das Land zugeteilt wurde, das sie im Süden zurücklassen mussten. Es ist in Nordzypern vollständig im Grundbuch eingetragen, doch die Republik Zypern erkennt den Tausch nicht an.',
        allocation:
          'Zyperngriechisches Land aus der Zeit vor 1974, das der Staat ohne Tausch zugeteilt hat. Dieser Titel birgt das höchste Risiko, und viele Anwälte raten vom Kauf ab.',
      } satisfies Record<TitleDeedType, string>,
      riskTitle: 'Das Risiko aus der Zeit vor 1974',
      risk:
        'Die Republik Zypern betrachtet Immobilien von Zyperngriechen im Norden weiterhin als Eigentum derer, denen sie vor 1974 gehörten. Diese können vor den Gerichten der Republik klagen, und deren Urteile lassen sich in anderen EU-Staaten vollstrecken, auch in Deutschland. Wer solches Land gekauft, bebaut oder verkauft hat, wurde dort bereits verklagt; einige von ihnen wurden bei der Einreise in die Republik festgenommen. Das gilt für Käufer aus Israel, Großbritannien, Deutschland und Russland gleichermaßen. Bei einem türkischen Titel stellt sich dieses Risiko nicht. Bei einem Tausch- oder Zuteilungstitel fragen Sie Ihren Anwalt, ob der frühere Eigentümer über die Immovable Property Commission (die Entschädigungskommission für Immobilien in Nordzypern) entschädigt wurde und welches Risiko für Sie bleibt.',
    },
    tips: {
      eyebrow: 'Tipps',
      title: 'Sechs Tipps für einen reibungslosen Kauf',
      items: [
        {
          icon: 'shield',
          title: 'Ein Anwalt, der für Sie arbeitet',
          text: 'Wählen Sie einen unabhängigen Anwalt, der nicht zugleich den Verkäufer oder den Bauträger vertritt, und lassen Sie sich die Ergebnisse der Prüfungen schriftlich geben.',
        },
        {
          icon: 'key',
          title: 'Die Eigentumsurkunde kennen',
          text: 'Fragen Sie, welche der drei oben erklärten Arten von Eigentumsurkunden für das Grundstück besteht, und lassen Sie dies von Ihrem Anwalt bestätigen, bevor Sie mehr als die Reservierungsgebühr zahlen.',
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
          text: 'Zahlen Sie per Banküberweisung, in Euro oder Pfund, wie im Vertrag vereinbart, und bewahren Sie jeden Beleg auf. Sie brauchen die Belege für die Eigentumsumschreibung und für einen späteren Wiederverkauf.',
        },
      ],
    },
    afterPurchase: {
      eyebrow: 'Nach dem Kauf',
      title: 'Immobilienbesitz in Nordzypern',
      intro: 'Was Sie nach der Schlüsselübergabe erwartet.',
      items: [
        {
          icon: 'percent',
          title: 'Grundsteuer',
          text: 'Eine geringe jährliche Grundsteuer an die Gemeinde. Sie richtet sich nach den Quadratmetern überdachter Fläche, nicht nach dem Kaufpreis.',
        },
        {
          icon: 'sun',
          title: 'Strom, Wasser, Internet',
          text: 'Strom, Wasser und Internet werden bei der Übergabe auf Ihren Namen umgeschrieben. Wir helfen beim Papierkram.',
        },
        {
          icon: 'passport',
          title: 'Aufenthaltsgenehmigung',
          text: residency(f, v),
        },
        {
          icon: 'chart',
          title: 'Vermietung und Verwaltung',
          text: 'Eine Verwaltungsgesellschaft kann die Immobilie vermieten, während Sie nicht da sind. Eigentümer, die nicht in Nordzypern ansässig sind, zahlen dort 15\u00a0% Quellensteuer auf Mieteinnahmen.',
        },
        {
          icon: 'shield',
          title: 'Steuern beim Verkauf',
          text: f.sentences(sellerTax(f, v), homeTaxes(f, v)),
        },
        {
          icon: 'star',
          title: 'Betreuung nach dem Kauf',
          text: 'Unser Team ist auch lange nach der Übergabe an 7 Tagen die Woche für Sie da und antwortet in der Regel innerhalb einer Stunde.',
        },
      ],
    },
    nextSteps: {
      title: 'Bereit für die Suche?',
      intro: 'Sehen Sie sich unsere aktuellen Angebote an – jeweils mit Preis, Zahlungsbedingungen und Lage.',
      villas: 'Villen zum Kauf ansehen',
      apartments: 'Wohnungen zum Kauf ansehen',
    },
    closingCta: {
      title: 'Fragen zum Immobilienkauf in Nordzypern?',
      description:
        'Fragen Sie uns alles zum Ablauf, zu den Kosten oder zu einer Immobilie, die Sie gesehen haben. Wir antworten in der Regel innerhalb einer Stunde, an 7 Tagen die Woche – ganz unverbindlich.',
    },
  };
};
