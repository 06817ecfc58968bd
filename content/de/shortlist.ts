import type { ShortlistCopy } from '../types';

export const shortlist = {
  meta: {
    title: 'Ihre Merkliste: Immobilien in Nordzypern',
    description: 'Die Objekte, die Sie sich gemerkt haben, in diesem Browser gespeichert: vergleichen und die Liste mit einer WhatsApp-Nachricht an unser Verkaufsteam senden.',
  },
  title: 'Ihre Merkliste',
  intro: 'Hier sehen Sie die Objekte, die Sie sich gemerkt haben. Sie sind nur in diesem Browser gespeichert: Sie brauchen kein Konto, und gesendet wird nur, was Sie selbst abschicken. Schicken Sie die Liste per WhatsApp, und unser Verkaufsteam antwortet genau zu diesen Objekten.',
  headerLink: 'Merkliste',
  headerCount: { one: '{n} Objekt gemerkt', other: '{n} Objekte gemerkt' },
  save: '{title} merken',
  saveText: 'Merken',
  savedText: 'Gemerkt',
  loading: 'Ihre Merkliste wird geladen …',
  failed: 'Ihre Merkliste konnte nicht geladen werden. Versuchen Sie es gleich noch einmal, oder fragen Sie uns per WhatsApp.',
  noScript: 'Die Merkliste braucht JavaScript, das in diesem Browser ausgeschaltet ist. Stöbern Sie stattdessen nach Orten und fragen Sie uns per WhatsApp zu jedem Objekt.',
  notKept: 'Dieser Browser erlaubt der Website nicht, Ihre Merkliste zu speichern: Sie bleibt nur erhalten, bis Sie diese Seite verlassen. Senden Sie sie vorher.',
  count: { one: '{n} Objekt auf Ihrer Merkliste', other: '{n} Objekte auf Ihrer Merkliste' },
  empty: {
    title: 'Noch nichts gemerkt',
    text: 'Tippen Sie bei einem Objekt auf das Herz, um es hier zu behalten, und senden Sie uns dann die ganze Liste in einer Nachricht.',
    action: 'Immobilien suchen',
  },
  removed: {
    one: '{n} gemerktes Objekt ist nicht mehr auf unserer Website und wurde von Ihrer Merkliste genommen.',
    other: '{n} gemerkte Objekte sind nicht mehr auf unserer Website und wurden von Ihrer Merkliste genommen.',
  },
  send: 'Merkliste per WhatsApp senden',
  sendNote: 'Eine Nachricht an unser Verkaufsteam mit jedem Objekt, seinem Preis und seiner Seite.',
  message: {
    intro: 'Hallo! Das sind die Objekte auf meiner Merkliste:',
    item: '{title}, {price}: {url}',
    sold: '{item} (verkauft: Gibt es etwas Ähnliches?)',
    outro: 'Können Sie mir mehr zu diesen Objekten sagen?',
  },
} satisfies ShortlistCopy;
