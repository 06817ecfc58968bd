import type { CostExampleLine, CostSummaryLine, Figures, Format, Phrases } from '@/content/types';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of
 * content/facts/costs.json. The figures decide which lines there are and in what order; here is one
 * phrase for each kind of line.
 * Every phrase of a list starts with a Hebrew word, so the ו that f.list puts before the last one attaches to it.
 */

/** Each cost as "מעבר למחיר תשלמו …" lists it. */
const summaryPhrases: Phrases<CostSummaryLine> = {
  transferTax: (f, l) =>
    l.onContract > 0 && l.onTitle > 0
      ? `מס העברה לרוכשים זרים בשיעור של ${f.percent(l.percent)} (${f.percent(l.onContract)} ברישום החוזה ו\u2011${f.percent(l.onTitle)} בהעברת הטאבו על שמכם)`
      : `מס העברה לרוכשים זרים בשיעור של ${f.percent(l.percent)}`,
  stampDuty: (f, l) => `מס בולים של ${f.percent(l.percent)}`,
  legalFees: (f, l) => `שכר טרחת עורך דין של כ\u2011${f.poundRange(l.fee.from, l.fee.to)}`,
  purchasePermission: (f, l) => `כ\u2011${f.euro(l.amount)} להיתר הרכישה`,
  vat: (f, l) => `מע"מ של ${f.percent(l.percent)}`,
  utilities: (f, l) => `השתתפות חד-פעמית של כ\u2011${f.poundRange(l.fee.from, l.fee.to)} בחיבור החשמל והמים (כולל השנאי)`,
};

/** Each line of the worked example, with its amount. */
const examplePhrases: Phrases<CostExampleLine> = {
  transferTaxOnContract: (f, l) => `מס העברה של ${f.euro(l.amount)} ברישום החוזה (${f.percent(l.percent ?? 0)})`,
  stampDuty: (f, l) => `מס בולים של ${f.euro(l.amount)} (${f.percent(l.percent ?? 0)})`,
  legalFees: (f, l) => `שכר טרחת עורך דין של ${f.euro(l.amount)}${l.fee ? ` (עורכי דין גובים ${f.poundRange(l.fee.from, l.fee.to)})` : ''}`,
  purchasePermission: (f, l) => `היתר רכישה ב\u2011${f.euro(l.amount)}`,
  vat: (f, l) => `מע"מ של ${f.euro(l.amount)} (${f.percent(l.percent ?? 0)})`,
  utilities: (f, l) => `השתתפות של ${f.euro(l.amount)} בחיבור החשמל והמים${l.fee ? ` (מוערכת ב\u2011${f.poundRange(l.fee.from, l.fee.to)})` : ''}`,
  transferTaxOnTitle: (f, l) => `מס העברה של ${f.euro(l.amount)} בהעברת הטאבו על שמכם (${f.percent(l.percent ?? 0)})`,
  agencyCommission: (f, l) => `עמלת תיווך של ${f.euro(l.amount)}`,
};

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
  const newBuild = f.phrases(c.summary.newBuild, summaryPhrases);
  return f.sentences(
    `מעבר למחיר תשלמו ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; בנכס חדש מהיזם תשלמו גם ${f.list(newBuild)}` : ''}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `ברכישת ${e.newBuild ? 'נכס חדש מהיזם' : 'נכס יד שנייה'} ב\u2011${f.euro(e.price)}: ${f.list(f.phrases(e.items, examplePhrases))}. בסך הכול ${f.euro(e.extra)} מעבר למחיר, כלומר ${f.euro(e.total)} כולל המחיר.`,
    commission(f, c),
    asOf(f, c),
  );
}

/**
 * The seller's tax on a sale, with its date. Not "מס שבח": to an Israeli that is Israel's own tax on a
 * sale's gain, while this one is a share of the assessed value; it is "מס על המכירה" that the seller pays.
 */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return `כשמוכרים את הנכס, המוכר משלם מס על המכירה בשיעור של כ\u2011${f.percent(o.sellerTaxPercent)} מהשווי שקובעת לו לשכת רישום המקרקעין${o.sellerTaxOneOffExemption ? ' (לכל מוכר פרטי יש פטור חד-פעמי ממנו, במכירה אחת בחייו)' : ''}, נכון ל\u2011${f.date(v.costs.asOf)}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "אין מס שבח" (there is a tax on a sale).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'כשהנכס בבעלותכם, משלמים לרשות המקומית מס רכוש שנתי נמוך, שמחושב לפי המטרים הרבועים של השטח הבנוי – בדומה לארנונה.',
    sellerTax(f, v),
    'ייתכן שגם ישראל, או מדינה אחרת שבה אתם תושבים, תחייב אתכם במס על ההכנסה מהנכס ועל הרווח ממכירתו, ולכן התייעצו עם יועץ מס.',
  );
}
