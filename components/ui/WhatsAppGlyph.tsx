/**
 * The WhatsApp mark (a speech bubble round a phone handset), drawn in the colour of its text: every WhatsApp link
 * shows it beside its words, so the way to chat is recognised at a glance. Screen readers skip it; the link's text
 * names WhatsApp. `className` colours it where the text's colour is not the one (WhatsApp's green on a plain link).
 */
export function WhatsAppGlyph({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-whatsapp-glyph
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
    >
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M12 2a10 10 0 1 1-5 18.66L2 22l1.34-5A10 10 0 0 1 12 2zm0 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4zM8.6 7.3c.3-.3.8-.3 1 .1l1.2 2c.2.3.1.7-.1 1l-.6.6c.5 1.1 1.4 2 2.5 2.5l.6-.6c.3-.2.7-.3 1-.1l2 1.2c.4.2.4.7.1 1l-.9.9c-.6.6-1.5.8-2.3.4-2.4-1-4.3-2.9-5.3-5.3-.4-.8-.2-1.7.4-2.3z"
      />
    </svg>
  );
}
