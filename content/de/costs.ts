import type { Figures, Format } from '@/content/types';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of content/facts/costs.json.
 * Not „Grunderwerbsteuer“ (a German tax): North Cyprus's tax is the Übertragungssteuer (Transfer Tax), paid in two halves.
 */

/** The transfer tax with its two halves, when the law has two (accusative, after „zahlen Sie“). */
function transferTax(f: Format, c: Figures['costs']): string {
  return c.transferTaxOnContractPercent > 0 && c.transferTaxOnTitlePercent > 0
    ? `eine Übertragungssteuer (Transfer Tax) von ${f.percent(c.transferTaxPercent)} für ausländische Käufer (${f.percent(c.transferTaxOnContractPercent)} bei der Registrierung des Kaufvertrags, ${f.percent(c.transferTaxOnTitlePercent)} bei der Umschreibung der Eigentumsurkunde auf Sie)`
    : `eine Übertragungssteuer (Transfer Tax) von ${f.percent(c.transferTaxPercent)} für ausländische Käufer`;
}

/** What the agency charges the buyer, as a sentence (nothing when the file does not say). */
export function commission(f: Format, c: Figures['costs']): string {
  if (c.commissionPercent === null) return '';
  return c.commissionPercent === 0
    ? 'Für Käufer provisionsfrei – unsere Provision zahlt der Bauträger bzw. Verkäufer.'
    : `Unsere Käuferprovision beträgt ${f.percent(c.commissionPercent)} des Kaufpreises.`;
}

/** The date the figures hold for, and whom to ask. */
export function asOf(f: Format, c: Figures['costs']): string {
  return `Die Angaben entsprechen dem Stand vom ${f.date(c.asOf)}; lassen Sie sie sich vor der Reservierung von Ihrem eigenen Anwalt bestätigen.`;
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  const all = [
    transferTax(f, c),
    `${f.percent(c.stampDutyPercent)} Stempelsteuer`,
    ...(c.legalFees ? [`Anwaltskosten von etwa ${f.poundRange(c.legalFees.from, c.legalFees.to)}`] : []),
    ...(c.purchasePermission !== null ? [`rund ${f.euro(c.purchasePermission)} für die Erwerbsgenehmigung`] : []),
  ];
  const newBuild = [
    ...(c.vatPercent !== null ? [`${f.percent(c.vatPercent)} Mehrwertsteuer (KDV)`] : []),
    ...(c.utilities
      ? [`einen einmaligen Beitrag von etwa ${f.poundRange(c.utilities.from, c.utilities.to)} zum Anschluss von Strom und Wasser (Trafo-Beitrag)`]
      : []),
  ];
  return [
    `Zusätzlich zum Kaufpreis zahlen Sie ${f.list(all)}${newBuild.length ? `; bei einem Neubau außerdem ${f.list(newBuild)}` : ''}.`,
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
  const line = (amount: number, text: string) => (amount > 0 ? [`${f.euro(amount)} ${text}`] : []);
  const lines = [
    ...line(e.lines.transferTaxOnContract, `Übertragungssteuer (Transfer Tax) bei der Registrierung des Kaufvertrags (${f.percent(c.transferTaxOnContractPercent)})`),
    ...line(e.lines.stampDuty, `Stempelsteuer (${f.percent(c.stampDutyPercent)})`),
    ...line(e.lines.legalFees, `Anwaltskosten${c.legalFees ? ` (üblich sind ${f.poundRange(c.legalFees.from, c.legalFees.to)})` : ''}`),
    ...line(e.lines.purchasePermission, 'für die Erwerbsgenehmigung'),
    ...line(e.lines.vat, `Mehrwertsteuer (KDV, ${f.percent(c.vatPercent ?? 0)})`),
    ...line(e.lines.utilities, `Anschlussbeitrag für Strom und Wasser${c.utilities ? ` (Richtwert ${f.poundRange(c.utilities.from, c.utilities.to)})` : ''}`),
    ...line(e.lines.transferTaxOnTitle, `Übertragungssteuer bei der Umschreibung der Eigentumsurkunde (${f.percent(c.transferTaxOnTitlePercent)})`),
    ...line(e.lines.agencyCommission, 'für unsere Provision'),
  ];
  return [
    `${e.newBuild ? `Bei einem Neubau zu ${f.euro(e.price)}, direkt vom Bauträger gekauft` : `Bei einer Bestandsimmobilie zu ${f.euro(e.price)}`}: ${f.list(lines)}. Das sind ${f.euro(e.extra)} zusätzlich zum Kaufpreis – insgesamt ${f.euro(e.total)}.`,
    commission(f, c),
    asOf(f, c),
  ]
    .filter(Boolean)
    .join(' ');
}
