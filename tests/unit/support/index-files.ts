import { readFacts, readPart, type IndexWords, type ReadFacts, type ReadPart } from '@/lib/index-card';
import type { SearchEntry } from '@/lib/search';
import type { IndexFiles } from '@/lib/search-index';

/** What a file says once it has crossed the network. */
export const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * A language's index as the browser reads it, every file over the wire: the facts file's homes for
 * sale in its order, each with the card its row points to, and every card of every part by id.
 */
export function readOverTheWire(files: IndexFiles, words: IndexWords): { facts: ReadFacts; parts: ReadPart[]; forSale: SearchEntry[]; byId: Map<string, SearchEntry> } {
  const facts = readFacts(overTheWire(files.facts));
  const parts = files.parts.map((part) => readPart(overTheWire(part), words));
  const forSale = facts.rows.map((row) => ({ facts: row.facts, card: parts[row.part]!.entries[row.slot]!.card }));
  const byId = new Map(parts.flatMap((part) => part.entries.flatMap((entry) => (entry ? [[entry.card.id, entry] as const] : []))));
  return { facts, parts, forSale, byId };
}

/** A fetch that answers with the index files of `files` by their addresses under `indexUrl`, and 404 for anything else; it records what was asked. */
export function serveIndex(files: IndexFiles, indexUrl: string): jest.Mock {
  const byUrl = new Map<string, unknown>([[indexUrl, files.facts], ...files.parts.map((part, n) => [indexUrl.replace(/\.json$/, `-${n}.json`), part] as const)]);
  return jest.fn(async (url: string) => {
    const body = byUrl.get(String(url));
    return body === undefined ? { ok: false, status: 404, json: async () => null } : { ok: true, status: 200, json: async () => overTheWire(body) };
  });
}
