import type { Stat, CostExampleLine, CostSummaryLine, FactBasis, Figures, Format, Phrases, PlanFigures } from '@/content/types';
import common from './common.json';

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

/**
 * A prefix letter (ב, ל, מ) before a word: straight on a Hebrew word ("במאי 2025"), with a no-break
 * hyphen before digits or Latin ("ב‑15 במאי 2025"), as the rest of the site writes it.
 */
function prefixed(letter: string, text: string): string {
  return /^[\u0590-\u05FF]/.test(text) ? `${letter}${text}` : `${letter}\u2011${text}`;
}

/**
 * Where a legal fact or a cost comes from, after the sentence that states it: the date of its newest
 * source and that it is not yet confirmed, or the day the agency's lawyer confirmed it. Never "נכון ל…"
 * for an unconfirmed fact: it would assert a validity the site does not have yet.
 */
export function factNote(f: Format, basis: FactBasis): string {
  const note = common.factNote;
  if (basis.confirmedOn) return f.fill(note.confirmed, { date: f.date(basis.confirmedOn) });
  return basis.asOf ? f.fill(note.compiled, { date: f.date(basis.asOf) }) : note.compiledUndated;
}

/** The date the cost figures hold for, and whom to ask. */
export function asOf(f: Format, c: Figures['costs']): string {
  return factNote(f, c);
}

/** The date the figures hold for, as a phrase inside a sentence: "לפי מקורות שפורסמו עד מאי 2025". */
function costsDated(f: Format, c: Figures['costs']): string {
  if (c.confirmedOn) return `כפי שאישר עורך הדין שלנו ${prefixed('ב', f.date(c.confirmedOn))}`;
  return c.asOf ? `לפי מקורות שפורסמו עד ${f.date(c.asOf)}` : 'לפי מקורות שפורסמו';
}

/** "שנה אחת", "שנתיים", "5 שנים". */
const years: { one: string; two: string; other: string } = { one: 'שנה אחת', two: 'שנתיים', other: '{n} שנים' };

/**
 * The residence permit a home's owner may apply for: what the sources say, with no price threshold
 * unless a source sets one, the conditions, and where it comes from. "היתר שהייה", never "תושבות".
 */
export function residency(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return f.sentences(
    r.minimumPrice === null
      ? 'בעלות על בית בצפון קפריסין מאפשרת לכם להגיש בקשה להיתר שהייה לכם ולבני המשפחה, בלי קשר למחיר שלו: הכללים שפורסמו לא קובעים סכום מינימלי.'
      : `בעלות על בית בצפון קפריסין שעלה לפחות ${f.euro(r.minimumPrice)} מאפשרת לכם להגיש בקשה להיתר שהייה לכם ולבני המשפחה.`,
    `אחרי שהנכס נרשם על שמכם בטאבו, אפשר לקבל היתר לתקופה של עד ${f.plural(r.titleDeedPermitYears, years)} בלי להוכיח הכנסה; עד אז צריך חוזה רשום שלפיו שילמתם לפחות ${f.percent(r.contractPaidPercent)} מהמחיר, וגם להוכיח הכנסה או חסכונות.`,
    r.healthCheck || r.insurance ? `צריך גם ${f.list([...(r.healthCheck ? ['בדיקה רפואית'] : []), ...(r.insurance ? ['ביטוח בריאות'] : [])])}.` : '',
    factNote(f, r),
  );
}

/** The short form of the residence rule, for a benefit tile. */
export function residencyShort(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return f.sentences(
    r.minimumPrice === null
      ? 'בעלות על בית מאפשרת לכם ולבני המשפחה להגיש בקשה להיתר שהייה, בלי קשר למחיר שלו; עורך הדין שלכם יבדוק את התנאים במקרה שלכם.'
      : `בעלות על בית שעלה לפחות ${f.euro(r.minimumPrice)} מאפשרת לכם ולבני המשפחה להגיש בקשה להיתר שהייה; עורך הדין שלכם יבדוק את התנאים במקרה שלכם.`,
    factNote(f, r),
  );
}

/** How many homes a foreigner may take title to, and what that means for a second purchase. */
export function ownershipLimits(f: Format, v: Figures): string {
  const o = v.legal.ownershipLimits;
  return f.sentences(
    `החוק מאפשר לזר לרשום על שמו עד ${f.plural(o.apartments, { one: 'דירה אחת', two: 'שתי דירות', other: '{n} דירות' })}, או עד ${f.plural(o.villas, { one: 'וילה אחת', two: 'שתי וילות', other: '{n} וילות' })}, או מגרש אחד של עד ${f.number(o.plotM2)}\u00a0מ"ר ועליו בית אחד; מעבר לזה אי אפשר לרשום את הנכס על שמכם בטאבו, ולכן שאלו את עורך הדין שלכם לפני שאתם קונים נכס נוסף.`,
    factNote(f, o),
  );
}

/** The permission to purchase: who applies, how long it usually takes, and the deadlines after it. */
export function purchasePermission(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return f.sentences(
    `כל רוכש זר צריך היתר רכישה ממועצת השרים; עורך הדין שלכם מגיש את הבקשה, והטיפול בה נמשך בדרך כלל ${f.number(p.monthsFrom)}–${f.number(p.monthsTo)} חודשים.`,
    `אחרי שההיתר ניתן, צריך לשלם את המיסים תוך ${f.number(p.taxWithinWorkingDays)} ימי עבודה, ולהעביר את הטאבו על שמכם תוך ${f.plural(p.titleWithinYears, years)}.`,
    factNote(f, p),
  );
}

/** How long a purchase takes from reservation to title, as the guide and FAQs say it. */
export function purchaseTimeline(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return `השריון, הבדיקות והחוזה נמשכים בדרך כלל 4–8 שבועות; הטאבו נרשם על שמכם רק אחרי היתר הרכישה, שמתקבל בדרך כלל תוך ${f.number(p.monthsFrom)}–${f.number(p.monthsTo)} חודשים, ובבנייה חדשה זה נמשך לעיתים קרובות עוד יותר.`;
}

/**
 * What the buyer's home country taxes, per country, with the advice to ask an adviser there. Israel
 * first, for the readers of this edition; its gain on a sale is מס רווח הון, never מס שבח.
 */
export function homeTaxes(f: Format, v: Figures): string {
  const h = v.legal.homeTaxes;
  return f.sentences(
    'גם המדינה שבה אתם תושבים גובה מכם מס.',
    `תושבי ישראל חייבים במס בישראל גם על שכר דירה מנכס בחו"ל: אפשר לבחור במסלול של ${f.percent(h.il.rentTrackPercent)} מההכנסה ברוטו, בלי ניכוי הוצאות (מלבד פחת) ובלי זיכוי על המס ששולם בצפון קפריסין, או במס לפי מדרגות המס עם ניכוי ההוצאות. במכירת הנכס משלמים בישראל מס רווח הון (לא מס שבח).`,
    'בריטניה ממסה את תושביה על שכר דירה מחו"ל ועל הרווח ממכירת נכס בחו"ל.',
    `גרמניה ממסה את תושביה על שכר דירה מחו"ל, ועל רווח ממכירה בתוך ${f.plural(h.de.saleWithinYears, years)} מהרכישה.`,
    'רוסיה ממסה את תושביה על שכר דירה מחו"ל, שחובה לדווח עליו שם, ואינה נותנת זיכוי על המס שנוכה במקור בצפון קפריסין, כי אין ביניהן אמנת מס.',
    factNote(f, h.all),
    'לפני הרכישה, התייעצו עם יועץ מס במדינה שלכם; יועץ מס ישראלי יגיד לכם איזה מסלול עדיף במצב שלכם ואיך מדווחים.',
  );
}

/**
 * Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat.
 * A new build's price on this site already includes its VAT: the VAT is said to be in the price, never on top of it.
 */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  const newBuild = f.phrases(
    c.summary.newBuild.filter((line) => line.id !== 'vat'),
    summaryPhrases,
  );
  return f.sentences(
    `מעבר למחיר תשלמו ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; בנכס חדש מהיזם תשלמו גם ${f.list(newBuild)}` : ''}.`,
    v.vatPercent !== null ? `המחיר של נכס חדש באתר כבר כולל את המע"מ (${f.percent(v.vatPercent)}).` : '',
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. A new build's example price is before VAT. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `ברכישת ${e.newBuild ? `נכס חדש מהיזם ב\u2011${f.euro(e.price)} לפני מע"מ` : `נכס יד שנייה ב\u2011${f.euro(e.price)}`}: ${f.list(f.phrases(e.items, examplePhrases))}. בסך הכול ${f.euro(e.extra)} מעבר למחיר, כלומר ${f.euro(e.total)} כולל המחיר.`,
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
  return `כשמוכרים את הנכס, המוכר משלם מס על המכירה בשיעור של כ\u2011${f.percent(o.sellerTaxPercent)} מהשווי שקובעת לו לשכת רישום המקרקעין${o.sellerTaxOneOffExemption ? ' (לכל מוכר פרטי יש פטור חד-פעמי ממנו, במכירה אחת בחייו)' : ''}, ${costsDated(f, v.costs)}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "אין מס שבח" (there is a tax on a sale). Israel's
 * own tax is stated as a fact for its residents, not as "ייתכן".
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'כשהנכס בבעלותכם, משלמים לרשות המקומית מס רכוש שנתי נמוך, שמחושב לפי המטרים הרבועים של השטח הבנוי – בדומה לארנונה.',
    sellerTax(f, v),
    'אם אתם תושבי ישראל, ההכנסה מהשכרת הנכס והרווח ממכירתו חייבים במס גם בישראל (וכך גם במדינות אחרות לגבי התושבים שלהן; המדריך לרוכשים מסביר איך זה עובד בישראל, בבריטניה, בגרמניה וברוסיה), ולכן התייעצו עם יועץ מס לפני הרכישה.',
  );
}

/**
 * What a list says about the monthly figures on its cards: only the homes whose seller offers a plan
 * show one, on that plan's own terms; a resale is paid to its owner as the contract sets out.
 */
export function cardPlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) {
    return p.without === 0
      ? ''
      : 'אף אחד מהנכסים האלה לא נמכר עם תוכנית תשלומים: על כל אחד מהם משלמים לפי החוזה, ולכן בכרטיסים אין סכום חודשי. שאלו אותנו בוואטסאפ על תנאי התשלום של כל אחד מהם.';
  }
  const terms = p.common
    ? ` ${f.percent(p.common.downPercent)} בחתימה, ואת היתרה ב\u2011${f.number(p.common.months)} תשלומים חודשיים שווים${p.common.interestPercent === 0 ? ` ב\u2011${f.percent(0)} ריבית, כל עוד המחיר בתשלומים זהה למחיר במזומן` : ` בריבית של ${f.percent(p.common.interestPercent)} בשנה`}.`
    : ' לכל תוכנית יש תנאים משלה, והם מפורטים בעמוד של הנכס.';
  return f.sentences(
    p.without === 0
      ? `הסכום החודשי בכל כרטיס הוא לפי תוכנית התשלומים של הנכס עצמו, שמציע המוכר שלו:${terms}`
      : `${f.plural(p.count, { one: 'אחד מהנכסים האלה נמכר', two: 'שניים מהנכסים האלה נמכרים', other: '{n} מהנכסים האלה נמכרים' })} עם תוכנית תשלומים מהמוכר, ורק ${p.count === 1 ? 'בכרטיס שלו מופיע' : 'בכרטיסים שלהם מופיע'} סכום חודשי:${terms} על האחרים משלמים לפי החוזה.`,
    p.cheapest?.plan
      ? `${p.count === 1 ? 'בנכס הזה' : 'בזול מביניהם'} (${p.cheapest.title}, ${f.euro(p.cheapest.price)}) זה יוצא ${f.euro(p.cheapest.plan.monthly)} לחודש.`
      : '',
  );
}

/**
 * Who sells the homes of a list: developers, owners selling on, or both. A noun phrase that agrees with
 * any list (וילות, דירות, סטודיו), to stand between dashes or after a colon.
 */
export function sellers(stages: { newBuild: number; offPlan: number; resale: number }): string {
  const fromDevelopers = stages.newBuild + stages.offPlan > 0;
  if (fromDevelopers && stages.resale > 0) return 'נכסים חדשים מהיזמים ונכסי יד שנייה';
  return fromDevelopers ? 'נכסים חדשים מהיזמים' : 'נכסי יד שנייה';
}

/** The payment plans of the homes for sale anywhere on the site, in a sentence: only as far as they reach. */
export function sitePlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) return 'לאף אחד מהנכסים שיש לנו כרגע למכירה אין תוכנית תשלומים: על כל נכס משלמים לפי החוזה שלו.';
  const range = p.common
    ? `מקדמה של ${f.percent(p.common.downPercent)}, ואת היתרה על פני ${f.number(p.common.months)} חודשים${p.common.interestPercent === 0 ? ` ב\u2011${f.percent(0)} ריבית` : ''}`
    : `מקדמה החל מ\u2011${f.percent(p.lowestDownPercent!)}, ואת היתרה על פני עד ${f.number(p.longestMonths!)} חודשים`;
  return f.sentences(
    `${f.plural(p.count, { one: 'לנכס אחד', two: 'לשני נכסים', other: 'ל\u2011{n} נכסים' })} שיש לנו כרגע למכירה יש תוכנית תשלומים מהיזם או מהמוכר: ${range}.`,
    p.without > 0 ? 'על הנכסים האחרים משלמים לפי מה שקובע החוזה.' : '',
  );
}

const regionNames = { costaDelSol: 'בקוסטה דל סול, במחוז מלגה', algarve: 'באלגרבה' } as const;

/**
 * The homes for sale against Spain's and Portugal's coasts, per square metre, with each figure's source
 * and date; empty when the data does not support the comparison (the page then makes none).
 */
export function priceComparison(f: Format, v: Figures): string {
  const m = v.market;
  if (!m) return '';
  const regions = m.regions.map((region) => `${regionNames[region.id]} (${f.euro(region.perM2)} למ"ר, לפי מדד idealista, ${f.date(region.date)})`);
  return `המחיר החציוני למ"ר של הנכסים שיש לנו כרגע למכירה הוא ${f.euro(m.medianPerM2)}, כ\u2011${f.percent(m.lessPercent)} פחות מהמחירים המבוקשים ${f.list(regions)}.`;
}

/** How many foreign nationals were given permission to buy in one year: a published count, with its source and date. */
export function foreignBuyers(f: Format, v: Figures): Stat {
  const { source } = v.foreignBuyers;
  return {
    value: f.number(v.foreignBuyers.permits),
    label: `אזרחים זרים קיבלו ב\u2011${v.foreignBuyers.year} היתר לרכוש נכס בצפון קפריסין`,
    source: { text: source.date ? `מקור: ${v.foreignBuyers.publisher}, ${f.date(source.date)}` : `מקור: ${v.foreignBuyers.publisher}`, href: source.url },
  };
}
