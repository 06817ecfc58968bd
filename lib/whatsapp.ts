/** Keeps only the digits wa.me accepts: country code and number, no plus, spaces or dashes. */
export function whatsAppDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** https://wa.me/<digits>?text=<URL-encoded message> */
export function buildWhatsAppLink(number: string, message: string): string {
  return `https://wa.me/${whatsAppDigits(number)}?text=${encodeURIComponent(message)}`;
}

/** A prefilled message that tells the sales team which property the buyer was looking at. */
export function propertyEnquiryMessage(property: { title: string; price: string }, pageUrl: string): string {
  return `Hi! I'm interested in ${property.title} (${property.price}) that I saw on ${pageUrl}. Is it still available?`;
}

export function telLink(number: string): string {
  return `tel:+${whatsAppDigits(number)}`;
}

/** A phone number (or a short call label) that never breaks across lines: non-breaking spaces and hyphens. */
export function keepOnOneLine(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
