/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import agencyJson from '@/content/facts/agency.json';
import { parseAgencyFile } from '@/lib/agency';
import { AGENCY_VARIABLES, unsetAgencyFacts } from '../../scripts/finish-export/index.mjs';

/*
 * The agency's details live in content/facts/agency.json, which its staff edit in the CMS; a build
 * variable still overrides a field. A field not given shows a placeholder, and the build names it.
 */

type AgencyJson = { [key in keyof typeof agencyJson]: key extends '$comment' ? string : string | null };
const blank = Object.fromEntries(Object.keys(agencyJson).map((key) => [key, key === '$comment' ? agencyJson.$comment : null])) as AgencyJson;

/** content/facts/site.ts as the build reads it with this agency file and these variables. */
function siteWith(file: Partial<Record<keyof AgencyJson, string | null>>, env: Record<string, string> = {}) {
  const saved = { ...process.env };
  for (const variable of Object.keys(AGENCY_VARIABLES)) delete process.env[variable];
  Object.assign(process.env, env);
  try {
    let loaded!: typeof import('@/content/facts/site');
    jest.isolateModules(() => {
      jest.doMock('@/content/facts/agency.json', () => ({ ...blank, ...file }));
      loaded = jest.requireActual('@/content/facts/site');
    });
    return loaded;
  } finally {
    process.env = saved;
    jest.dontMock('@/content/facts/agency.json');
  }
}

describe('the agency’s details', () => {
  it('come from the facts file once staff fill them in, and a build variable still wins', () => {
    const placeholders = siteWith({});
    expect(placeholders.agency.legalName).toBe(placeholders.agencyPlaceholders.legalName);
    const filled = siteWith({ legalName: 'Kyrenia Coast Homes Ltd.', email: 'sales@kyrenia-coast.example', siteUrl: 'https://www.kyrenia-coast.example/', whatsAppNumber: '+90 533 765 4321' });
    expect(filled.agency).toMatchObject({ legalName: 'Kyrenia Coast Homes Ltd.', email: 'sales@kyrenia-coast.example' });
    expect(filled.site).toMatchObject({ url: 'https://www.kyrenia-coast.example', whatsAppNumber: '+90 533 765 4321' });
    const overridden = siteWith({ legalName: 'Kyrenia Coast Homes Ltd.' }, { NEXT_PUBLIC_AGENCY_NAME: 'Override Ltd.' });
    expect(overridden.agency.legalName).toBe('Override Ltd.');
    // An empty field, as a form writes it, is not given.
    expect(siteWith({ legalName: '  ' }).agency.legalName).toBe(placeholders.agencyPlaceholders.legalName);
  });

  it('are named by the build while neither the file nor a variable gives them', () => {
    const file = (values: Partial<AgencyJson>) => {
      const path = join(mkdtempSync(join(tmpdir(), 'agency-')), 'agency.json');
      writeFileSync(path, JSON.stringify({ ...blank, ...values }));
      return path;
    };
    expect(unsetAgencyFacts({}, file({}))).toHaveLength(Object.keys(AGENCY_VARIABLES).length);
    const unset = unsetAgencyFacts({ NEXT_PUBLIC_AGENCY_VAT: '123456789' }, file({ legalName: 'Kyrenia Coast Homes Ltd.' }));
    expect(unset).not.toContain('legalName (NEXT_PUBLIC_AGENCY_NAME)');
    expect(unset).not.toContain('vat (NEXT_PUBLIC_AGENCY_VAT)');
    expect(unset).toContain('email (NEXT_PUBLIC_AGENCY_EMAIL)');
  });

  it('are checked field by field, an empty field being not given', () => {
    expect(parseAgencyFile({ ...blank, email: '' }).email).toBeNull();
    expect(() => parseAgencyFile({ ...blank, email: 'sales at kyrenia' })).toThrow(/content\/facts\/agency\.json[\s\S]*email/);
    expect(() => parseAgencyFile({ ...blank, siteUrl: 'http://www.example.com' })).toThrow(/siteUrl/);
    expect(() => parseAgencyFile({ ...blank, whatsAppNumber: '0533 123 4567' })).toThrow(/whatsAppNumber/);
    expect(() => parseAgencyFile({ ...blank, fax: '+90 392 000 0000' })).toThrow(/fax/);
  });
});
