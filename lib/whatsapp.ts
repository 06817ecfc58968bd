/** Keeps only the digits wa.me accepts: country code and number, no plus, spaces or dashes. */
export function whatsAppDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** https://wa.me/<digits>?text=<URL-encoded message> */
export function buildWhatsAppLink(number: string, message: string): string {
  return `https://wa.me/${whatsAppDigits(number)}?text=${encodeURIComponent(message)}`;
}

export function telLink(number: string): string {
  return `tel:+${whatsAppDigits(number)}`;
}

/** A phone number (or a short call label) that never breaks across lines: non-breaking spaces and hyphens. */
export function keepOnOneLine(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** A chat with a Telegram username (without @), as Telegram's own links open it. */
export function telegramLink(username: string): string {
  return `https://t.me/${encodeURIComponent(username)}`;
}
