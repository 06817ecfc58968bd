import type { Figures, Format } from '@/content/types';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of content/facts/costs.json.
 * Every item of a list starts with a Hebrew word, so the ו that f.list puts before the last one attaches to it.
 */

/** The transfer tax with its two halves, when the law has two. */
function transferTax(f: Format, c: Figures['costs']): string {
  return c.transferTaxOnContractPercent > 0 && c.transferTaxOnTitlePercent > 0
    ? `מס העברה לרוכשים זרים בשיעור של ${f.percent(c.transferTaxPercent)} (${f.percent(c.transferTaxOnContractPercent)} ברישום החוזה ו\u2011${f.percent(c.transferTaxOnTitlePercent)} בהעברת הטאבו על שמכם)`
    : `מס העברה לרוכשים זרים בשיעור של ${f.percent(c.transferTaxPercent)}`;
}

/** What the agency charges the buyer, as a sentence (nothing when the file does not say). */
export function commission(f: Format, c: Figures['costs']): string {
  if (c.commissionPercent === null) return '';
  return c.commissionPercent === 0 ? 'ללא עמלה לקונה: אנחנו לא גובים מכם עמלת תיווך.' : `עמלת התיווך שלנו היא ${f.percent(c.commissionPercent)} מהמחיר.`;
}

/** The date the figures hold for, and whom to ask. */
export function asOf(f: Format, c: Figures['costs']): string {
  return `הנתונים נכונים ל\u2011${f.date(c.asOf)}; בקשו מעורך הדין שלכם לאשר אותם לפני שאתם משריינים נכס.`;
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  const all = [
    transferTax(f, c),
    `מס בולים של ${f.percent(c.stampDutyPercent)}`,
    ...(c.legalFees ? [`שכר טרחת עורך דין של כ\u2011${f.poundRange(c.legalFees.from, c.legalFees.to)}`] : []),
    ...(c.purchasePermission !== null ? [`כ\u2011${f.euro(c.purchasePermission)} להיתר הרכישה`] : []),
  ];
  const newBuild = [
    ...(c.vatPercent !== null ? [`מע"מ של ${f.percent(c.vatPercent)}`] : []),
    ...(c.utilities ? [`השתתפות חד-פעמית של כ\u2011${f.poundRange(c.utilities.from, c.utilities.to)} בחיבור החשמל והמים (כולל השנאי)`] : []),
  ];
  return [
    `מעבר למחיר תשלמו ${f.list(all)}${newBuild.length ? `; בנכס חדש מהיזם תשלמו גם ${f.list(newBuild)}` : ''}.`,
    commission(f, c),
    asOf(f, c),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  /** A line's words around its amount, or nothing when the example does not pay it. */
  const line = (amount: number, text: (euros: string) => string) => (amount > 0 ? [text(f.euro(amount))] : []);
  const lines = [
    ...line(e.lines.transferTaxOnContract, (x) => `מס העברה של ${x} ברישום החוזה (${f.percent(c.transferTaxOnContractPercent)})`),
    ...line(e.lines.stampDuty, (x) => `מס בולים של ${x} (${f.percent(c.stampDutyPercent)})`),
    ...line(e.lines.legalFees, (x) => `שכר טרחת עורך דין של ${x}${c.legalFees ? ` (עורכי דין גובים ${f.poundRange(c.legalFees.from, c.legalFees.to)})` : ''}`),
    ...line(e.lines.purchasePermission, (x) => `היתר רכישה ב\u2011${x}`),
    ...line(e.lines.vat, (x) => `מע"מ של ${x} (${f.percent(c.vatPercent ?? 0)})`),
    ...line(e.lines.utilities, (x) => `השתתפות של ${x} בחיבור החשמל והמים${c.utilities ? ` (מוערכת ב\u2011${f.poundRange(c.utilities.from, c.utilities.to)})` : ''}`),
    ...line(e.lines.transferTaxOnTitle, (x) => `מס העברה של ${x} בהעברת הטאבו על שמכם (${f.percent(c.transferTaxOnTitlePercent)})`),
    ...line(e.lines.agencyCommission, (x) => `עמלת תיווך של ${x}`),
  ];
  return [
    `ברכישת ${e.newBuild ? 'נכס חדש מהיזם' : 'נכס יד שנייה'} ב\u2011${f.euro(e.price)}: ${f.list(lines)}. בסך הכול ${f.euro(e.extra)} מעבר למחיר, כלומר ${f.euro(e.total)} כולל המחיר.`,
    commission(f, c),
    asOf(f, c),
  ]
    .filter(Boolean)
    .join(' ');
}
