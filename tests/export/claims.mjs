// Tax, guarantee, yield, cost and timing claims carry their conditions where they are made, in every
// language: each page's sections (and its meta description) are checked against the language's table of
// claim phrases (tests/export/claims/<lang>.ts). A condition stated once on the page counts for a later
// section that links to it (`href="#id"`, as the rental guarantee's "terms above" does); a link to another
// page does not. The legal notice and privacy policy describe the site's claims ("yields and rental
// guarantees come from the developers") without making them, so they are left out.
import { attr, descendants, elements, first, isElement } from '../../scripts/finish-export/dom.mjs';

/** Pages every export has, whatever the inventory: a build that lost one of them failed (tests/export/check.mjs). */
export const REQUIRED_PAGES = ['index.html', '404.html', 'villas.html', 'apartments.html', 'investment.html', 'payment-plans.html', 'caesar-resort.html', 'blog/buying-property-in-north-cyprus-complete-guide.html'];

/** Pages whose claims are checked: every page but the 404 and the legal pages. */
export const claimsApply = (file) => !/(^|\/)(404|_not-found|legal-notice|privacy)/.test(file);

/** The language of an exported page, from its path. */
export const languageOf = (file) => /^([a-z]{2})(\/|\.html$)/.exec(file)?.[1] ?? 'en';

/** What a reader sees of `node`: its text, scripts and styles left out. */
function textOf(node) {
  let text = '';
  for (const child of descendants(node)) {
    if ('value' in child && child.nodeName === '#text' && !['script', 'style', 'template'].includes(child.parentNode?.nodeName ?? '')) text += ` ${child.value}`;
  }
  return text.replace(/\s+/g, ' ');
}

function problemsIn(text, where, rules, metaOnly) {
  const found = [];
  for (const rule of rules) {
    const said = rule.ignore ? text.replace(rule.ignore, ' ') : text;
    const claim = rule.claim.exec(said);
    if (!claim) continue;
    for (const qualifier of metaOnly ? rule.qualifiers.slice(0, 1) : rule.qualifiers) {
      if (!qualifier.test(said)) found.push(`${where}: "${claim[0]}" (${rule.name}) without ${qualifier}`);
    }
  }
  return found;
}

/** Every claim of a parsed page without its condition in its section, as lines to print. */
export function claimProblems(document, rules) {
  const found = [];
  const description = first(document, 'meta', (meta) => attr(meta, 'name') === 'description');
  if (description) found.push(...problemsIn(attr(description, 'content') ?? '', 'meta description', rules, true));
  const body = first(document, 'body');
  if (!body) return ['the page has no <body>'];
  const byId = new Map([...descendants(body)].filter(isElement).map((element) => [attr(element, 'id'), element]));
  for (const section of elements(body, 'section')) {
    const heading = attr(section, 'aria-labelledby') ?? attr(section, 'id') ?? '';
    // What the section's in-page links lead to is read with it; a link to a missing id is a problem of its own.
    const linked = elements(section, 'a', (a) => (attr(a, 'href') ?? '').startsWith('#') && (attr(a, 'href') ?? '').length > 1).map((a) => attr(a, 'href').slice(1));
    for (const id of linked) if (!byId.has(id)) found.push(`section ${heading}: a link to #${id}, which is not on the page`);
    const text = [section, ...linked.flatMap((id) => byId.get(id) ?? [])].map(textOf).join(' ');
    found.push(...problemsIn(text, `section ${heading}`, rules, false));
  }
  // Text outside any section (footer, header, dialogs) is held to the same rules as a whole.
  const outside = [...descendants(body)].filter(isElement).filter((element) => ['footer', 'header', 'dialog'].includes(element.tagName));
  for (const element of outside) found.push(...problemsIn(textOf(element), element.tagName, rules, false));
  return found;
}
