/** A button's border and colours. A filled one's transparent border is its edge in forced-colours mode. */
export const buttonColours = {
  primary: 'border-2 border-transparent bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
  /** WhatsApp's green: white words on it, 5.4:1. */
  whatsapp: 'border-2 border-transparent bg-whatsapp-700 text-white hover:bg-whatsapp-800',
};

export type ButtonVariant = keyof typeof buttonColours;

/**
 * The classes of a control drawn as a button, at least 44 px tall: ButtonLink's, and any link or button's alike.
 * Where even one word barely fits (a narrow card at 200% text), a mark before the words wraps above them.
 */
export const buttonClassName = (variant: ButtonVariant) =>
  `inline-flex min-h-11 flex-wrap items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors ${buttonColours[variant]}`;
