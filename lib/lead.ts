import { leadForm } from '@/content/facts/site';
import type { Locale } from '@/content/locales';

/** What the brochure form needs to deliver a request: where, which hidden fields, and the honeypot's name. */
export type LeadDelivery = { endpoint: string; honeypot: string; fields: [string, string][] };

/** The delivery of a page in this language, or null when the site has no form service. */
export function leadDelivery(locale: Locale): LeadDelivery | null {
  if (!leadForm.endpoint) return null;
  return { endpoint: leadForm.endpoint, honeypot: leadForm.honeypot, fields: [...leadForm.fields, ['language', locale]] };
}
