import { buildWhatsAppLink, telLink, whatsAppDigits } from '@/lib/whatsapp';
import { site } from '@/content/facts/site';
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
