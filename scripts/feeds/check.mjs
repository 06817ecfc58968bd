// After the build: out/feeds/kyero.xml must match Kyero's schema, or the build fails naming the listing
// at fault. Names each listing for sale that the feed leaves out because it has no photo of its own.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { publishKyeroFeed } from './validate.mjs';

const root = resolve(process.cwd());
const file = join(root, 'out/feeds/kyero.xml');
if (!existsSync(file)) {
  console.error('feeds: out/feeds/kyero.xml was not written (app/feeds/kyero.xml/route.ts): run next build first');
  process.exit(1);
}
const { published, properties, problems, warnings } = await publishKyeroFeed(file);
if (problems.length > 0) {
  console.error(`feeds: out/feeds/kyero.xml does not match Kyero's schema (scripts/feeds/kyeroV3.0.xsd), so no portal would import it:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const jiti = createJiti(import.meta.url, { alias: { '@': root, 'server-only': join(root, 'node_modules/next/dist/compiled/server-only/empty.js') } });
const { allListings } = await jiti.import('@/lib/listings');
const { kyeroSelection } = await jiti.import('@/lib/feeds/kyero');
const { leftOut } = kyeroSelection(allListings);
for (const warning of warnings) console.warn(warning);
if (published) console.log(`feeds: /feeds/kyero.xml carries ${properties} ${properties === 1 ? 'listing' : 'listings'} and matches Kyero's schema`);
if (leftOut.length > 0) {
  const names = leftOut.map(({ listing }) => `${listing.id} (${listing.reference})`);
  console.warn(`feeds: warning: ${leftOut.length} ${leftOut.length === 1 ? 'listing' : 'listings'} for sale ${leftOut.length === 1 ? 'has' : 'have'} no photo of ${leftOut.length === 1 ? 'its' : 'their'} own, only stock photos, and ${leftOut.length === 1 ? 'is' : 'are'} left out of the portal feed: ${names.join(', ')}. Add the home's own photos in the CMS.`);
}
