import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SEGMENT, TOWN_SEGMENT, TYPE_SEGMENTS } from '@/lib/pagination';
import { vatPercent as costsVat, withVat } from '@/lib/costs';
import { describeListingErrors, listingFileSchemaOn, type Listing, type ListingFile } from './schema';

export const LISTINGS_DIR = 'content/listings';

export class ListingFileError extends Error {
  override name = 'ListingFileError';
}

/**
 * Every listing file, validated: a file that does not match the schema fails the build with a message
 * naming the file, the field and the language. Sorted by list, then `order`. `today` is the latest day a
 * price change may be dated (the build's day unless a test gives one).
 */
export function loadListings(root = process.cwd(), today?: string): Listing[] {
  const schema = listingFileSchemaOn(today);
  const dir = join(root, LISTINGS_DIR);
  const problems: string[] = [];
  const listings: Listing[] = [];
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json')).sort()) {
    const file = `${LISTINGS_DIR}/${name}`;
    const id = name.slice(0, -'.json'.length);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      problems.push(`${file}: the file name becomes the page's address: use lower-case letters, digits and single hyphens`);
      continue;
    }
    if (id === PAGE_SEGMENT) {
      problems.push(`${file}: "${PAGE_SEGMENT}" is the address of a list’s second and later pages (/villas/${PAGE_SEGMENT}/2): give the file another name`);
      continue;
    }
    if (id === TOWN_SEGMENT) {
      problems.push(`${file}: "${TOWN_SEGMENT}" is the address of a list’s town pages (/villas/${TOWN_SEGMENT}/kyrenia): give the file another name`);
      continue;
    }
    if ((Object.values(TYPE_SEGMENTS) as string[]).includes(id)) {
      problems.push(`${file}: "${id}" is the address of a page per type (/apartments/${id}): give the file another name`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = schema.safeParse(data);
    if (parsed.success) listings.push(asSold(id, parsed.data));
    else problems.push(describeListingErrors(file, parsed.error));
  }
  const byReference = new Map<string, string[]>();
  for (const listing of listings) byReference.set(listing.reference, [...(byReference.get(listing.reference) ?? []), listing.id]);
  for (const [reference, ids] of byReference) {
    if (ids.length > 1) problems.push(`${ids.map((id) => `${LISTINGS_DIR}/${id}.json`).join(', ')}: the reference ${reference} is used ${ids.length} times (each listing needs its own)`);
  }
  if (problems.length > 0) throw new ListingFileError(`Listing files with problems:\n${problems.join('\n')}`);
  return listings.sort((a, b) => a.list.localeCompare(b.list) || a.order - b.order || a.id.localeCompare(b.id));
}

/**
 * A listing file as the site shows it: `price` is what a buyer pays, so a new build's or off-plan home's
 * quoted price gains the VAT of content/facts/costs.json unless the file says it is in already (the
 * German and Israeli rules for prices to consumers ask for the total; the cost tables then leave VAT out).
 */
export function asSold(id: string, file: ListingFile, vatPercent = costsVat ?? 0): Listing {
  const { priceIncludesVat, ...rest } = file;
  if (file.stage === 'resale' || vatPercent === 0) return { id, ...rest, quotedPrice: file.price, vat: null };
  const paid = (quoted: number) => (priceIncludesVat ? quoted : withVat(quoted, vatPercent));
  const price = paid(file.price);
  const net = priceIncludesVat ? Math.round(file.price / (1 + vatPercent / 100)) : file.price;
  // The history's prices on the same basis as `price` (VAT added alike), so a reduction compares like with like.
  const priceHistory = file.priceHistory?.map((entry) => ({ date: entry.date, price: paid(entry.price) }));
  return { id, ...rest, ...(priceHistory ? { priceHistory } : {}), price, quotedPrice: file.price, vat: { percent: vatPercent, amount: price - net } };
}
