import type { Stat, CostExampleLine, CostSummaryLine, FactBasis, Figures, Format, Phrases, PlanFigures, PluralForms } from '@/content/types';
import common from './common.json';

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

/**
 * A count in running text, as German style writes it: words from two to twelve, digits above. The
 * forms write the one-form out themselves and put {count} where the number goes ({n} stays digits).
 */
const words = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
function counted(f: Format, n: number, forms: PluralForms): string {
  return f.plural(n, forms, { count: Number.isInteger(n) && n >= 0 && n < words.length ? words[n]! : f.number(n) });
}

/** A range of months as German writes it: „6–12 Monate“. */
function monthRange(f: Format, from: number, to: number): string {
  return from === to ? counted(f, from, { one: 'einen Monat', other: '{count} Monate' }) : `${f.number(from)}–${f.number(to)}\u00a0Monate`;
}

/**
 * Where a legal fact or a cost comes from, after the sentence that states it: the date of its newest
 * source and that it is not yet confirmed, or the day the agency's lawyer confirmed it.
 * Never „Stand vom …“ alone: a German reader takes that for „checked and current on that day“.
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

/** Where the cost figures come from, to open a sentence: „Laut veröffentlichten Quellen (Stand: 15. Mai 2025)“. */
function costsDated(f: Format, c: Figures['costs']): string {
  if (c.confirmedOn) return `Wie unser Anwalt am ${f.date(c.confirmedOn)} bestätigt hat,`;
  return c.asOf ? `Laut veröffentlichten Quellen (Stand: ${f.date(c.asOf)})` : 'Laut veröffentlichten Quellen';
}

/**
 * The residence permit a home's owner may apply for: what the sources say, with no price threshold
 * unless a source sets one, the conditions, and where it comes from.
 */
export function residency(f: Format, v: Figures): string {
  const r = v.legal.residency;
  const needs = [...(r.healthCheck ? ['eine Gesundheitsprüfung'] : []), ...(r.insurance ? ['eine Krankenversicherung'] : [])];
  return f.sentences(
    r.minimumPrice === null
      ? 'Als Eigentümer einer Wohnimmobilie in Nordzypern können Sie für sich und Ihre Familie eine Aufenthaltsgenehmigung beantragen, unabhängig vom Kaufpreis: Die veröffentlichten Regeln nennen keinen Mindestbetrag.'
      : `Als Eigentümer einer Wohnimmobilie in Nordzypern, die mindestens ${f.euro(r.minimumPrice)} gekostet hat, können Sie für sich und Ihre Familie eine Aufenthaltsgenehmigung beantragen.`,
    `Sobald die Eigentumsurkunde auf Ihren Namen lautet, kann Ihnen eine Aufenthaltsgenehmigung für bis zu ${counted(f, r.titleDeedPermitYears, { one: 'ein Jahr', other: '{count} Jahre' })} erteilt werden, ohne dass Sie ein Einkommen nachweisen müssen; solange Sie die Urkunde noch nicht haben, brauchen Sie einen registrierten Kaufvertrag, auf den mindestens ${f.percent(r.contractPaidPercent)} des Kaufpreises bezahlt sind, und einen Einkommens- oder Guthabennachweis.`,
    needs.length ? `Außerdem brauchen Sie ${f.list(needs)}.` : '',
    factNote(f, r),
  );
}

/** The short form of the residence rule, for a benefit tile. */
export function residencyShort(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return f.sentences(
    r.minimumPrice === null
      ? 'Als Eigentümer einer Wohnimmobilie können Sie für sich und Ihre Familie eine Aufenthaltsgenehmigung beantragen, unabhängig vom Kaufpreis; Ihr Anwalt prüft die Voraussetzungen für Ihren Fall.'
      : `Als Eigentümer einer Wohnimmobilie, die mindestens ${f.euro(r.minimumPrice)} gekostet hat, können Sie für sich und Ihre Familie eine Aufenthaltsgenehmigung beantragen; Ihr Anwalt prüft die Voraussetzungen für Ihren Fall.`,
    factNote(f, r),
  );
}

/** How many homes a foreigner may take title to, and what that means for a second purchase. */
export function ownershipLimits(f: Format, v: Figures): string {
  const o = v.legal.ownershipLimits;
  return f.sentences(
    `Als Ausländer können Sie im eigenen Namen entweder bis zu ${counted(f, o.apartments, { one: 'eine Wohnung', other: '{count} Wohnungen' })} oder bis zu ${counted(f, o.villas, { one: 'eine Villa', other: '{count} Villen' })} oder ein Grundstück von höchstens ${f.number(o.plotM2)}\u00a0m² mit einem Haus darauf erwerben; darüber hinaus erhalten Sie keine Eigentumsurkunde.`,
    'Fragen Sie deshalb Ihren Anwalt, bevor Sie eine weitere Immobilie kaufen.',
    factNote(f, o),
  );
}

/** The permission to purchase: who applies, how long it usually takes, and the deadlines after it. */
export function purchasePermission(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return f.sentences(
    `Jeder ausländische Käufer braucht eine Erwerbsgenehmigung des Ministerrats; Ihr Anwalt beantragt sie für Sie, und die Prüfung dauert in der Regel ${monthRange(f, p.monthsFrom, p.monthsTo)}.`,
    `Nach der Erteilung müssen die Steuern ${counted(f, p.taxWithinWorkingDays, { one: 'innerhalb eines Arbeitstags', other: 'innerhalb von {n} Arbeitstagen' })} gezahlt und das Eigentum ${counted(f, p.titleWithinYears, { one: 'innerhalb eines Jahres', other: 'innerhalb von {count} Jahren' })} auf Sie umgeschrieben werden.`,
    factNote(f, p),
  );
}

/** How long a purchase takes from reservation to title, as the guide and FAQs say it. */
export function purchaseTimeline(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return `Reservierung, Prüfung und Kaufvertrag dauern meist 4–8 Wochen. Die Eigentumsumschreibung folgt erst auf die Erwerbsgenehmigung, die in der Regel ${monthRange(f, p.monthsFrom, p.monthsTo)} dauert; bei Neubauten dauert es oft länger.`;
}

/** What the buyer's home country taxes, per country, with the advice to ask an adviser there. */
export function homeTaxes(f: Format, v: Figures): string {
  const h = v.legal.homeTaxes;
  return f.sentences(
    'Auch Ihr Wohnsitzland erhebt Steuern.',
    'Großbritannien besteuert bei seinen Einwohnern Mieteinnahmen aus dem Ausland und den Gewinn aus dem Verkauf einer Immobilie im Ausland.',
    `Wohnen Sie in Deutschland, versteuern Sie dort Ihre Mieteinnahmen aus Nordzypern und den Gewinn aus einem Verkauf ${counted(f, h.de.saleWithinYears, { one: 'innerhalb eines Jahres', other: 'innerhalb von {count} Jahren' })} nach dem Kauf.`,
    `Israel besteuert die Mieteinnahmen seiner Einwohner aus dem Ausland entweder pauschal mit ${f.percent(h.il.rentTrackPercent)} der Bruttomiete – ohne Abzug von Kosten und ohne Anrechnung der in Nordzypern gezahlten Steuer – oder zu den normalen Sätzen mit Abzug der Kosten; auch der Gewinn aus einem Verkauf ist dort steuerpflichtig.`,
    'Russland besteuert die Mieteinnahmen seiner Einwohner aus dem Ausland, die dort erklärt werden müssen, und rechnet die in Nordzypern einbehaltene Steuer nicht an, da es kein Doppelbesteuerungsabkommen gibt.',
    factNote(f, h.all),
    'Sprechen Sie vor dem Kauf mit einem Steuerberater in Ihrem Wohnsitzland.',
  );
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  // A new build's VAT is in the prices the site shows (Gesamtpreis, PAngV), so it is named as included, not as a cost on top.
  const newBuild = f.phrases(c.summary.newBuild.filter((line) => line.id !== 'vat'), summaryPhrases);
  return f.sentences(
    `Zusätzlich zum Kaufpreis zahlen Sie ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; bei einem Neubau außerdem ${f.list(newBuild)}` : ''}.`,
    v.vatPercent ? `Bei Neubauten ist die Mehrwertsteuer (KDV) von ${f.percent(v.vatPercent)} in den Preisen auf dieser Website bereits enthalten.` : '',
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    e.newBuild
      ? `Bei einem Neubau zu ${f.euro(e.price)} netto, also vor Mehrwertsteuer: ${f.list(f.phrases(e.items, examplePhrases))}. Das sind ${f.euro(e.extra)} zusätzlich zum Nettopreis – insgesamt ${f.euro(e.total)}.`
      : `Bei einer Bestandsimmobilie zu ${f.euro(e.price)}: ${f.list(f.phrases(e.items, examplePhrases))}. Das sind ${f.euro(e.extra)} zusätzlich zum Kaufpreis – insgesamt ${f.euro(e.total)}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The seller's tax on a sale, with its date (described, not called „Spekulationssteuer“: it is due on any sale, not on a gain). */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  // The date opens the sentence, so it covers the whole of it, not only the exemption.
  return `${costsDated(f, v.costs)} zahlt beim Verkauf der Verkäufer eine Steuer von etwa ${f.percent(o.sellerTaxPercent)} des vom Grundbuchamt (Land Registry) festgesetzten Werts${o.sellerTaxOneOffExemption ? '; einmal im Leben ist ein Verkauf für private Verkäufer davon befreit' : ''}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never „keine Steuer auf Veräußerungsgewinne“ (there is a tax on selling).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'Als Eigentümer zahlen Sie an die Gemeinde eine geringe jährliche Grundsteuer, die nach Quadratmetern überdachter Fläche berechnet wird.',
    sellerTax(f, v),
    'Auch Ihr Wohnsitzland erhebt Steuern – was für Großbritannien, Deutschland, Israel und Russland gilt, steht in unserem Kaufratgeber; fragen Sie dazu einen Steuerberater in Ihrem Land.',
  );
}

/** „35 % bei Vertragsunterzeichnung …“: the terms every plan of a list shares, with the condition of 0 % (PAngV, UWG). */
function sharedTerms(f: Format, t: NonNullable<PlanFigures['common']>): string {
  return `${f.percent(t.downPercent)} bei Vertragsunterzeichnung, danach der Restbetrag in ${f.number(t.months)} gleichen Monatsraten${
    t.interestPercent === 0 ? ' zu 0\u00a0% Zinsen, sofern der Ratenpreis dem Barzahlungspreis entspricht' : ` zu ${f.percent(t.interestPercent)} Zinsen im Jahr`
  }.`;
}

/**
 * What a list says about the monthly figures on its cards: only the homes whose seller offers a plan
 * show one, on that plan's own terms; a resale is paid to its owner as the contract sets out.
 */
export function cardPlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) {
    return p.without === 0
      ? ''
      : 'Für keines dieser Objekte gibt es einen Zahlungsplan: Sie zahlen jeweils so, wie es der Kaufvertrag festlegt, deshalb zeigen die Karten keine Monatsrate. Fragen Sie uns per WhatsApp nach den Zahlungsbedingungen eines Objekts.';
  }
  const terms = p.common ? sharedTerms(f, p.common) : 'Jeder Plan hat eigene Konditionen; sie stehen auf der Seite des Objekts.';
  return f.sentences(
    p.without === 0
      ? `Die Monatsrate auf jeder Karte beruht auf dem Zahlungsplan, den der Verkäufer für das jeweilige Objekt anbietet: ${terms}`
      : `${f.standalone(counted(f, p.count, { one: 'eines dieser Objekte wird', other: '{count} dieser Objekte werden' }))} mit einem Zahlungsplan des Verkäufers angeboten, und nur ${p.count === 1 ? 'seine Karte zeigt' : 'ihre Karten zeigen'} eine Monatsrate: ${terms} Die übrigen bezahlen Sie so, wie es der jeweilige Kaufvertrag festlegt.`,
    p.cheapest?.plan
      ? `${p.count === 1 ? `Für „${p.cheapest.title}“` : `Beim günstigsten davon, „${p.cheapest.title}“,`} sind das ${f.euro(p.cheapest.plan.monthly)} im Monat.`
      : '',
  );
}

/** Who sells the homes of a list: developers, owners selling on, or both (a noun phrase, after a colon or a dash). */
export function sellers(stages: { newBuild: number; offPlan: number; resale: number }): string {
  const fromDevelopers = stages.newBuild + stages.offPlan > 0;
  if (fromDevelopers && stages.resale > 0) return 'Neubauten vom Bauträger und Bestandsimmobilien, die ihre Eigentümer weiterverkaufen';
  return fromDevelopers ? 'Neubauten vom Bauträger' : 'Bestandsimmobilien, die ihre Eigentümer weiterverkaufen';
}

/** The payment plans of the homes for sale anywhere on the site, in a sentence: only as far as they reach. */
export function sitePlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) return 'Für keine der Immobilien, die wir derzeit anbieten, gibt es einen Zahlungsplan: Sie zahlen jeweils so, wie es der Kaufvertrag festlegt.';
  const range = p.common
    ? `${f.percent(p.common.downPercent)} Anzahlung und der Restbetrag über ${f.number(p.common.months)} Monate${
        p.common.interestPercent === 0 ? ' zu 0\u00a0% Zinsen, sofern der Ratenpreis dem Barzahlungspreis entspricht' : ` zu ${f.percent(p.common.interestPercent)} Zinsen im Jahr`
      }`
    : `ab ${f.percent(p.lowestDownPercent!)} Anzahlung, mit Laufzeiten von bis zu ${f.number(p.longestMonths!)} Monaten`;
  return f.sentences(
    `Für ${counted(f, p.count, { one: 'eine', other: '{count}' })} der Immobilien, die wir derzeit anbieten, gibt es einen Zahlungsplan des Bauträgers oder Verkäufers: ${range}.`,
    p.without > 0 ? 'Die übrigen bezahlen Sie so, wie es der jeweilige Kaufvertrag festlegt.' : '',
  );
}

const regionNames = { costaDelSol: 'an der Costa del Sol (Provinz Málaga)', algarve: 'an der Algarve' } as const;

/**
 * Die angebotenen Objekte im Vergleich mit den Küsten Spaniens und Portugals, je Quadratmeter, mit Quelle
 * und Datum jeder Zahl; leer, wenn die Daten den Vergleich nicht tragen (die Seite zieht dann keinen).
 */
export function priceComparison(f: Format, v: Figures): string {
  const m = v.market;
  if (!m) return '';
  const regions = m.regions.map((region) => `${regionNames[region.id]} (${f.euro(region.perM2)} je m², idealista, Stand: ${f.date(region.date)})`);
  return `Die Objekte, die wir derzeit anbieten, kosten im Median ${f.euro(m.medianPerM2)} je m² – rund ${f.percent(m.lessPercent)} weniger als die Angebotspreise ${f.list(regions)}.`;
}

/** How many foreign nationals were given permission to buy in one year: a published count, with its source and date. */
export function foreignBuyers(f: Format, v: Figures): Stat {
  const { source } = v.foreignBuyers;
  return {
    value: f.number(v.foreignBuyers.permits),
    label: `Ausländer erhielten ${v.foreignBuyers.year} in Nordzypern die Erlaubnis zum Immobilienkauf`,
    source: { text: source.date ? `Quelle: ${v.foreignBuyers.publisher}, ${f.date(source.date)}` : `Quelle: ${v.foreignBuyers.publisher}`, href: source.url },
  };
}
