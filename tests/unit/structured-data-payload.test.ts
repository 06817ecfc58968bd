/** @jest-environment node */
import { emptyStructuredData } from '../../scripts/finish-export/structured-data.mjs';

/*
 * The page data's copy of a page's structured data is emptied; the rest of the data, and its rows
 * after the text, stay byte for byte (a text row's length is in UTF-8 bytes, and its text may run on
 * into the next chunk).
 */

const flight = (text: string) => JSON.stringify([2, [1, text]]);
const textOf = (entries: string[]) => entries.map((entry) => JSON.parse(entry) as [number, [number, string]]).map((value) => value[1][1]).join('');

describe('the structured data in the page data', () => {
  const listing = JSON.stringify({ '@type': 'RealEstateListing', name: 'Вилла с видом на море — 3 спальни 🏖' });
  const bytes = Buffer.byteLength(listing).toString(16);
  const element = (ref: string) => `["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":${ref}}}]`;

  it('empties a text row that runs on into the next chunk, and keeps every row around it', () => {
    const cut = 20;
    const entries = ['[0]', flight(`0:${element('"$2a"')}\n2a:T${bytes},${listing.slice(0, cut)}`), flight(`${listing.slice(cut)}2b:["$","p",null,{"children":"Привет"}]\n`)];
    const result = emptyStructuredData(entries, 1);
    expect(result.problem).toBeUndefined();
    expect(result.entries![0]).toBe('[0]');
    expect(textOf(result.entries!.slice(1))).toBe(`0:${element('"$2a"')}\n2a:T0,2b:["$","p",null,{"children":"Привет"}]\n`);
    expect(result.saved).toBe(listing.length);
  });

  it('empties a short one written inline, and leaves a page without structured data as it was', () => {
    const inline = JSON.stringify(JSON.stringify({ '@type': 'BreadcrumbList' }));
    const entries = [flight(`0:${element(inline)}\n1:"other"\n`)];
    expect(textOf(emptyStructuredData(entries, 1).entries!)).toBe(`0:${element('""')}\n1:"other"\n`);
    const plain = [flight('0:["$","p",null,{"children":"no structured data"}]\n')];
    expect(emptyStructuredData(plain, 0)).toEqual({ entries: plain, saved: 0 });
  });

  it('stops the build when the HTML has structured data the page data does not hold in a known form, or a row runs past its end', () => {
    expect(emptyStructuredData([flight('0:["$","p",null,{}]\n')], 1).problem).toMatch(/1 structured data scripts, its page data 0/);
    expect(emptyStructuredData([flight(`0:${element('"$2a"')}\n`)], 1).problem).toMatch(/text row 2a is not in the page data/);
    expect(emptyStructuredData([flight(`0:${element('"$2a"')}\n2a:T${bytes},${listing.slice(0, 5)}`)], 1).problem).toMatch(/longer than the page data/);
  });
});
