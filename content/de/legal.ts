import type { Dictionary } from '@/content/dictionaries';

/** Impressum und Datenschutzerklärung. */
export const legal: Dictionary['legal'] = (f, v) => ({
  footerNotice: 'Impressum',
  footerPrivacy: 'Datenschutz',
  formPrivacyLink: 'So gehen wir mit Ihren Angaben um',
  notice: {
    meta: {
      title: 'Impressum',
      description: 'Wer diese Website betreibt: Name, Anschrift, Handelsregister und Steuernummer der Agentur und wie Sie uns erreichen.',
    },
    title: 'Impressum',
    intro: 'Diese Website wird von der unten genannten Immobilienagentur betrieben.',
    labels: {
      company: 'Firma',
      address: 'Anschrift',
      email: 'E-Mail',
      phone: 'Telefon',
      whatsApp: 'WhatsApp',
      register: 'Handelsregister',
      vat: 'Steuernummer',
      responsible: 'Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV',
    },
    sections: [
      {
        heading: 'Was wir tun – und was nicht',
        paragraphs: [
          'Wir sind eine Immobilienagentur: Wir bringen Käufer mit Immobilien und Bauträgern in Nordzypern zusammen und begleiten sie durch den Kauf. Wir leisten keine Rechts-, Steuer- oder Anlageberatung. Preise, Zahlungspläne, Renditen und Mietgarantien auf dieser Website stammen von den Bauträgern und können sich ändern. Renditen sind geschätzte Bruttowerte; eine Mietgarantie gibt der Bauträger, brutto und für die ersten Jahre nach der Übergabe, und sie ist nur so gut wie der Bauträger selbst. Lassen Sie jeden Vertrag vor der Unterschrift von Ihrem eigenen Anwalt prüfen, und klären Sie mit einem Steuerberater in Deutschland (bzw. in dem Land, in dem Sie steuerpflichtig sind), was der Kauf steuerlich für Sie bedeutet.',
        ],
      },
      {
        heading: 'Links zu anderen Websites',
        paragraphs: [
          'Für die Inhalte der Websites, auf die wir verlinken (WhatsApp, Bauträger, Behörden), sind allein deren Betreiber verantwortlich.',
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Datenschutzerklärung',
      description:
        'Welche Daten diese Website erhebt, wozu, wohin sie gehen, wie lange sie gespeichert werden und welche Rechte Sie haben. Keine Cookies.',
    },
    title: 'Datenschutzerklärung',
    updated: 'Stand: {date}',
    intro:
      'Diese Website setzt keine Cookies und fragt nur dann nach Ihren Angaben, wenn Sie selbst die Broschüre anfordern. Hier lesen Sie, welche Daten erhoben werden, wozu, wohin sie gehen, wie lange sie gespeichert werden und welche Rechte Sie uns gegenüber haben.',
    controller: {
      heading: 'Verantwortlicher',
      paragraphs: [
        'Verantwortlich für die Verarbeitung Ihrer Daten ist die in unserem Impressum genannte Agentur. Mit Fragen oder Anliegen zu Ihren Daten wenden Sie sich bitte an die dort angegebene E-Mail-Adresse.',
      ],
    },
    form: {
      heading: 'Das Broschürenformular',
      paragraphs: [
        'Wenn Sie die Broschüre anfordern, erhalten wir Ihren Namen, Ihre E-Mail-Adresse und Telefonnummer, die Sprache der Seite und die Adresse der Seite, von der aus Sie das Formular gesendet haben. Wir verwenden diese Angaben ausschließlich, um Ihre Anfrage zu Immobilien in Nordzypern zu beantworten – per E-Mail, Telefon oder WhatsApp, ganz wie Sie es wünschen. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO. Wir verkaufen Ihre Angaben nicht und geben sie nicht ohne Ihre vorherige Zustimmung an Bauträger weiter.',
        'Das Formular wird uns über einen Formulardienst übermittelt, der in unserem Auftrag tätig ist (Auftragsverarbeiter) und Ihre Angaben nur speichert, um sie an uns weiterzuleiten. Ein verstecktes Feld hält automatisierten Spam ab; es gibt kein Captcha und kein Tracking-Skript.',
        `Wir speichern Ihre Angaben bis ${f.plural(v.leadRetentionMonths, { one: '{n} Monat', other: '{n} Monate' })} nach unserem letzten Kontakt und löschen sie dann – es sei denn, Sie kaufen über uns und wir sind gesetzlich verpflichtet, die Unterlagen zum Kauf länger aufzubewahren.`,
      ],
    },
    formWithoutService: {
      heading: 'Das Broschürenformular',
      paragraphs: [
        'Das Broschürenformular übermittelt uns nichts. Es öffnet die Broschüre und bietet an, Ihren Namen, Ihre E-Mail-Adresse und Telefonnummer in eine WhatsApp-Nachricht zu übernehmen; ob Sie diese senden, entscheiden Sie selbst.',
        `Angaben, die Sie uns per WhatsApp senden, verwenden wir, um Ihre Anfrage zu beantworten (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO). Wir speichern sie bis ${f.plural(v.leadRetentionMonths, { one: '{n} Monat', other: '{n} Monate' })} nach unserem letzten Kontakt und löschen sie dann – es sei denn, Sie kaufen über uns und wir sind gesetzlich verpflichtet, die Unterlagen zum Kauf länger aufzubewahren.`,
      ],
    },
    analytics: {
      heading: 'Besucherstatistik ohne Cookies',
      paragraphs: [
        'Wir zählen Besuche mit Plausible Analytics. Plausible setzt kein Cookie und speichert keine Kennung, über die Sie von Tag zu Tag oder von Website zu Website wiedererkannt werden könnten. Bei jedem Seitenaufruf und jedem Tippen oder Klicken auf eine Handlungsaufforderung (WhatsApp, Telefon, Broschüre, Zahlungsplan, Sprachwechsel) werden nur die Adresse und die Sprache der Seite übermittelt. Um Besucher innerhalb eines Tages voneinander zu unterscheiden, bildet Plausible einen Hashwert aus IP-Adresse und Browser, der nie gespeichert wird; aufbewahrt werden nur die Gesamtzahlen.',
        'Anhand dieser Gesamtzahlen sehen wir, welche Seiten, Sprachen und Immobilien zu Anfragen führen. Rechtsgrundlage ist unser berechtigtes Interesse daran (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Da nichts Sie identifiziert und nichts auf Ihrem Gerät gespeichert wird, bitten wir Sie nicht um eine Einwilligung.',
      ],
    },
    whatsApp: {
      heading: 'WhatsApp und Anrufe',
      paragraphs: [
        'Ein WhatsApp-Button öffnet WhatsApp mit einer bereits vorformulierten Nachricht; gesendet wird erst, wenn Sie selbst auf „Senden“ tippen. Die weitere Unterhaltung verarbeitet WhatsApp (Meta) nach seinen eigenen Datenschutzbestimmungen. Ein Telefon-Link fordert Ihr Gerät lediglich auf, uns anzurufen.',
      ],
    },
    storage: {
      heading: 'Was auf Ihrem Gerät gespeichert wird',
      paragraphs: [
        `Keine Cookies. Wenn Sie das WhatsApp-Chatfenster schließen, merkt sich Ihr Browser den Zeitpunkt (im lokalen Speicher, „Local Storage“, unter dem Schlüssel „${v.popupStorage.closedAtKey}“), damit das Fenster für ${f.plural(v.popupStorage.suppressHours, { one: '{n} Stunde', other: '{n} Stunden' })} nicht wieder erscheint. Dieser Eintrag verlässt Ihr Gerät nie; wenn Sie die Websitedaten in Ihrem Browser löschen, wird er entfernt.`,
      ],
    },
    hosting: {
      heading: 'Hosting und Fotos',
      paragraphs: [
        'Der Hoster, über den diese Website ausgeliefert wird, erfasst technische Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Seite), um die Website bereitzustellen und vor Missbrauch zu schützen, und löscht sie nach kurzer Zeit. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb der Website (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Die Schriftarten werden von dieser Website selbst geladen. Die Fotos werden vom Bilderdienst Unsplash geladen, der dadurch Ihre IP-Adresse erfährt – wie jeder Dienst, von dem ein Bild geladen wird.',
      ],
    },
    rights: {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie haben jederzeit und unentgeltlich das Recht auf Auskunft über die Daten, die wir über Sie gespeichert haben, einschließlich einer Kopie (Art.\u00a015 DSGVO), auf Berichtigung (Art.\u00a016 DSGVO), Löschung (Art.\u00a017 DSGVO), Einschränkung der Verarbeitung (Art.\u00a018 DSGVO) und Datenübertragbarkeit (Art.\u00a020 DSGVO) sowie das Recht, der Verarbeitung zu widersprechen (Art.\u00a021 DSGVO). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art.\u00a07 Abs.\u00a03 DSGVO). Schreiben Sie uns dazu an die E-Mail-Adresse in unserem Impressum; wir antworten innerhalb eines Monats.',
        'Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere dort, wo Sie leben oder arbeiten – in Deutschland z.\u00a0B. bei der Aufsichtsbehörde Ihres Bundeslandes.',
      ],
    },
  },
});
