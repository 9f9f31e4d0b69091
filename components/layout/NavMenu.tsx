'use client';

import { usePathname } from 'next/navigation';
import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { ContactWays } from './ContactWays';

export type NavLink = { label: string; href: string; children?: NavLink[] };

type Props = {
  links: NavLink[];
  menuLabel: string;
  /** The deploy's base path, before every href (none at a domain root). */
  basePath?: string;
  /** WhatsApp, call and email, listed after the links (the phone menu's foot). */
  contactWays?: ComponentProps<typeof ContactWays>;
};

const pageOf = (href: string) => href.split('#')[0];

/**
 * Island: the main navigation. On small screens a button opens and closes it; it closes again when focus or a
 * click goes elsewhere, when a link is followed, and on Escape from anywhere (focus then returns to the button).
 * Until the island hydrates (without JavaScript, in data-light mode, while the scripts are on their way) the phone
 * menu is an HTML popover of that button: it opens and closes, and Escape or a tap elsewhere closes it, by HTML alone
 * (its placement is in globals.css).
 * Wide screens show dropdowns on hover or keyboard focus by CSS alone; Escape dismisses the one showing without
 * moving focus out of its item (WCAG 1.4.13), and choosing one of its links closes it.
 */
export function NavMenu({ links, menuLabel, basePath = '', contactWays }: Props) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // A dropdown shown or hidden against what CSS alone would do (dismissed, or opened ahead of Tab), until
  // pointer and focus have left its item.
  const [override, setOverride] = useState<{ href: string; shown: boolean } | null>(null);
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // From here on the island drives the menu; one the visitor opened as a popover stays open. (A browser without
  // popovers would throw on the selector.)
  useEffect(() => {
    if ('popover' in HTMLElement.prototype && list.current?.matches(':popover-open')) setOpen(true);
    setHydrated(true);
  }, []);

  useEffect(() => {
    const outside = (event: Event) => !nav.current?.contains(event.target as Node);
    const closeIfOutside = (event: Event) => {
      if (outside(event)) setOpen(false);
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (open) {
        setOpen(false);
        button.current?.focus();
        return;
      }
      // The dropdown showing is the one holding focus, else the one under the pointer.
      const focused = document.activeElement?.closest('[data-nav-item]');
      const hovered = nav.current?.querySelector('[data-nav-item]:hover');
      const item = [focused, hovered].find(
        (candidate) => candidate?.querySelector('ul') && nav.current?.contains(candidate),
      );
      if (!item) return;
      // Focus in the dropdown stays in its item, on the link that opened it.
      if (focused === item) item.querySelector('a')?.focus();
      const href = item.getAttribute('data-nav-item');
      if (href) setOverride({ href, shown: false });
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

  const followLink = (event: MouseEvent<HTMLAnchorElement>, parent?: NavLink) => {
    // A dropdown closes after a choice; focus moves to its top-level link (what stays in view when the link leads
    // to a section of this page).
    if (parent && !open) {
      event.currentTarget.closest('[data-nav-item]')?.querySelector('a')?.focus();
      setOverride({ href: parent.href, shown: false });
    }
    // A link to a section of this page keeps the page: the menu must not stay open over the section.
    setOpen(false);
  };

  const linkProps = (link: NavLink, parent?: NavLink) => ({
    href: basePath + link.href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => followLink(event, parent),
    'aria-current': pageOf(link.href) === pathname ? ('page' as const) : undefined,
  });

  // A closed dropdown's links are out of the tab order (visibility:hidden), and CSS shows it only once focus is
  // in its item: before Tab leaves a top-level link, show the dropdown focus is heading into, so Shift+Tab from
  // the next item lands on its last link, and Tab enters a dismissed one.
  const showDropdownAhead = (event: KeyboardEvent<HTMLElement>) => {
    const item = (event.target as Element).closest('[data-nav-item]');
    if (event.key !== 'Tab' || open || item?.querySelector('a') !== event.target) return;
    const ahead = event.shiftKey ? item.previousElementSibling : item;
    const href = ahead?.querySelector('ul') && ahead.getAttribute('data-nav-item');
    if (href) flushSync(() => setOverride({ href, shown: true }));
  };

  // Pointer and focus both gone from its item, a dropdown goes back to showing on hover and focus.
  const release = (link: NavLink) => () => {
    if (override?.href === link.href) setOverride(null);
  };
  const releaseOnBlur = (link: NavLink) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) release(link)();
  };

  const dropdownClass = (link: NavLink) => {
    if (override?.href !== link.href) return 'md:invisible md:group-hover:visible md:group-focus-within:visible';
    return override.shown ? 'md:visible' : 'md:invisible';
  };

  return (
    <nav ref={nav} aria-label={menuLabel} onKeyDown={showDropdownAhead}>
      <button
        ref={button}
        type="button"
        // As a popover's button the browser tells screen readers whether it is expanded.
        aria-expanded={hydrated ? open : undefined}
        aria-controls="site-menu"
        popoverTarget={hydrated ? undefined : 'site-menu'}
        onClick={() => setOpen((isOpen) => !isOpen)}
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
        popover={hydrated ? undefined : 'auto'}
        data-nav-menu
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-var(--menu-top,4rem))] flex-col gap-1 overflow-y-auto border-b border-brand-100 bg-white p-4 shadow-lg md:static md:flex md:max-h-none md:flex-row md:flex-wrap md:items-center md:overflow-visible md:border-0 md:p-0 md:shadow-none`}
      >
        {links.map((link) => (
          <li
            key={link.href}
            data-nav-item={link.href}
            className="group relative"
            onPointerLeave={release(link)}
            onBlur={releaseOnBlur(link)}
          >
            <a {...linkProps(link)} className={linkClass}>
              {link.label}
            </a>
            {link.children && (
              <ul
                className={`pl-4 md:absolute md:left-0 md:top-full md:w-max md:min-w-48 md:max-w-xs md:rounded-lg md:bg-white md:p-2 md:pl-2 md:shadow-lg ${dropdownClass(link)}`}
              >
                {link.children.map((child) => (
                  <li key={child.href}>
                    <a {...linkProps(child, link)} className={linkClass}>
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {contactWays && <ContactWays {...contactWays} />}
      </ul>
    </nav>
  );
}

const linkClass =
  'block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8';
