'use client';

import { usePathname } from 'next/navigation';
import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { IntentLink } from '../ui/IntentLink';

export type NavLink = { label: string; href: string; children?: NavLink[] };

type Props = { links: NavLink[]; menuLabel: string };

const pageOf = (href: string) => href.split('#')[0];

/**
 * Island: the main navigation. On small screens a button opens and closes it; it closes again when focus or a
 * click goes elsewhere, when a link is followed, and on Escape from anywhere (focus then returns to the button).
 * Wide screens show dropdowns on hover or keyboard focus by CSS alone; Escape dismisses the one showing without
 * moving focus out of its item (WCAG 1.4.13), and choosing one of its links closes it.
 */
export function NavMenu({ links, menuLabel }: Props) {
  const [open, setOpen] = useState(false);
  // The top-level link whose dropdown is dismissed until pointer and focus have left its item.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // Following a link closes the menu: the state is reset while rendering the new page, as React advises for
  // state derived from a prop, rather than by an effect that would paint the open menu once more.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const outside = (event: Event) => !nav.current?.contains(event.target as Node);
    const closeIfOutside = (event: Event) => {
      if (outside(event)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (open) {
        setOpen(false);
        button.current?.focus();
        return;
      }
      // The dropdown showing is the one holding focus, else the one under the pointer.
      const focused = document.activeElement?.closest('[data-nav-item]');
      const item = nav.current?.contains(focused ?? null)
        ? focused
        : nav.current?.querySelector('[data-nav-item]:hover');
      if (!item?.querySelector('ul')) return;
      // Focus in the dropdown stays in its item, on the link that opened it.
      if (focused === item) item.querySelector('a')?.focus();
      setDismissed(item.getAttribute('data-nav-item'));
    };
    document.addEventListener('keydown', onEscape);
    if (open) {
      // The list stops at the viewport's bottom edge and scrolls, so every link can be reached at any zoom.
      list.current?.style.setProperty('--menu-top', `${list.current.getBoundingClientRect().top}px`);
      document.addEventListener('focusin', closeIfOutside);
      document.addEventListener('pointerdown', closeIfOutside);
    }
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('pointerdown', closeIfOutside);
    };
  }, [open]);

  const followLink = (event: MouseEvent<HTMLAnchorElement>, link: NavLink, parent?: NavLink) => {
    // A dropdown closes after a choice; focus moves to its top-level link, which stays in view on the new page.
    if (parent && !open) {
      event.currentTarget.closest('[data-nav-item]')?.querySelector('a')?.focus();
      setDismissed(parent.href);
    }
    setOpen(false);
    // The router ignores a link to the address already shown, so "About" on /about/#about would not move;
    // jump to the section as a plain anchor would (CSS decides smooth or instant, and the header offset).
    const [page, section] = link.href.split('#');
    if (section && page === window.location.pathname && `#${section}` === window.location.hash) {
      event.preventDefault();
      document.getElementById(section)?.scrollIntoView();
    }
  };

  const linkProps = (link: NavLink, parent?: NavLink) => ({
    href: link.href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => followLink(event, link, parent),
    'aria-current': pageOf(link.href) === pathname ? ('page' as const) : undefined,
  });

  // A dismissed dropdown shows again once the visitor moves on: focus into it, or pointer and focus out of its item.
  const undismiss = (link: NavLink) => () => {
    if (dismissed === link.href) setDismissed(null);
  };
  const undismissOnFocus = (link: NavLink) => (event: FocusEvent<HTMLLIElement>) => {
    const focusedLink: EventTarget = event.target;
    if (focusedLink !== event.currentTarget.querySelector('a')) undismiss(link)();
  };
  const undismissOnBlur = (link: NavLink) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) undismiss(link)();
  };

  return (
    <nav ref={nav} aria-label={menuLabel}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((isOpen) => !isOpen)}
        data-js-only
        className="inline-flex size-11 items-center justify-center rounded-lg border-2 border-transparent text-brand-900 hover:bg-brand-50 md:hidden"
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
        ref={list}
        id="site-menu"
        data-nav-menu
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-var(--menu-top,4rem))] flex-col gap-1 overflow-y-auto border-b border-brand-100 bg-white p-4 shadow-lg md:static md:flex md:max-h-none md:flex-row md:flex-wrap md:items-center md:overflow-visible md:border-0 md:p-0 md:shadow-none`}
      >
        {links.map((link) => (
          <li
            key={link.href}
            data-nav-item={link.href}
            className="group relative"
            onPointerLeave={undismiss(link)}
            onFocus={undismissOnFocus(link)}
            onBlur={undismissOnBlur(link)}
          >
            <IntentLink {...linkProps(link)} className={linkClass}>
              {link.label}
            </IntentLink>
            {link.children && (
              // Closed, a dropdown is transparent and lets the pointer through, but its links stay focusable, so
              // Tab and Shift+Tab both reach them (visibility:hidden would drop them from the backward order).
              <ul
                className={`pl-4 md:pointer-events-none md:absolute md:left-0 md:top-full md:min-w-48 md:rounded-lg md:bg-white md:p-2 md:pl-2 md:opacity-0 md:shadow-lg ${dismissed === link.href ? '' : dropdownShownClass}`}
              >
                {link.children.map((child) => (
                  <li key={child.href}>
                    <IntentLink {...linkProps(child, link)} className={linkClass}>
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

const dropdownShownClass =
  'md:group-hover:pointer-events-auto md:group-hover:opacity-100 md:group-focus-within:pointer-events-auto md:group-focus-within:opacity-100';

const linkClass =
  'block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8';
