'use client';

import { usePathname } from 'next/navigation';
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { IntentLink } from '../ui/IntentLink';

export type NavLink = { label: string; href: string; children?: NavLink[] };

type Props = { links: NavLink[]; menuLabel: string };

const pageOf = (href: string) => href.split('#')[0];

/**
 * Island: the main navigation. On small screens a button opens and closes it (Escape closes and returns
 * focus to the button; following a link closes it). Submenus open on hover or keyboard focus by CSS alone.
 */
export function NavMenu({ links, menuLabel }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);

  // Following a link closes the menu: the state is reset while rendering the new page, as React advises for
  // state derived from a prop, rather than by an effect that would paint the open menu once more.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  const followLink = (event: MouseEvent<HTMLAnchorElement>, link: NavLink) => {
    setOpen(false);
    // The router ignores a link to the address already shown, so "About" on /about/#about would not move;
    // jump to the section as a plain anchor would (CSS decides smooth or instant, and the header offset).
    const [page, section] = link.href.split('#');
    if (section && page === window.location.pathname && `#${section}` === window.location.hash) {
      event.preventDefault();
      document.getElementById(section)?.scrollIntoView();
    }
  };

  const linkProps = (link: NavLink) => ({
    href: link.href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => followLink(event, link),
    'aria-current': pageOf(link.href) === pathname ? ('page' as const) : undefined,
  });

  return (
    <nav aria-label={menuLabel} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((isOpen) => !isOpen)}
        data-js-only
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <span className="sr-only">{menuLabel}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <ul
        id="site-menu"
        data-nav-menu
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-brand-100 bg-white p-4 shadow-lg md:static md:flex md:flex-row md:flex-wrap md:items-center md:border-0 md:p-0 md:shadow-none`}
      >
        {links.map((link) => (
          <li key={link.href} className="group relative">
            <IntentLink {...linkProps(link)} className={linkClass}>
              {link.label}
            </IntentLink>
            {link.children && (
              <ul className="pl-4 md:invisible md:absolute md:left-0 md:top-full md:min-w-48 md:rounded-lg md:bg-white md:p-2 md:pl-2 md:shadow-lg md:group-hover:visible md:group-focus-within:visible">
                {link.children.map((child) => (
                  <li key={child.href}>
                    <IntentLink {...linkProps(child)} className={linkClass}>
                      {child.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const linkClass =
  'block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8';
