import { leadForm } from '@/content/facts/site';
import type { Locale } from '@/content/locales';

/** What the brochure form needs to deliver a request: where, which hidden fields, and the honeypot's name. */
export type LeadDelivery = { endpoint: string; honeypot: string; fields: [string, string][] };

/** The delivery of a page in this language, or null when the site has no form service. */
export function leadDelivery(locale: Locale): LeadDelivery | null {
  if (!leadForm.endpoint) return null;
  return { endpoint: leadForm.endpoint, honeypot: leadForm.honeypot, fields: [...leadForm.fields, ['language', locale]] };
}

/** The fragment a form service sends a visitor without JavaScript back to, on a request form's page: `:target` shows the thank-you. */
export const SENT_FRAGMENT = 'request-sent';

/** The search page's "tell me about new homes like these", which an empty result links to. */
export const ALERT_SECTION = 'alert';

/**
 * Posts a request's fields (with the service's own, the page's language and an empty honeypot) to the
 * form service and answers whether it took them: an error, more than `sendTimeoutMs` or no connection
 * counts as failed.
 */
export async function sendRequest(delivery: LeadDelivery, entries: readonly [string, string][]): Promise<boolean> {
  const body = new URLSearchParams([...delivery.fields, ...entries]);
  body.set(delivery.honeypot, '');
  // A timer of the page's own (not AbortSignal.timeout), so that the page's clock governs it: a test moves it on instead of waiting.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), leadForm.sendTimeoutMs);
  try {
    const response = await fetch(delivery.endpoint, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^[\d\s+().-]+$/;
export const PHONE_MIN_DIGITS = 7;

/** Whether `value` is a phone number the sales team can call or message: digits and the usual signs, at least seven digits. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_CHARS.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

/** What is wrong with a contact that may be an e-mail address or a phone number, or null. */
export function contactProblem(value: string): 'contactRequired' | 'contactInvalid' | null {
  const contact = value.trim();
  if (!contact) return 'contactRequired';
  return (contact.includes('@') ? EMAIL_PATTERN.test(contact) : isPhoneNumber(contact)) ? null : 'contactInvalid';
}

/** The day after `now`, in the visitor's own calendar (YYYY-MM-DD, as a date input reads it). */
export function tomorrowOf(now: Date): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

/** What is wrong with the days a buyer picked for a viewing (YYYY-MM-DD, empty ones left out), or null: two or three different days, none before `firstDay`. */
export function viewingDaysProblem(days: readonly string[], firstDay: string): 'daysTooFew' | 'dayTooSoon' | 'daysSame' | null {
  if (days.length < 2) return 'daysTooFew';
  if (days.some((day) => day < firstDay)) return 'dayTooSoon';
  return new Set(days).size < days.length ? 'daysSame' : null;
}
