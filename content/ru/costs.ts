import type { Figures, Format } from '@/content/types';

/** A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of content/facts/costs.json. */

/** The transfer tax with its two halves, when the law has two. */
function transferTax(f: Format, c: Figures['costs']): string {
  return c.transferTaxOnContractPercent > 0 && c.transferTaxOnTitlePercent > 0
    ? `налог на передачу права собственности для иностранцев — ${f.percent(c.transferTaxPercent)} (${f.percent(c.transferTaxOnContractPercent)} при регистрации договора и ${f.percent(c.transferTaxOnTitlePercent)} при переоформлении кочана на Ваше имя)`
    : `налог на передачу права собственности для иностранцев — ${f.percent(c.transferTaxPercent)}`;
}

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
  const all = [
    transferTax(f, c),
    `гербовый сбор — ${f.percent(c.stampDutyPercent)}`,
    ...(c.legalFees ? [`услуги юриста — около ${f.poundRange(c.legalFees.from, c.legalFees.to)}`] : []),
    ...(c.purchasePermission !== null ? [`разрешение на покупку — около ${f.euro(c.purchasePermission)}`] : []),
  ];
  const newBuild = [
    ...(c.vatPercent !== null ? [`НДС ${f.percent(c.vatPercent)}`] : []),
    ...(c.utilities
      ? [`единовременный взнос около ${f.poundRange(c.utilities.from, c.utilities.to)} за подключение электричества и воды (трансформатор)`]
      : []),
  ];
  return [
    `Сверх цены Вы оплачиваете: ${f.list(all)}${newBuild.length ? `; при покупке новостройки к ним ${newBuild.length > 1 ? 'добавляются' : 'добавляется'} ${f.list(newBuild)}` : ''}.`,
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
  const line = (amount: number, text: string) => (amount > 0 ? [`${text} — ${f.euro(amount)}`] : []);
  const lines = [
    ...line(e.lines.transferTaxOnContract, `налог на передачу права собственности при регистрации договора (${f.percent(c.transferTaxOnContractPercent)})`),
    ...line(e.lines.stampDuty, `гербовый сбор (${f.percent(c.stampDutyPercent)})`),
    ...line(e.lines.legalFees, `услуги юриста${c.legalFees ? ` (юристы обычно берут ${f.poundRange(c.legalFees.from, c.legalFees.to)})` : ''}`),
    ...line(e.lines.purchasePermission, 'разрешение на покупку'),
    ...line(e.lines.vat, `НДС (${f.percent(c.vatPercent ?? 0)})`),
    ...line(e.lines.utilities, `взнос за подключение электричества и воды${c.utilities ? ` (обычно ${f.poundRange(c.utilities.from, c.utilities.to)})` : ''}`),
    ...line(e.lines.transferTaxOnTitle, `налог на передачу права собственности при переоформлении кочана на Вас (${f.percent(c.transferTaxOnTitlePercent)})`),
    ...line(e.lines.agencyCommission, 'наша комиссия'),
  ];
  return [
    `При покупке ${e.newBuild ? 'новостройки у застройщика' : 'объекта на вторичном рынке'} за ${f.euro(e.price)}: ${f.list(lines)}. Итого сверх цены — ${f.euro(e.extra)}, а вместе с ценой — ${f.euro(e.total)}.`,
    commission(f, c),
    asOf(f, c),
  ]
    .filter(Boolean)
    .join(' ');
}
