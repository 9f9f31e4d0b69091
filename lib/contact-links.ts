/**
 * Links that open the visitor's own apps: WhatsApp click-to-chat with a prefilled message, and email with a
 * subject. Plain URLs, so they work without JavaScript and nothing is sent anywhere until the visitor taps them.
 */

/** WhatsApp's click-to-chat link: the number in international digits ("919843012345"), the message as its text. */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * An email link with a subject (RFC 6068): every reserved character percent-encoded, spaces as %20 (mail apps
 * show a "+" as a plus sign).
 */
export function mailtoUrl(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The digits a phone dials for a number as visitors read it: "+91 422 450 7788" is "+914224507788". */
export function dialledNumber(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

/** A tap-to-call link (RFC 3966) for a number as visitors read it. */
export function telUrl(phone: string): string {
  return `tel:${dialledNumber(phone)}`;
}
