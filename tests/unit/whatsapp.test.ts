import { buildWhatsAppLink, propertyEnquiryMessage, telLink, whatsAppDigits } from '@/lib/whatsapp';
import { site } from '@/content/site';

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

  it('uses the exact default message from the site config', () => {
    expect(site.defaultWhatsAppMessage).toBe("Hi! I'm interested in North Cyprus properties. Can you help me?");
  });
});

describe('whatsAppDigits and telLink', () => {
  it('keep only the digits of a formatted number', () => {
    expect(whatsAppDigits('+90 (533) 123-45-67')).toBe('905331234567');
    expect(telLink('+90 392 444 1234')).toBe('tel:+903924441234');
  });
});

describe('propertyEnquiryMessage', () => {
  it('names the property, its price and the page the buyer was on', () => {
    const message = propertyEnquiryMessage(
      { title: 'Bellapais Luxury Villa', price: '€525,000' },
      'https://www.example.com/villas',
    );
    expect(message).toContain('Bellapais Luxury Villa');
    expect(message).toContain('€525,000');
    expect(message).toContain('https://www.example.com/villas');
  });
});
