// The page's structured data (<script type="application/ld+json">: the listing, the list, the FAQ) is
// for search engines, which read it in the HTML. Next also writes each one a second time into the
// page's data (the RSC payload the framework hydrates from), where no crawler and no script reads
// it: on a list page in Russian with its FAQ, 25 KB of text and about 5 KiB of its 48 KiB gzip budget.
// This step empties those copies in the page data, and leaves the HTML's as rendered. Hydration
// keeps the element the HTML has (React compares no dangerouslySetInnerHTML in production), and a
// client navigation to the page renders it empty, which nothing reads.
//
// The payload names a long text by reference: `"dangerouslySetInnerHTML":{"__html":"$2a"}` with
// `2a:T2dc0,<text>` (a text row: its id, T, its length in UTF-8 bytes in hex, a comma, the text), a
// short one inline; a text row may run on into the next chunks of the data (Next cuts the stream where
// it likes). Each form is known exactly; a page whose HTML has structured data that this step cannot
// find in its data in one of them, or a text row longer than the data, stops the build.

/** The structured data elements as the payload writes them: the text by reference, or inline. */
const BY_REFERENCE = /"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":"\$([0-9a-f]+)"\}/g;
const INLINE = /("type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":)"(?!\$[0-9a-f]+")(?:[^"\\]|\\.)+"/g;

/** How far into `text` from `from` `bytes` UTF-8 bytes go: the index there (or the text's end) and the bytes passed. */
function upToBytes(text, from, bytes) {
  let index = from;
  let passed = 0;
  while (passed < bytes && index < text.length) {
    const code = text.codePointAt(index);
    passed += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  return { index, bytes: passed };
}

/**
 * The page data's entries (JSON text each, as externalize-scripts writes them) with every structured
 * data text emptied; `expected` is how many the HTML has. Returns the entries and how many bytes went,
 * or a problem.
 */
export function emptyStructuredData(entries, expected) {
  const values = entries.map((entry) => JSON.parse(entry));
  const flight = values.filter((value) => value[0] === 2 && Array.isArray(value[1]) && typeof value[1][1] === 'string');
  const before = new Map(flight.map((value) => [value, value[1][1]]));
  const ids = new Set();
  let found = 0;
  let saved = 0;
  for (const value of flight) {
    for (const [, id] of value[1][1].matchAll(BY_REFERENCE)) {
      ids.add(id);
      found += 1;
    }
    value[1][1] = value[1][1].replace(INLINE, (match, head) => {
      found += 1;
      saved += match.length - head.length - 2;
      return `${head}""`;
    });
  }
  if (found !== expected) return { problem: `the page has ${expected} structured data scripts, its page data ${found} in a form this step knows` };
  for (const id of ids) {
    const row = new RegExp(`(^|\\n)${id}:T([0-9a-f]+),`);
    let at = flight.findIndex((each) => row.test(each[1][1]));
    if (at === -1) return { problem: `the structured data's text row ${id} is not in the page data` };
    const text = flight[at][1][1];
    const match = row.exec(text);
    let left = parseInt(match[2], 16);
    // The text goes wherever it runs: into the next chunks too.
    let start = match.index + match[0].length;
    let rest = `${text.slice(0, match.index)}${match[1]}${id}:T0,`;
    for (;;) {
      const chunk = flight[at][1][1];
      const { index, bytes } = upToBytes(chunk, start, left);
      saved += index - start;
      left -= bytes;
      flight[at][1][1] = `${rest}${chunk.slice(index)}`;
      if (left === 0) break;
      at += 1;
      if (at === flight.length) return { problem: `the structured data's text row ${id} is longer than the page data` };
      start = 0;
      rest = '';
    }
  }
  // Only the entries changed are written again (as Next writes them: JSON with < escaped).
  return { entries: values.map((value, index) => (before.has(value) && before.get(value) !== value[1][1] ? JSON.stringify(value).replace(/</g, '\\u003c') : entries[index])), saved };
}
