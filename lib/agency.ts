import { z } from 'zod';
import { notGiven } from '@/lib/not-given';
import data from '@/content/facts/agency.json';

/**
 * The agency's own details (content/facts/agency.json), as staff give them in the CMS: every field text
 * or not given yet (null, "" as a form writes an empty field, or left out as the CMS does). content/facts/site.ts reads the file
 * without a schema (client code carries none); this checks it, for `npm run check:content` and the
 * tests, naming the file and the field.
 */
export const AGENCY_FILE = 'content/facts/agency.json';

const text = (schema: z.ZodType<string>) => notGiven(schema);

const schema = z.strictObject({
  $comment: z.string().optional(),
  siteUrl: text(z.string().regex(/^https:\/\/[^/\s]+\/?$/, 'the site’s address with https:// and no path, such as https://www.example.com')),
  whatsAppNumber: text(z.string().regex(/^\+[\d ]{8,20}$/, 'an international number such as +90 533 123 4567')),
  phoneNumber: text(z.string().regex(/^\+[\d ]{8,20}$/, 'an international number such as +90 392 123 4567')),
  telegramUsername: text(z.string().regex(/^@?[A-Za-z][A-Za-z0-9_]{4,31}$/, 'a Telegram username: 5-32 letters, digits or _, starting with a letter')),
  legalName: text(z.string().trim().min(2)),
  street: text(z.string().trim().min(2)),
  town: text(z.string().trim().min(2)),
  email: text(z.email('an e-mail address')),
  register: text(z.string().trim().min(2)),
  vat: text(z.string().trim().min(2)),
  representative: text(z.string().trim().min(2)),
  responsible: text(z.string().trim().min(2)),
  licence: text(z.string().trim().min(2)),
  euRepresentative: text(z.string().trim().min(2)),
  host: text(z.string().trim().min(2)),
  formService: text(z.string().trim().min(2)),
});

export type AgencyFile = z.infer<typeof schema>;

export function parseAgencyFile(value: unknown): AgencyFile {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${AGENCY_FILE}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const agencyFile = parseAgencyFile(data);
