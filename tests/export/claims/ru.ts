import type { ClaimRule } from './rule';

/*
 * The Russian pages' claim phrases. Claims are broad: every inflection of the words a Russian sentence
 * states them with (JavaScript's \w does not match Cyrillic, so word endings are [а-яё]*). Qualifiers are
 * the exact conditions the Russian words use: «на Северном Кипре», «налоговый консультант», «застройщик»,
 * «брутто», «после передачи ключей», «насколько надёжен сам застройщик», «по оценке / ориентировочно»,
 * «за последние годы», «при оплате сразу», «обычно … гораздо дольше», «резидентами Северного Кипра».
 */
export const ru: ClaimRule[] = [
  {
    // The seller's tax on a sale (content/facts/costs.json "ownership"): its date, and the adviser at home.
    name: 'tax on a sale',
    claim: /продавец платит налог|прирост[а-яё]*\s+капитал|налог[а-яё]*\s+на\s+наследств/i,
    qualifiers: [/по состоянию на \d|по данным источников на \d|данные на \d|подтвердил наш юрист|подтверждены нашим юристом|по опубликованным данным/, /налогов[а-яё]*\s+консультант/i],
  },
  {
    name: 'rental guarantee',
    claim: /гарант/i,
    // Sentences that only say something is not guaranteed, name the guarantee contract a lawyer checks, or
    // (the legal notice) say that the developers, not we, give the figures.
    ignore: /[^.]*(не\s+гарантиру|не\s+является\s+гарантией|а\s+не\s+гаранти|договор[а-яё]*\s+гаранти|предоставлены\s+застройщиками)[^.]*/gi,
    qualifiers: [/застройщик/i, /брутто|валов/i, /после\s+передачи\s+ключей/i, /насколько\s+над[её]жен\s+(сам\s+)?застройщик/i],
  },
  {
    name: 'yield',
    claim: /доходност|\bROI\b|прин[оеё]с[а-яё]*[^.%]{0,60}?\d+(\s*[–-]\s*\d+)?\s*%/i,
    // The legal notice's sentence that the figures come from the developers states no yield.
    ignore: /[^.]*предоставлены\s+застройщиками[^.]*/gi,
    qualifiers: [/брутто|валов/i, /оценк|ориентировочн/i],
  },
  {
    name: 'price growth',
    claim: /35\s*[–-]\s*45\s*%|рост[а-яё]*\s+(цен|стоимост)/i,
    qualifiers: [/за\s+последние\s+годы/i],
  },
  {
    name: 'nothing on top of the price',
    claim: /ни\s+(одного\s+)?евро\s+(больше|сверх)|ничего\s+сверх|ни\s+копейки|ровно\s+согласованн|ничего\s+не\s+доплач/i,
    qualifiers: [/оплат[а-яё]*\s+сразу/i],
  },
  {
    name: 'timings',
    claim: /\d+\s*[–-]\s*\d+\s*недел/i,
    qualifiers: [/обычно|как\s+правило/i, /(гораздо|намного|значительно)\s+дольше|месяц/i],
  },
  {
    name: 'withholding tax for non-residents',
    claim: /у\s+источника/i,
    qualifiers: [/резидент[а-яё]*\s+Северного\s+Кипра/i],
  },
];
