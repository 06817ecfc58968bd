// Reads the European Central Bank's daily euro reference rates (eurofxref-daily.xml) into the facts the
// site shows beside a euro price. Never estimates: a missing or malformed figure is an error.
import { XMLParser } from 'fast-xml-parser';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const SOURCE = 'European Central Bank, euro foreign exchange reference rates';

/** The currencies the site converts to: GBP for English readers, ILS for Hebrew, USD for Russian (the ECB has no RUB since March 2022). */
export const CURRENCIES = ['GBP', 'USD', 'ILS'];

export { RATES_MAX_AGE_DAYS } from './policy.mjs';

export class RatesError extends Error {}

/**
 * @param {string} xml the ECB's daily file
 * @returns {{ source: string, url: string, date: string, base: 'EUR', rates: Record<string, number> }}
 */
export function parseEcbDaily(xml) {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, isArray: (name) => name === 'Cube' });
  let document;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new RatesError(`The ECB file is not valid XML: ${error.message}`);
  }
  const envelope = document?.Envelope;
  if (!envelope) throw new RatesError('The ECB file has no <gesmes:Envelope>: is it eurofxref-daily.xml?');
  const day = envelope.Cube?.[0]?.Cube?.[0];
  if (!day?.time || !/^\d{4}-\d{2}-\d{2}$/.test(day.time)) throw new RatesError('The ECB file has no <Cube time="YYYY-MM-DD"> day');
  const published = new Map((day.Cube ?? []).map((cube) => [cube.currency, Number(cube.rate)]));
  const rates = {};
  for (const currency of CURRENCIES) {
    const rate = published.get(currency);
    if (rate === undefined) throw new RatesError(`The ECB file of ${day.time} has no ${currency} rate`);
    if (!Number.isFinite(rate) || rate <= 0) throw new RatesError(`The ECB file of ${day.time} has an unreadable ${currency} rate`);
    rates[currency] = rate;
  }
  return { source: SOURCE, url: ECB_DAILY_URL, date: day.time, base: 'EUR', rates };
}
