import type { ComponentProps } from 'react';
import { ContactWays } from './ContactWays';

type Props = Omit<ComponentProps<typeof ContactWays>, 'linkClass'> & { label: string };

/**
 * The header's contact button on phones: it opens WhatsApp, call and email under it by HTML alone (the popover
 * attribute), so it works without JavaScript; a tap elsewhere or Escape closes it. It sits in the sticky header,
 * so it is one tap away at any scroll position and never floats over the page.
 */
export function ContactMenu({ label, ...ways }: Props) {
  return (
    <div className="ml-auto lg:hidden">
      <button
        type="button"
        popoverTarget="contact-menu"
        className="contact-button inline-flex size-11 items-center justify-center rounded-lg border-2 border-transparent text-brand-900 hover:bg-brand-50"
      >
        <span className="sr-only">{label}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul
        id="contact-menu"
        popover="auto"
        className="contact-popover w-max max-w-[calc(100vw-1rem)] rounded-lg border border-brand-100 bg-white p-2 shadow-lg"
      >
        <ContactWays {...ways} linkClass="block rounded-md px-3 py-2 font-semibold text-ink hover:bg-brand-50" />
      </ul>
    </div>
  );
}
