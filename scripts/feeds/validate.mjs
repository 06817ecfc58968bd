// Validates a Kyero v3 feed against Kyero's schema (kyeroV3.0.xsd beside this file) with xmllint,
// compiled to WebAssembly (xmllint-wasm): each problem names the listing whose <property> holds it.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML } from 'xmllint-wasm';

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
 * each: "content/listings/<id>.json (V-103), feed line 41: Element 'url': …". Kyero's schema asks for at
 * least one property, so a feed with none is a problem too: the build then publishes no feed
 * (publishKyeroFeed).
 */
export async function validateKyeroFeed(xml, xsd = readFileSync(KYERO_XSD, 'utf8')) {
  const properties = (xml.match(/^\s*<property>/gm) ?? []).length;
  let result;
  try {
    // xmllint's default ceiling (32 MiB) runs out at about 1,800 homes of 15 photos: its memory may grow as
    // far as WebAssembly allows (it starts at 16 MiB and takes only what the feed needs).
    result = await validateXML({
      xml: [{ fileName: 'kyero.xml', contents: xml }],
      schema: [{ fileName: 'kyeroV3.0.xsd', contents: xsd }],
      maxMemoryPages: memoryPages.max,
    });
  } catch (error) {
    const reason = String(error instanceof Error ? error.message : error).trim().split('\n')[0];
    return { properties, problems: [`the feed (${(xml.length / 1e6).toFixed(1)} MB, ${properties} properties) could not be checked against Kyero's schema: ${reason}`] };
  }
  const lines = xml.split('\n');
  const problems = result.errors.map((error) => {
      const line = error.loc?.lineNumber;
      const listing = line ? listingAt(lines, line) : null;
      const where = listing ? `content/listings/${listing.id}.json (${listing.ref ?? 'no reference'}), feed line ${line}` : `feed line ${line ?? '?'}`;
      return `${where}: ${error.message.replace(/^\s*Schemas validity error\s*:\s*/, '').trim()}`;
    });
  return { properties, problems };
}

/**
 * After the build: keeps out/feeds/kyero.xml when it matches Kyero's schema, and removes it when it carries
 * no property, which no portal's schema accepts (a portal then finds no feed at the address, and keeps what
 * it last imported until the agency takes it down there). Returns what the build says:
 * { published, properties, problems, warnings }; problems fail the build.
 */
export async function publishKyeroFeed(file, xsd) {
  const xml = readFileSync(file, 'utf8');
  const { properties, problems } = await validateKyeroFeed(xml, xsd);
  // Kyero's schema asks for a property; anything else wrong with an empty feed is still a problem.
  const others = problems.filter((problem) => !(properties === 0 && /Element 'root': Missing child element\(s\)\. Expected is (one of )?\([^)]*\bproperty\b[^)]*\)/.test(problem)));
  if (properties === 0 && others.length === 0) {
    rmSync(file);
    const dir = dirname(file);
    if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    return {
      published: false,
      properties,
      problems: [],
      warnings: [
        'feeds: warning: no listing for sale has a photo of its own, so no portal feed is published (/feeds/kyero.xml answers 404, as Kyero\'s schema accepts no feed without a property). A portal that imported the feed before keeps those homes until they are taken down in its dashboard.',
      ],
    };
  }
  return { published: problems.length === 0, properties, problems, warnings: [] };
}
