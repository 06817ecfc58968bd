/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENCIES, parseEcbDaily, RatesError, SOURCE } from '../../scripts/rates/ecb.mjs';
import committed from '@/content/facts/rates.json';

/*
 * `npm run rates` against a local copy of the ECB's daily file (the ECB's figures of 9 May 2025, in
 * tests/fixtures), served over HTTP the way the ECB serves it: what it writes, and that it never writes
 * a figure it did not read.
 */
const ROOT = join(__dirname, '../..');
const ECB_FILE = readFileSync(join(ROOT, 'tests/fixtures/ecb-eurofxref-2025-05-09.xml'), 'utf8');

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/rates/index.mjs'), ...args], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/eurofxref-daily.xml') return void response.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_FILE);
    if (request.url === '/no-ils.xml') return void response.writeHead(200).end(ECB_FILE.replace(/<Cube currency='ILS'[^>]*\/>/, ''));
    response.writeHead(500).end('down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the ECB daily rates', () => {
  it('reads the day and the GBP, USD and ILS rates exactly as published', () => {
    expect(parseEcbDaily(ECB_FILE)).toEqual({
      source: 'European Central Bank, euro foreign exchange reference rates',
      url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
      date: '2025-05-09',
      base: 'EUR',
      rates: { GBP: 0.8477, USD: 1.1252, ILS: 3.9928 },
    });
  });

  it('refuses a file that is not the daily file, or lacks a rate, rather than guess', () => {
    expect(() => parseEcbDaily('<html>maintenance</html>')).toThrow(RatesError);
    expect(() => parseEcbDaily(ECB_FILE.replace(/<Cube currency='GBP'[^>]*\/>/, ''))).toThrow('has no GBP rate');
    expect(() => parseEcbDaily(ECB_FILE.replace("rate='1.1252'", "rate='n/a'"))).toThrow('unreadable USD rate');
  });

  it('is what the site commits: ECB figures of one stated day, with their source', () => {
    expect(committed.source).toBe(SOURCE);
    expect(committed.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const currency of CURRENCIES) expect(committed.rates[currency as keyof typeof committed.rates]).toBeGreaterThan(0);
  });

  it('npm run rates writes the file from the ECB address, and leaves it alone when the ECB fails', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
    const fetched = await run(['--from', `${origin}/eurofxref-daily.xml`, '--out', out]);
    expect(fetched.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(parseEcbDaily(ECB_FILE));

    writeFileSync(out, 'previous');
    for (const path of ['/down.xml', '/no-ils.xml']) {
      const failed = await run(['--from', `${origin}${path}`, '--out', out]);
      expect(failed.code).toBe(1);
      expect(failed.output).toMatch(/unchanged/);
      expect(readFileSync(out, 'utf8')).toBe('previous');
    }
    // Three node processes: on a busy 2-core machine that takes longer than Jest's default 5 s.
  }, 60_000);
});
