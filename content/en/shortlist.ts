import type { ShortlistCopy } from '../types';

export const shortlist = {
  meta: {
    title: 'Your Shortlist of Homes in North Cyprus',
    description: 'The homes you saved, kept in this browser: compare them and send the list to our sales team in one WhatsApp message.',
  },
  title: 'Your shortlist',
  intro: 'The homes you saved, kept in this browser only: no account, nothing sent until you send it. Send the list on WhatsApp and our sales team answers about exactly these homes.',
  headerLink: 'Shortlist',
  headerCount: { one: '{n} home saved', other: '{n} homes saved' },
  save: 'Save {title}',
  saveText: 'Save',
  savedText: 'Saved',
  loading: 'Loading your shortlist…',
  failed: 'Your shortlist could not load. Try again in a moment, or ask us on WhatsApp.',
  noScript: 'The shortlist needs JavaScript, which is off in this browser. Browse the homes by town instead, and ask us about any of them on WhatsApp.',
  notKept: 'This browser does not let the site keep your shortlist, so it lasts only until you leave this page. Send it before you go.',
  count: { one: '{n} home on your shortlist', other: '{n} homes on your shortlist' },
  empty: {
    title: 'Nothing saved yet',
    text: 'Tap the heart on any home to keep it here, then send the whole list to us in one message.',
    action: 'Search homes',
  },
  removed: {
    one: '{n} home you saved is no longer on our site, so it has been taken off your shortlist.',
    other: '{n} homes you saved are no longer on our site, so they have been taken off your shortlist.',
  },
  send: 'Send my shortlist on WhatsApp',
  sendNote: 'One message to our sales team naming each home, its price and its page.',
  message: {
    intro: 'Hi! These are the homes on my shortlist:',
    item: '{title}, {price}: {url}',
    sold: '{item} (sold: is there something similar?)',
    outro: 'Could you tell me more about them?',
  },
} satisfies ShortlistCopy;
