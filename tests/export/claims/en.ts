import type { ClaimRule } from './rule';

export const en: ClaimRule[] = [
  // The seller's tax on a sale: its date, and the tax at home (content/facts/costs.json "ownership").
  { name: 'tax on a sale', claim: /seller pays a tax|capital gains|inheritance tax/i, qualifiers: [/(as of|as published on|as confirmed by our lawyer on) \d{1,2} \w+ \d{4}|as published\b/, /tax adviser/i] },
  {
    name: 'rental guarantee',
    claim: /guarant/i,
    ignore: /[^.]*(does not guarantee|not a guarantee|guarantee contract)[^.]*/gi,
    qualifiers: [/developer/i, /gross/i, /handover/i, /only as good as the developer/i],
  },
  { name: 'yield', claim: /\byields?\b|\bROI\b|\b(earn|earns|earning|bring in)\b[^.]*\d+%/i, qualifiers: [/gross/i, /estimat|\best\./i] },
  { name: 'price growth', claim: /35-45%/, qualifiers: [/recent years/i] },
  { name: 'nothing on top of the price', claim: /not a euro more|nothing on top|nothing extra/i, qualifiers: [/cash price/i] },
  { name: 'timings', claim: /\d+\s*[-–]\s*\d+\s*weeks/i, qualifiers: [/typical|usually/i, /longer|months/i] },
  { name: 'withholding tax for non-residents', claim: /withholding tax/i, qualifiers: [/residents of North Cyprus/i] },
];
