/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '@/app/_pages/home';
import { CaesarResortPage } from '@/app/_pages/caesar-resort';
import { BrochurePage } from '@/app/_pages/brochure';
import { agency } from '@/content/facts/site';
import { localeCodes } from '@/content/locales';
import { guaranteeNote, guaranteeTermsId } from '@/lib/claims';
import { pageContext } from '@/lib/i18n/page';
import { titleDeedTypes } from '@/content/facts/listings';

/*
 * What the native readers asked of the pages that claim a rental guarantee and of the printed brochure:
 * the guarantee's terms are stated once per page, beside the first claim, and every later claim links to
 * them; the brochure names who offers what it lists (name, address, e-mail, legal notice) and explains the
 * title deeds its tables name, since the PDF travels without the site.
 */

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe.each(localeCodes)('%s', (locale) => {
  const ctx = pageContext(locale);
  const terms = text(guaranteeNote(ctx).text);
  const above = text(ctx.t.common.claims.guaranteeAbove);

  test.each([
    ['Home', () => renderToStaticMarkup(<HomePage locale={locale} />)],
    ['the resort page', () => renderToStaticMarkup(<CaesarResortPage locale={locale} />)],
    ['the brochure', () => renderToStaticMarkup(<BrochurePage locale={locale} />)],
  ])('%s states the guarantee terms once, and later claims link back to them', (_, render) => {
    const html = render();
    expect(count(text(html), terms)).toBe(1);
    expect(html).toContain(`id="${guaranteeTermsId}"`);
    // Every later claim's note is a link to the terms on the same page, after them in reading order.
    const links = count(html, `href="#${guaranteeTermsId}"`);
    expect(links).toBeGreaterThanOrEqual(1);
    expect(count(text(html), above)).toBe(links);
    expect(html.indexOf(`id="${guaranteeTermsId}"`)).toBeLessThan(html.indexOf(`href="#${guaranteeTermsId}"`));
  });

  test('the brochure names its provider, its e-mail and its legal notice, and explains every title deed', () => {
    const html = renderToStaticMarkup(<BrochurePage locale={locale} />);
    const words = text(html);
    const legal = ctx.t.legal(ctx.f, ctx.v).notice;
    expect(words).toContain(text(`${ctx.t.brochure.contact.provider}: ${agency.legalName}, ${agency.street}, ${agency.town}, ${legal.values.country}`));
    expect(html).toContain(`href="mailto:${agency.email}"`);
    const notice = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((href) => /\/legal-notice$/.test(href));
    expect(notice).toMatch(/^https?:\/\//);
    const guide = ctx.t.guide(ctx.f, ctx.v).titleDeeds;
    for (const type of titleDeedTypes) expect(words).toContain(text(guide.types[type]));
    expect(words).toContain(text(guide.risk));
    // The section is a heading of its own in the brochure's outline.
    expect(html).toMatch(new RegExp(`<h2[^>]*>${guide.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2>`));
  });
});
