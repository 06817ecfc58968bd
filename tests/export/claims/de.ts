import type { ClaimRule } from './rule';

export const de: ClaimRule[] = [
  {
    // The seller's tax on a sale (content/facts/costs.json "ownership"): its date, then the advice to ask a Steuerberater at home.
    name: 'Steuer beim Verkauf',
    claim: /zahlt der Verkäufer eine Steuer|Veräußerungsgewinn|Spekulationssteuer|Erbschaft\w*steuer|steuerfrei/i,
    qualifiers: [/Stand(:| vom) \d|bestätigt hat|Laut veröffentlichten Quellen/, /Steuerberater/i],
  },
  {
    name: 'Mietgarantie',
    claim: /garant|zugesichert/i,
    ignore: /[^.]*(keine Garantie|nicht um eine Garantie|nicht garantiert|Garantievertrag)[^.]*/gi,
    qualifiers: [/Bauträger/i, /brutto/i, /(nach|ab) (der )?(Schlüssel)?übergabe/i, /nur so gut wie der Bauträger/i],
  },
  {
    name: 'Rendite',
    // The word, or a figure the home is said to earn ("erzielen 7–9 % im Jahr", "bringen … 7–9 % … ein").
    claim: /rendite|\bROI\b|Mietertr[aä]g|(erziel|\bbring|einbring|abwirf|abwerf|verdien)\w*[^.]{0,80}?\d\s*%/i,
    qualifiers: [/brutto/i, /geschätzt|Schätzung/i],
  },
  { name: 'Preisanstieg', claim: /35\s*[–-]\s*45\s*%/, qualifiers: [/in den letzten Jahren/i] },
  {
    name: 'keinen Euro mehr',
    claim: /keinen (Euro|Cent) mehr|ohne (einen Euro )?Mehrkosten|keine Mehrkosten|nichts (obendrauf|extra|zusätzlich)|(genau|nur) den vereinbarten (Kauf)?preis/i,
    qualifiers: [/Barzahlungspreis/i],
  },
  {
    name: 'Fristen',
    claim: /\d+\s*[–-]\s*\d+\s*Wochen/i,
    qualifiers: [/in der Regel|typischerweise|meist/i, /deutlich länger|Monate/i],
  },
  { name: 'Quellensteuer für nicht Ansässige', claim: /Quellensteuer/i, qualifiers: [/nicht in Nordzypern ansässig/i] },
];
