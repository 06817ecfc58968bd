import { parseFlight, serializeFlight, stripLeavesFromFlight, stripStaticLeaves } from '../../scripts/static-leaves.mjs';

const JSON_LD = '{"name":"Käufer €"}';

// A page's flight data as Next writes it: a client reference (I), a leaf element whose section and
// JSON-LD text live in rows of their own, and content outside the leaf that must stay.
const FLIGHT = [
  '1:"$Sreact.fragment"\n',
  '2:"StaticLeaf"\n',
  '3:I[100,["/_next/static/chunks/a.js"],"$2"]\n',
  '7:I[101,["/_next/static/chunks/a.js"],"Counter"]\n',
  '0:{"P":null,"t":["$","$1","c",{"children":[["$","$L3",null,{"id":"page","children":"$L4"}],["$","$L7",null,{"start":1,"children":"$L5"}]]}]}\n',
  '4:["$","section",null,{"children":[["$","h2",null,{"children":"Villas — für Käufer"}],["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$6"}}]]}]\n',
  `6:T${Buffer.byteLength(JSON_LD).toString(16)},${JSON_LD}`,
  '5:["$","p",null,{"children":"Outside the leaf"}]\n',
  ':HL["/_next/static/media/inter.woff2","font"]\n',
].join('');

describe('page data (flight) rows', () => {
  it('reads and writes rows back byte for byte, long text rows by their UTF-8 length', () => {
    const rows = parseFlight(FLIGHT);
    expect(rows.map((row) => `${row.id}:${row.tag}`)).toEqual(['1:', '2:', '3:I', '7:I', '0:', '4:', '6:T', '5:', ':HL']);
    expect(rows.find((row) => row.id === '6')?.body).toBe('{"name":"Käufer €"}');
    expect(serializeFlight(rows)).toBe(FLIGHT);
  });

  it('takes a static leaf’s children out, with the rows only they used, and keeps everything else', () => {
    const { flight, leaves, removedRows } = stripLeavesFromFlight(FLIGHT);
    expect(leaves).toBe(1);
    expect(removedRows).toBe(2);
    expect(flight).not.toContain('Villas — für Käufer');
    expect(flight).not.toContain('Käufer €');
    expect(flight).toContain('["$","$L3",null,{"id":"page"}]');
    expect(flight).toContain('"start":1,"children":"$L5"');
    expect(flight).toContain('5:["$","p",null,{"children":"Outside the leaf"}]');
    expect(flight).toContain(':HL["/_next/static/media/inter.woff2","font"]');
  });

  it('keeps a row that something outside the leaf still refers to', () => {
    const shared = FLIGHT.replace('{"start":1,"children":"$L5"}', '{"start":1,"children":["$L5","$L4"]}');
    const { flight, removedRows } = stripLeavesFromFlight(shared);
    expect(removedRows).toBe(0);
    expect(flight).toContain('Villas — für Käufer');
  });

  it('leaves page data without leaves alone', () => {
    const none = FLIGHT.replace('"$2"]', '"Other"]');
    expect(stripLeavesFromFlight(none)).toEqual({ flight: none, leaves: 0, removedRows: 0 });
  });
});

describe('stripStaticLeaves on an exported page', () => {
  const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c')}])</script>`;
  const page = (leaf: string, flight = FLIGHT) =>
    `<!DOCTYPE html><html><head></head><body><main>${leaf}</main>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(flight.slice(0, 200))}${push(flight.slice(200))}</body></html>`;
  const leaf = '<div data-static="page" class="contents"><section><h2>Villas — für Käufer</h2><div><p>x</p></div></section></div>';

  it('keeps the leaf’s HTML and writes one page-data script without its content', () => {
    const { html, leaves } = stripStaticLeaves(page(leaf));
    expect(leaves).toBe(1);
    expect(html).toContain(leaf);
    const scripts = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)];
    expect(scripts).toHaveLength(1);
    const flight = JSON.parse(scripts[0]![1]!) as string;
    expect(flight).not.toContain('Villas — für Käufer');
    expect(flight).toContain('Outside the leaf');
  });

  it('refuses a button, a form field or a late island inside a leaf, which would never work there', () => {
    expect(() => stripStaticLeaves(page('<div data-static="page" class="contents"><button>Menu</button></div>'))).toThrow(/holds <button>/);
    expect(() => stripStaticLeaves(page('<div data-static="page" class="contents"><div><input name="price"></div></div>'))).toThrow(/holds <input>/);
    expect(() => stripStaticLeaves(page('<div data-static="page" class="contents"><div class="contents" data-late="">x</div></div>'))).toThrow(/holds a late island/);
  });

  it('refuses two leaves with one id, and a leaf the page data does not know', () => {
    expect(() => stripStaticLeaves(page(leaf + leaf))).toThrow(/two static leaves are called "page"/);
    expect(() => stripStaticLeaves(page(leaf + leaf.replace('"page"', '"more"')))).toThrow(/2 static leaves but its page data 1/);
  });
});
