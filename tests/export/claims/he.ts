import type { ClaimRule } from './rule';

/*
 * Hebrew claim phrases. Hebrew glues prefixes to words (ב, ו, ל, מ, ש, ה), so the patterns match stems
 * rather than whole words: "מבטיח" finds מבטיחים and שמבטיחה, "מתחייב" finds מתחייבים and שמתחייב.
 */
export const he: ClaimRule[] = [
  {
    // The seller's tax on a sale (content/facts/costs.json "ownership"): its date, and the adviser at home.
    name: 'tax on a sale',
    claim: /המוכר משלם מס|מס (?:שבח|ירושה|רווחי? הון)/,
    qualifiers: [/נכון ל\S*\s?\d|שפורסמו עד|מקורות שפורסמו|שאישר עורך הדין/, /יועץ מס/],
  },
  {
    name: 'rental guarantee',
    claim: /מובטח|מבטיח|הבטח|ערבות|מתחייב|התחייבות (?:היזם|לתשואה|לשכירות)|ההתחייבות לתשואה/,
    // Sentences that only say something is not a promise ("עליית מחירים בעבר אינה מבטיחה עלייה גם בעתיד").
    ignore: /[^.]*(?:אינ[והםן] (?:מבטיח|הבטחה|התחייבות)|לא (?:מבטיח|הבטחה|התחייבות)|ולא ב?(?:הבטחה|התחייבות))[^.]*/g,
    qualifiers: [/יזם/, /ברוטו/, /מסירה/, /שווה בדיוק כמו היזם|תלוי כולו באיתנות של היזם/],
  },
  {
    name: 'yield',
    // The developer's guaranteed rent ("התחייבות היזם לתשואה") is the guarantee rule's business, not an estimate.
    claim: /(?<!התחייבות(?: היזם)? ל)תשוא|מניב/,
    qualifiers: [/ברוטו/, /משוער|הערכ|מוערכ/],
  },
  { name: 'price growth', claim: /35\s*%?\s*[-–]\s*45\s*%/, qualifiers: [/בשנים האחרונות/] },
  {
    name: 'nothing on top of the price',
    claim: /אירו אחד יותר|אף אירו|שום תוספת|שום דבר מעבר|(?:שווה|זהה) למחיר המוסכם/,
    qualifiers: [/המחיר במזומן|למחיר במזומן|מחיר המזומן/],
  },
  { name: 'timings', claim: /\d+\s*[-–]\s*\d+\s*שבועות/, qualifiers: [/בדרך כלל|לרוב/, /הרבה יותר זמן|חודשים/] },
  { name: 'withholding tax for non-residents', claim: /מס במקור|ניכוי במקור/, qualifiers: [/תושבי צפון קפריסין/] },
];
