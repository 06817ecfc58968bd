import { reservationFee } from '@/content/facts/examples';
import type { Figures, ListFigures, ListingSummary } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { cardPlans, priceComparison, sellers } from './costs';
import { yesNo, type MessageArgs } from './part';

/** The reservation fee as the words quote it: €2,000–5,000. */
export const reservationFeeArg = (f: Format) => f.euroRange(reservationFee.from, reservationFee.to);

/**
 * What every list page's messages may say: the list's figures (`listArgs`), who sells its homes
 * (`sellers`), what its cards' monthly figures mean (`cardPlans`, empty when nothing is for sale), the
 * price comparison and whether there is one (`priceComparison`, `hasPriceComparison`), the reservation fee.
 */
export function listPageArgs(f: Format, v: Figures, list: ListFigures): MessageArgs {
  const comparison = priceComparison(f, v);
  return {
    ...listArgs(f, list),
    sellers: list.range ? sellers(f, list.range.stages) : '',
    cardPlans: list.range ? cardPlans(f, list.range.plans) : '',
    priceComparison: comparison,
    hasPriceComparison: yesNo(comparison),
    reservationFee: reservationFeeArg(f),
  };
}

/** A listing named in a sentence: its title, its place, and whether the title already names the place's town. */
function listingArgs(prefix: string, listing: ListingSummary): MessageArgs {
  const town = listing.location.split(/[\s,(]/)[0] ?? listing.location;
  return {
    [`${prefix}Title`]: listing.title,
    [`${prefix}Location`]: listing.location,
    [`${prefix}Place`]: listing.location.replace(/\s*\(.*\)$/, ''),
    [`${prefix}NamesTown`]: listing.title.includes(town) ? 'yes' : 'no',
  };
}

/**
 * What a list page's messages say of the homes for sale on it (lib/figures.ts `ListFigures`):
 * - `count` (plural): how many; `range`: `none` when every one is sold, else `some`;
 * - `lowest`, `highest`, `span` (one price or the range), `samePrice`: `yes` when all cost the same;
 * - `bedroomsMin`, `bedroomsMax` (plural), `sameBedrooms`: `yes` when all have as many;
 * - `cheapest…`/`priciest…`: Title, Location, Place (the location without its bracket), NamesTown (`yes`/`no`);
 * - `resale`: `yes` when any is a resale, `fromDevelopers`: `yes` when any is a new build or off plan;
 * - `topYield` (`none`/`some`) and its Title, Location, Price, Roi (see `topYieldArgs`).
 */
export function listArgs(f: Format, list: ListFigures): MessageArgs {
  const r = list.range;
  if (!r) return { count: list.count, range: 'none' };
  return {
    count: list.count,
    range: 'some',
    lowest: f.euro(r.lowest),
    highest: f.euro(r.highest),
    span: r.lowest === r.highest ? f.euro(r.lowest) : f.euroRange(r.lowest, r.highest),
    samePrice: r.lowest === r.highest ? 'yes' : 'no',
    bedroomsMin: r.bedrooms.min,
    bedroomsMax: r.bedrooms.max,
    sameBedrooms: r.bedrooms.min === r.bedrooms.max ? 'yes' : 'no',
    ...listingArgs('cheapest', r.cheapest),
    ...listingArgs('priciest', r.priciest),
    resale: r.stages.resale > 0 ? 'yes' : 'no',
    fromDevelopers: r.stages.newBuild + r.stages.offPlan > 0 ? 'yes' : 'no',
    ...topYieldArgs(f, r.topYield),
  };
}

/** The listing with the highest claimed yield: `topYield` `none`/`some`, `topYieldTitle`, `topYieldLocation`, `topYieldPrice`, `topYieldRoi` (a percentage). */
function topYieldArgs(f: Format, listing: ListingSummary | null): MessageArgs {
  if (!listing) return { topYield: 'none' };
  return {
    topYield: 'some',
    topYieldTitle: listing.title,
    topYieldLocation: listing.location,
    topYieldPrice: f.euro(listing.price),
    topYieldRoi: f.percent(listing.roi!),
  };
}
