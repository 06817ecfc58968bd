import type { Dictionary } from '@/content/dictionaries';

export const notFound: Dictionary['notFound'] = {
  meta: {
    title: 'Seite nicht gefunden',
    description: 'Diese Seite gibt es auf {brand} nicht. Zurück zur Startseite – oder entdecken Sie unsere Villen, Wohnungen und Objekte im Caesar Resort in Nordzypern.',
  },
  eyebrow: 'Fehler 404',
  title: 'Diese Seite konnten wir nicht finden',
  text: 'Vielleicht enthält die Adresse einen Tippfehler, oder die Seite wurde verschoben. Hier geht es weiter:',
  home: 'Zurück zur Startseite',
  linksLabel: 'Immobilien zum Kauf',
  links: [
    { label: 'Villen zum Kauf', route: 'villas' },
    { label: 'Wohnungen zum Kauf', route: 'apartments' },
    { label: 'Objekte im Caesar Resort', route: 'caesarResort' },
  ],
  help: 'Sie suchen etwas Bestimmtes? Fragen Sie uns per WhatsApp – wir schicken Ihnen die Details.',
};
