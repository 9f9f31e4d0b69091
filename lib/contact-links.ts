/**
 * Links that open the visitor's own apps: WhatsApp click-to-chat and email, each with a prefilled message. Plain
 * URLs, so they work without JavaScript and nothing is sent anywhere until the visitor taps them.
 */

/** WhatsApp's click-to-chat link: the number in international digits ("919843012345"), the message as its text. */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * An email link with a subject and body (RFC 6068): every reserved character percent-encoded, spaces as %20
 * (mail apps show a "+" as a plus sign).
 */
export function mailtoUrl(address: string, { subject, body }: { subject: string; body?: string }): string {
  const fields = [`subject=${encodeURIComponent(subject)}`];
  if (body) fields.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}?${fields.join('&')}`;
}
