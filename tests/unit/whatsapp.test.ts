import { buildWhatsAppLink, telegramLink, telLink, whatsAppDigits } from '@/lib/whatsapp';
import { site, telegramUsername } from '@/content/facts/site';
import { villaListings } from '@/content/facts/listings';
import { pageContext } from '@/lib/i18n/page';
import { listingViews } from '@/lib/listing';

describe('buildWhatsAppLink', () => {
  it('opens a chat with the agent number and the default message, URL-encoded', () => {
    const link = buildWhatsAppLink('+90 533 123 45 67', "Hi! I'm interested in North Cyprus properties. Can you help me?");
    expect(link).toBe(
      "https://wa.me/905331234567?text=Hi!%20I'm%20interested%20in%20North%20Cyprus%20properties.%20Can%20you%20help%20me%3F",
    );
    expect(new URL(link).searchParams.get('text')).toBe("Hi! I'm interested in North Cyprus properties. Can you help me?");
  });

  it('encodes characters that would otherwise break the query', () => {
    const link = buildWhatsAppLink('905331234567', 'Villa & pool: €295,000? #1');
    expect(new URL(link).searchParams.get('text')).toBe('Villa & pool: €295,000? #1');
    expect(link).not.toContain('&pool');
  });

  it('sends the spec message to the configured agent number from every English WhatsApp button', () => {
    const { common } = pageContext('en').t;
    const link = new URL(buildWhatsAppLink(site.whatsAppNumber, common.defaultWhatsAppMessage));
    expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${whatsAppDigits(site.whatsAppNumber)}`);
    expect(link.searchParams.get('text')).toBe("Hi! I'm interested in North Cyprus properties. Can you help me?");
  });
});

describe('whatsAppDigits and telLink', () => {
  it('keep only the digits of a formatted number', () => {
    expect(whatsAppDigits('+90 (533) 123-45-67')).toBe('905331234567');
    expect(telLink('+90 392 444 1234')).toBe('tel:+903924441234');
  });
});

describe('a property card enquiry', () => {
  it('names the property, its price, its reference and its own page, in the page language', () => {
    const en = pageContext('en');
    const listing = villaListings.at(-1)!;
    const [card] = listingViews(en, [listing]);
    expect(card!.enquiryMessage).toBe(
      `Hi! I'm interested in ${listing.words.en.title} (${en.f.euro(listing.price)}, ref. ${listing.reference}) that I saw on ${site.url}/villas/${listing.id}. Is it still available?`,
    );
  });
});

describe('the Telegram contact', () => {
  it('is read from the build’s username, with or without @, and a malformed one stops the build', () => {
    expect(telegramUsername(undefined)).toBeNull();
    expect(telegramUsername('  ')).toBeNull();
    expect(telegramUsername('@azure_homes')).toBe('azure_homes');
    expect(telegramLink('azure_homes')).toBe('https://t.me/azure_homes');
    expect(() => telegramUsername('https://t.me/azure')).toThrow(/NEXT_PUBLIC_TELEGRAM_USERNAME/);
    expect(() => telegramUsername('abc')).toThrow(/not a Telegram username/);
  });

  it('appears in the footer (here the Russian one) only once a username is set', () => {
    const footerWith = (username: string | undefined) => {
      let html = '';
      jest.isolateModules(() => {
        const previous = process.env.NEXT_PUBLIC_TELEGRAM_USERNAME;
        if (username === undefined) delete process.env.NEXT_PUBLIC_TELEGRAM_USERNAME;
        else process.env.NEXT_PUBLIC_TELEGRAM_USERNAME = username;
        try {
          /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module graph per username */
          const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
          const { createElement } = require('react') as typeof import('react');
          const { SiteFooter } = require('@/components/layout/site-footer') as typeof import('@/components/layout/site-footer');
          const { pageContext: context } = require('@/lib/i18n/page') as typeof import('@/lib/i18n/page');
          /* eslint-enable @typescript-eslint/no-require-imports */
          html = renderToStaticMarkup(createElement(SiteFooter, { ctx: context('ru') }));
        } finally {
          if (previous === undefined) delete process.env.NEXT_PUBLIC_TELEGRAM_USERNAME;
          else process.env.NEXT_PUBLIC_TELEGRAM_USERNAME = previous;
        }
      });
      return html;
    };
    expect(footerWith(undefined)).not.toContain('t.me/');
    const html = footerWith('@azure_homes');
    expect(html).toContain('href="https://t.me/azure_homes"');
    expect(html).toContain('@azure_homes');
  });
});
