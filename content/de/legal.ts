import type { Dictionary } from '@/content/dictionaries';

/** Impressum und Datenschutzerklärung. */
export const legal: Dictionary['legal'] = (f, v) => ({
  footerNotice: 'Impressum',
  footerPrivacy: 'Datenschutz',
  formPrivacyLink: 'So gehen wir mit Ihren Angaben um',
  notice: {
    meta: {
      title: 'Impressum',
      description: 'Wer diese Website betreibt: Name, Anschrift, Register- und Steuernummer der Agentur und wie Sie uns erreichen.',
    },
    title: 'Impressum',
    intro: 'Diese Website wird von der unten genannten Immobilienagentur betrieben.',
    heading: 'Angaben gemäß §\u00a05 DDG',
    labels: {
      company: 'Firma',
      legalForm: 'Rechtsform',
      representative: 'Vertreten durch',
      address: 'Anschrift',
      email: 'E-Mail',
      phone: 'Telefon',
      whatsApp: 'WhatsApp',
      register: 'Registernummer (Registrar of Companies der TRNZ, Şirketler Mukayyitliği)',
      vat: 'Steuernummer (Steuerverwaltung der TRNZ)',
      licence: 'Maklerlizenz und zuständige Aufsichtsbehörde',
      euRepresentative: 'Vertreter in der EU (Art.\u00a027 DSGVO)',
      responsible: 'Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV',
    },
    values: {
      legalForm: 'Private Limited Company nach dem Recht der Türkischen Republik Nordzypern',
      country: 'Nordzypern (KKTC), Mersin\u00a010, Türkei',
      responsible: '{name}, Anschrift wie oben',
    },
    sections: [
      {
        heading: 'Was wir tun – und was nicht',
        paragraphs: [
          'Wir sind eine Immobilienagentur: Wir bringen Käufer mit Immobilien und Bauträgern in Nordzypern zusammen und begleiten sie durch den Kauf. Wir leisten keine Rechts-, Steuer- oder Anlageberatung. Preise, Zahlungspläne, Renditen und Mietgarantien auf dieser Website stammen von den Bauträgern bzw. Verkäufern und können sich ändern. Renditen sind geschätzte Bruttowerte; eine Mietgarantie gibt der Bauträger, brutto und für die ersten Jahre nach der Übergabe, und sie ist nur so gut wie der Bauträger selbst. Lassen Sie jeden Vertrag vor der Unterschrift von Ihrem eigenen Anwalt prüfen, und klären Sie mit einem Steuerberater in Deutschland (bzw. in dem Land, in dem Sie steuerpflichtig sind), was der Kauf steuerlich für Sie bedeutet.',
        ],
      },
      {
        heading: 'Links zu anderen Websites',
        paragraphs: [
          'Für die Inhalte der Websites, auf die wir verlinken (etwa WhatsApp, Bauträger und Behörden), sind allein deren Betreiber verantwortlich.',
        ],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: ['Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.'],
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
        'Verantwortlich für die Verarbeitung Ihrer Daten ist die {agency}, {address}, E-Mail: {email}. Mit Fragen oder Anliegen zu Ihren Daten wenden Sie sich bitte an diese E-Mail-Adresse.',
        'Unser Sitz liegt in Nordzypern, wo die Anwendung des Unionsrechts ausgesetzt ist (Protokoll Nr.\u00a010 über Zypern zur Beitrittsakte von 2003); für Nordzypern gibt es keinen Angemessenheitsbeschluss der EU-Kommission. Weil sich unser Angebot auch an Käufer in der EU richtet, gilt für uns die DSGVO (Art.\u00a03 Abs.\u00a02 lit.\u00a0a DSGVO), und Ihre Rechte nach der DSGVO bestehen uns gegenüber uneingeschränkt. Unser Vertreter in der Union (Art.\u00a027 DSGVO) ist {euRepresentative}; auch an ihn können Sie sich mit allen Fragen zum Datenschutz wenden.',
      ],
    },
    form: {
      heading: 'Das Broschürenformular',
      paragraphs: [
        'Wenn Sie die Broschüre anfordern, erhalten wir Ihren Namen, Ihre E-Mail-Adresse und Telefonnummer, die Sprache der Seite und die Adresse der Seite, von der aus Sie das Formular gesendet haben. Wir verwenden diese Angaben ausschließlich, um Ihre Anfrage zu Immobilien in Nordzypern zu beantworten – per E-Mail, Telefon oder WhatsApp, ganz wie Sie es wünschen. Wir verkaufen Ihre Angaben nicht und geben sie nicht ohne Ihre vorherige Zustimmung an Bauträger weiter.',
        'Das Formular übermittelt uns der Formulardienst {formService}; er ist in unserem Auftrag tätig (Auftragsverarbeiter) und speichert Ihre Angaben nur, um sie an uns weiterzuleiten. Hat er seinen Sitz außerhalb der EU, stützt sich die Übermittlung auf die Standardvertragsklauseln der EU-Kommission (Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO) oder, bei einem US-Unternehmen, auf dessen Zertifizierung nach dem EU-U.S. Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission vom 10.\u00a0Juli 2023). Ein verstecktes Feld hält automatisierten Spam ab; es gibt kein Captcha und kein Tracking-Skript.',
        'Ihre Angaben sind freiwillig; ohne Ihren Namen und eine Möglichkeit, Sie zu erreichen, können wir Ihre Anfrage jedoch nicht beantworten. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt. Wir verarbeiten Ihre Angaben, um Ihre Anfrage zu beantworten (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO); da unser Sitz in Nordzypern liegt, geschieht das dort, also außerhalb der EU.',
        `Wir speichern Ihre Angaben bis ${f.plural(v.leadRetentionMonths, { one: '{n} Monat', other: '{n} Monate' })} nach unserem letzten Kontakt und löschen sie dann – es sei denn, Sie kaufen über uns und wir sind gesetzlich verpflichtet, die Unterlagen zum Kauf länger aufzubewahren.`,
      ],
    },
    formWithoutService: {
      heading: 'Das Broschürenformular',
      paragraphs: [
        'Das Broschürenformular übermittelt uns nichts. Es öffnet die Broschüre und bietet an, Ihren Namen, Ihre E-Mail-Adresse und Telefonnummer in eine WhatsApp-Nachricht zu übernehmen; ob Sie diese senden, entscheiden Sie selbst.',
        'Ihre Angaben sind freiwillig; ohne Ihren Namen und eine Möglichkeit, Sie zu erreichen, können wir Ihre Anfrage jedoch nicht beantworten. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.',
        'Wozu wir Angaben verwenden, die Sie uns per WhatsApp senden, auf welcher Rechtsgrundlage und wie lange wir sie speichern, lesen Sie unten im Abschnitt „WhatsApp, E-Mail und Anrufe“.',
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
      heading: 'WhatsApp, E-Mail und Anrufe',
      paragraphs: [
        'Ein WhatsApp-Button öffnet WhatsApp mit einer bereits vorformulierten Nachricht; gesendet wird erst, wenn Sie selbst auf „Senden“ tippen. Ein Telefon-Link fordert Ihr Gerät lediglich auf, uns anzurufen.',
        `Schreiben Sie uns per WhatsApp oder E-Mail oder rufen Sie uns an, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO), und löschen sie ${f.plural(v.leadRetentionMonths, { one: '{n} Monat', other: '{n} Monate' })} nach unserem letzten Kontakt – es sei denn, Sie kaufen über uns und wir sind gesetzlich verpflichtet, die Unterlagen zum Kauf länger aufzubewahren. Anbieter von WhatsApp ist für Nutzer in der EU die WhatsApp Ireland Limited, Merrion Road, Dublin\u00a04, Irland; dabei können Daten an die Meta Platforms, Inc. in den USA übermittelt werden, die nach dem EU-U.S. Data Privacy Framework zertifiziert ist.`,
      ],
    },
    storage: {
      heading: 'Was auf Ihrem Gerät gespeichert wird',
      paragraphs: [
        `Keine Cookies. Wenn Sie das WhatsApp-Chatfenster schließen, merkt sich Ihr Browser den Zeitpunkt (im lokalen Speicher, „Local Storage“, unter dem Schlüssel „${v.popupStorage.closedAtKey}“), damit das Fenster für ${f.plural(v.popupStorage.suppressHours, { one: '{n} Stunde', other: '{n} Stunden' })} nicht wieder erscheint. Wenn Sie Objekte auf Ihre Merkliste setzen, speichert Ihr Browser deren Objektkennungen ebenfalls im lokalen Speicher, damit die Liste beim nächsten Besuch noch da ist; und wenn Sie auf einer englischen Seite den Hinweis auf die deutsche Fassung ausblenden, merkt er sich auch das. Diese Einträge verlassen Ihr Gerät nicht – Ihre Merkliste erfahren wir nur, wenn Sie sie selbst per WhatsApp senden –, und wenn Sie die Websitedaten in Ihrem Browser löschen, werden sie entfernt. Sie sind ohne Einwilligung zulässig, weil sie für die von Ihnen gewünschte Funktion unbedingt erforderlich sind (§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG).`,
      ],
    },
    hosting: {
      heading: 'Hosting und Fotos',
      paragraphs: [
        `Unser Hosting-Anbieter ist {host}; er erfasst technische Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Seite), um die Website bereitzustellen und vor Missbrauch zu schützen, und löscht sie nach spätestens ${f.plural(v.hostLogDays, { one: '{n} Tag', other: '{n} Tagen' })}. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb der Website (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Die Schriftarten werden von dieser Website selbst geladen.`,
      ],
    },
    rights: {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie haben jederzeit und unentgeltlich das Recht auf Auskunft über die Daten, die wir über Sie gespeichert haben, einschließlich einer Kopie (Art.\u00a015 DSGVO), auf Berichtigung (Art.\u00a016 DSGVO), Löschung (Art.\u00a017 DSGVO), Einschränkung der Verarbeitung (Art.\u00a018 DSGVO) und Datenübertragbarkeit (Art.\u00a020 DSGVO) sowie das Recht, der Verarbeitung zu widersprechen (Art.\u00a021 DSGVO, siehe unten). Schreiben Sie uns dazu an die oben unter „Verantwortlicher“ genannte E-Mail-Adresse; wir antworten innerhalb eines Monats.',
        'Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere dort, wo Sie leben oder arbeiten – in Deutschland z.\u00a0B. bei der Aufsichtsbehörde Ihres Bundeslandes.',
      ],
    },
    objection: {
      heading: 'Ihr Widerspruchsrecht (Art.\u00a021 DSGVO)',
      paragraphs: [
        'Soweit wir Daten auf Grundlage unseres berechtigten Interesses verarbeiten (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO), etwa die Zugriffsdaten bei unserem Hosting-Anbieter, können Sie dieser Verarbeitung jederzeit aus Gründen, die sich aus Ihrer besonderen Situation ergeben, widersprechen. Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Ihren Widerspruch richten Sie bitte an {email}.',
      ],
    },
    /** Where the photos come from, by what this build serves itself (scripts/photos). */
    photos: {
      own: 'Die Fotos kommen von dieser Website selbst; kein anderer Dienst erfährt von Ihrem Besuch.',
      stockHost: 'Die Fotos auf dieser Website werden derzeit vom Bilderdienst Unsplash geladen, soweit sie nicht von dieser Website selbst kommen; Unsplash erfährt dadurch Ihre IP-Adresse, wenn Ihr Browser sie abruft (Rechtsgrundlage: unser berechtigtes Interesse, sie zu zeigen, Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO); Unsplash hat seinen Sitz in den USA.',
    },
  },
});
