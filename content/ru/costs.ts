import type { CostExampleLine, CostSummaryLine, Figures, Format, Phrases } from '@/content/types';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of
 * content/facts/costs.json. The figures decide which lines there are and in what order; here is one
 * phrase for each kind of line.
 */

/** Each cost as «Сверх цены Вы оплачиваете: …» lists it. */
const summaryPhrases: Phrases<CostSummaryLine> = {
  transferTax: (f, l) =>
    l.onContract > 0 && l.onTitle > 0
      ? `налог на передачу права собственности для иностранцев — ${f.percent(l.percent)} (${f.percent(l.onContract)} при регистрации договора и ${f.percent(l.onTitle)} при переоформлении кочана на Ваше имя)`
      : `налог на передачу права собственности для иностранцев — ${f.percent(l.percent)}`,
  stampDuty: (f, l) => `гербовый сбор — ${f.percent(l.percent)}`,
  legalFees: (f, l) => `услуги юриста — около ${f.poundRange(l.fee.from, l.fee.to)}`,
  purchasePermission: (f, l) => `разрешение на покупку — около ${f.euro(l.amount)}`,
  vat: (f, l) => `НДС ${f.percent(l.percent)}`,
  utilities: (f, l) => `единовременный взнос около ${f.poundRange(l.fee.from, l.fee.to)} за подключение электричества и воды (трансформатор)`,
};

/** Each line of the worked example, with its amount. */
const examplePhrases: Phrases<CostExampleLine> = {
  transferTaxOnContract: (f, l) => `налог на передачу права собственности при регистрации договора (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  stampDuty: (f, l) => `гербовый сбор (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  legalFees: (f, l) => `услуги юриста${l.fee ? ` (юристы обычно берут ${f.poundRange(l.fee.from, l.fee.to)})` : ''} — ${f.euro(l.amount)}`,
  purchasePermission: (f, l) => `разрешение на покупку — ${f.euro(l.amount)}`,
  vat: (f, l) => `НДС (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  utilities: (f, l) => `взнос за подключение электричества и воды${l.fee ? ` (обычно ${f.poundRange(l.fee.from, l.fee.to)})` : ''} — ${f.euro(l.amount)}`,
  transferTaxOnTitle: (f, l) => `налог на передачу права собственности при переоформлении кочана на Вас (${f.percent(l.percent ?? 0)}) — ${f.euro(l.amount)}`,
  agencyCommission: (f, l) => `наша комиссия — ${f.euro(l.amount)}`,
};

/** What the agency charges the buyer, as a sentence (nothing when the file does not say). */
export function commission(f: Format, c: Figures['costs']): string {
  if (c.commissionPercent === null) return '';
  return c.commissionPercent === 0 ? 'Для покупателя — без комиссии.' : `Наша комиссия — ${f.percent(c.commissionPercent)} от цены.`;
}

/** The date the figures hold for, and whom to ask (the date is never last: «г.» would meet a full stop). */
export function asOf(f: Format, c: Figures['costs']): string {
  return `Ставки и суммы указаны по состоянию на ${f.date(c.asOf)}; перед бронированием попросите своего юриста их подтвердить.`;
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  const newBuild = f.phrases(c.summary.newBuild, summaryPhrases);
  return f.sentences(
    `Сверх цены Вы оплачиваете: ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; при покупке новостройки к ним ${newBuild.length > 1 ? 'добавляются' : 'добавляется'} ${f.list(newBuild)}` : ''}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `При покупке ${e.newBuild ? 'новостройки у застройщика' : 'объекта на вторичном рынке'} за ${f.euro(e.price)}: ${f.list(f.phrases(e.items, examplePhrases))}. Итого сверх цены — ${f.euro(e.extra)}, а вместе с ценой — ${f.euro(e.total)}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The seller's tax on a sale, with its date (inside brackets: «г.» never meets the full stop). */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return `При продаже объекта продавец платит налог — около ${f.percent(o.sellerTaxPercent)} от оценочной стоимости, которую определяет Земельный кадастр (ставка по состоянию на ${f.date(v.costs.asOf)})${o.sellerTaxOneOffExemption ? '; каждый частный продавец один раз в жизни может продать объект без этого налога' : ''}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "no capital gains tax" (there is one).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'Став владельцем, Вы ежегодно платите муниципалитету небольшой налог на недвижимость; он начисляется за каждый квадратный метр крытой площади.',
    sellerTax(f, v),
    'Свои налоги может взимать и страна, где Вы налоговый резидент, — уточните у налогового консультанта.',
  );
}
