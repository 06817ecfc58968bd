import type { CostExampleLine, CostSummaryLine, Figures, Format, Phrases } from '@/content/types';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of
 * content/facts/costs.json. The figures decide which lines there are and in what order; here is one
 * phrase for each kind of line.
 * Not „Grunderwerbsteuer“ (a German tax): North Cyprus's tax is the Übertragungssteuer (Transfer Tax), paid in two halves.
 * Not „Spekulationssteuer“ either: the seller's tax is described, not named after a German concept.
 */

/** Each cost as „Zusätzlich zum Kaufpreis zahlen Sie …“ lists it (accusative). */
const summaryPhrases: Phrases<CostSummaryLine> = {
  transferTax: (f, l) =>
    l.onContract > 0 && l.onTitle > 0
      ? `eine Übertragungssteuer (Transfer Tax) von ${f.percent(l.percent)} für ausländische Käufer (${f.percent(l.onContract)} bei der Registrierung des Kaufvertrags, ${f.percent(l.onTitle)} bei der Umschreibung der Eigentumsurkunde auf Sie)`
      : `eine Übertragungssteuer (Transfer Tax) von ${f.percent(l.percent)} für ausländische Käufer`,
  stampDuty: (f, l) => `${f.percent(l.percent)} Stempelsteuer`,
  legalFees: (f, l) => `Anwaltskosten von etwa ${f.poundRange(l.fee.from, l.fee.to)}`,
  purchasePermission: (f, l) => `rund ${f.euro(l.amount)} für die Erwerbsgenehmigung`,
  vat: (f, l) => `${f.percent(l.percent)} Mehrwertsteuer (KDV)`,
  utilities: (f, l) => `einen einmaligen Beitrag von etwa ${f.poundRange(l.fee.from, l.fee.to)} zum Anschluss von Strom und Wasser (Trafo-Beitrag)`,
};

/** Each line of the worked example, with its amount. */
const examplePhrases: Phrases<CostExampleLine> = {
  transferTaxOnContract: (f, l) => `${f.euro(l.amount)} Übertragungssteuer (Transfer Tax) bei der Registrierung des Kaufvertrags (${f.percent(l.percent ?? 0)})`,
  stampDuty: (f, l) => `${f.euro(l.amount)} Stempelsteuer (${f.percent(l.percent ?? 0)})`,
  legalFees: (f, l) => `${f.euro(l.amount)} Anwaltskosten${l.fee ? ` (üblich sind ${f.poundRange(l.fee.from, l.fee.to)})` : ''}`,
  purchasePermission: (f, l) => `${f.euro(l.amount)} für die Erwerbsgenehmigung`,
  vat: (f, l) => `${f.euro(l.amount)} Mehrwertsteuer (KDV, ${f.percent(l.percent ?? 0)})`,
  utilities: (f, l) => `${f.euro(l.amount)} Anschlussbeitrag für Strom und Wasser${l.fee ? ` (Richtwert ${f.poundRange(l.fee.from, l.fee.to)})` : ''}`,
  transferTaxOnTitle: (f, l) => `${f.euro(l.amount)} Übertragungssteuer bei der Umschreibung der Eigentumsurkunde (${f.percent(l.percent ?? 0)})`,
  agencyCommission: (f, l) => `${f.euro(l.amount)} für unsere Provision`,
};

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
  const newBuild = f.phrases(c.summary.newBuild, summaryPhrases);
  return f.sentences(
    `Zusätzlich zum Kaufpreis zahlen Sie ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; bei einem Neubau außerdem ${f.list(newBuild)}` : ''}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `${e.newBuild ? `Bei einem Neubau zu ${f.euro(e.price)}, direkt vom Bauträger gekauft` : `Bei einer Bestandsimmobilie zu ${f.euro(e.price)}`}: ${f.list(f.phrases(e.items, examplePhrases))}. Das sind ${f.euro(e.extra)} zusätzlich zum Kaufpreis – insgesamt ${f.euro(e.total)}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The seller's tax on a sale, with its date (described, not called „Spekulationssteuer“: it is due on any sale, not on a gain). */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return `Beim Verkauf zahlt der Verkäufer eine Steuer von etwa ${f.percent(o.sellerTaxPercent)} des vom Grundbuchamt (Land Registry) festgesetzten Werts${o.sellerTaxOneOffExemption ? '; einmal im Leben ist ein Verkauf für private Verkäufer davon befreit' : ''} (Stand vom ${f.date(v.costs.asOf)}).`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never „keine Steuer auf Veräußerungsgewinne“ (there is a tax on selling).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'Als Eigentümer zahlen Sie an die Gemeinde eine geringe jährliche Grundsteuer, die nach Quadratmetern überdachter Fläche berechnet wird.',
    sellerTax(f, v),
    'Auch Ihr Wohnsitzland kann Steuern verlangen – fragen Sie dort Ihren Steuerberater.',
  );
}
