// Validates a Kyero v3 feed against Kyero's schema (kyeroV3.0.xsd beside this file) with xmllint,
// compiled to WebAssembly (xmllint-wasm): each problem names the listing whose <property> holds it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

export const KYERO_XSD = fileURLToPath(new URL('./kyeroV3.0.xsd', import.meta.url));

/** The listing a line of the feed belongs to: the id and ref of the <property> around it, or null outside one. */
function listingAt(lines, lineNumber) {
  for (let index = Math.min(lineNumber, lines.length) - 1; index >= 0; index--) {
    if (/^\s*<\/property>/.test(lines[index]) && index < lineNumber - 1) return null;
    if (/^\s*<property>/.test(lines[index])) {
      const block = [];
      for (let next = index + 1; next < lines.length && !/^\s*<\/property>/.test(lines[next]); next++) block.push(lines[next]);
      const field = (name) => block.map((line) => line.match(new RegExp(`^\\s*<${name}>([^<]*)</${name}>`))?.[1]).find(Boolean);
      return { id: field('id'), ref: field('ref') };
    }
  }
  return null;
}

/**
 * { properties, problems }: how many properties the feed carries, and what breaks Kyero's schema, one line
 * each: "content/listings/<id>.json (V-103), feed line 41: Element 'url': …". A feed with no property is
 * valid here (the schema asks for one, but an empty feed is how a portal learns that nothing is for sale);
 * the build warns about it.
 */
export async function validateKyeroFeed(xml, xsd = readFileSync(KYERO_XSD, 'utf8')) {
  const properties = (xml.match(/^\s*<property>/gm) ?? []).length;
  const result = await validateXML({ xml: [{ fileName: 'kyero.xml', contents: xml }], schema: [{ fileName: 'kyeroV3.0.xsd', contents: xsd }] });
  const lines = xml.split('\n');
  const problems = result.errors
    .filter((error) => !(properties === 0 && /Element 'root': Missing child element\(s\)\. Expected is (one of )?\([^)]*\bproperty\b[^)]*\)/.test(error.message)))
    .map((error) => {
      const line = error.loc?.lineNumber;
      const listing = line ? listingAt(lines, line) : null;
      const where = listing ? `content/listings/${listing.id}.json (${listing.ref ?? 'no reference'}), feed line ${line}` : `feed line ${line ?? '?'}`;
      return `${where}: ${error.message.replace(/^\s*Schemas validity error\s*:\s*/, '').trim()}`;
    });
  return { properties, problems };
}
