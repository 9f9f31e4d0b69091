import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { renderToString } from 'react-dom/server';
import { type NavLink, NavMenu } from './NavMenu';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));

const links: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Service', href: '/services/', children: [{ label: 'Service Details', href: '/servicedetail/' }] },
  { label: 'Career', href: '/career/#career' },
];

const menuButton = () => screen.getByRole('button', { name: 'Main menu' });

// A handler that throws does not fail a test by itself: jsdom reports it as a browser does, as an error event on
// the window. Every test here also fails if the menu raised a script error.
let scriptErrors: unknown[] = [];
const recordScriptError = (event: ErrorEvent) => scriptErrors.push(event.error);
beforeEach(() => {
  scriptErrors = [];
  window.addEventListener('error', recordScriptError);
});
afterEach(() => {
  window.removeEventListener('error', recordScriptError);
  expect(scriptErrors).toEqual([]);
});

/** The menu on a page at `address` (its route `pathname`) that holds the career section; returns the scroll spy. */
function renderOnCareerSection(pathname: string, address: string) {
  jest.mocked(usePathname).mockReturnValue(pathname);
  window.history.replaceState(null, '', address);
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  render(
    <>
      <NavMenu links={links} menuLabel="Main menu" />
      <section id="career" />
    </>,
  );
  return scrollIntoView;
}

describe('NavMenu', () => {
  it('is a navigation landmark whose button controls the menu list', () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-controls', 'site-menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes with its button', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveClass('flex');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    await userEvent.click(menuButton());
    // focus() outside userEvent updates IntentLink's state: act() lets React apply it before the assertions.
    act(() => screen.getByRole('link', { name: 'Service Details' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Escape pressed anywhere while open, and gives focus back to its button', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    await userEvent.click(menuButton());
    act(() => menuButton().blur());
    expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when focus leaves it, leaving focus where it went', async () => {
    render(
      <>
        <NavMenu links={links} menuLabel="Main menu" />
        <a href="#main">After the menu</a>
      </>,
    );
    await userEvent.click(menuButton());
    await userEvent.tab(); // into the menu: it stays open
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'After the menu' }).focus());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    render(
      <>
        <NavMenu links={links} menuLabel="Main menu" />
        <p>Page text</p>
      </>,
    );
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByText('Page text'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the open list scroll, stopping at the bottom of the viewport', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    const list = document.getElementById('site-menu')!;
    jest.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: 64 } as DOMRect);
    await userEvent.click(menuButton());
    expect(list.style.getPropertyValue('--menu-top')).toBe('64px');
    expect(list).toHaveClass('max-h-[calc(100dvh-var(--menu-top,4rem))]', 'overflow-y-auto');
  });

  it('closes when the visitor follows a link', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    await userEvent.click(menuButton());
    // jsdom cannot load another page; the menu only has to react to the click.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await userEvent.click(screen.getByRole('link', { name: 'Career' }));
    document.removeEventListener('click', stayOnPage);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('writes every link under the deploy’s base path, and still marks the current page', () => {
    jest.mocked(usePathname).mockReturnValue('/services/');
    render(<NavMenu links={links} menuLabel="Main menu" basePath="/site" />);
    expect(screen.getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/site/career/#career');
    expect(screen.getByRole('link', { name: 'Service' })).toHaveAttribute('aria-current', 'page');
    jest.mocked(usePathname).mockReturnValue('/');
  });

  it('marks the link of the current page, including links that jump to a section', () => {
    jest.mocked(usePathname).mockReturnValue('/career/');
    render(<NavMenu links={links} menuLabel="Main menu" />);
    expect(screen.getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  describe('dropdowns on wide screens', () => {
    // jsdom has no layout or hover: what shows is read from the classes that show or hide a dropdown.
    const dropdown = () => screen.getByRole('link', { name: 'Service Details' }).closest('ul')!;
    const onHoverAndFocus = 'md:group-focus-within:visible';

    it('open the dropdown behind the next item as Shift+Tab leaves it, so its last link is reached', async () => {
      render(<NavMenu links={links} menuLabel="Main menu" />);
      expect(dropdown()).toHaveClass('md:invisible', onHoverAndFocus);
      act(() => screen.getByRole('link', { name: 'Career' }).focus());
      await userEvent.tab({ shift: true });
      expect(dropdown()).toHaveClass('md:visible');
      expect(screen.getByRole('link', { name: 'Service Details' })).toHaveFocus();
    });

    it('are dismissed by Escape, focus staying in the item on its top-level link', async () => {
      render(<NavMenu links={links} menuLabel="Main menu" />);
      act(() => screen.getByRole('link', { name: 'Service' }).focus());
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Service Details' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(dropdown()).toHaveClass('md:invisible');
      expect(dropdown()).not.toHaveClass(onHoverAndFocus);
      expect(screen.getByRole('link', { name: 'Service' })).toHaveFocus();
      // Tab into the dropdown again shows it again.
      await userEvent.tab();
      expect(dropdown()).toHaveClass('md:visible');
    });

    it('are dismissed by Escape with focus on the top-level link, which keeps focus', async () => {
      render(<NavMenu links={links} menuLabel="Main menu" />);
      act(() => screen.getByRole('link', { name: 'Service' }).focus());
      await userEvent.keyboard('{Escape}');
      expect(dropdown()).not.toHaveClass(onHoverAndFocus);
      expect(screen.getByRole('link', { name: 'Service' })).toHaveFocus();
      await userEvent.tab({ shift: true }); // focus leaves the item: the dropdown works as before
      expect(dropdown()).toHaveClass(onHoverAndFocus);
    });

    it('close after a choice, focus going to the top-level link', async () => {
      render(<NavMenu links={links} menuLabel="Main menu" />);
      const stayOnPage = (event: MouseEvent) => event.preventDefault();
      document.addEventListener('click', stayOnPage);
      act(() => screen.getByRole('link', { name: 'Service' }).focus());
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      document.removeEventListener('click', stayOnPage);
      expect(dropdown()).not.toHaveClass(onHoverAndFocus);
      expect(dropdown()).toHaveClass('md:invisible');
      expect(screen.getByRole('link', { name: 'Service' })).toHaveFocus();
    });
  });
});

describe('NavMenu state a visitor would notice', () => {
  afterEach(() => {
    jest.mocked(usePathname).mockReturnValue('/');
    window.history.replaceState(null, '', '/');
  });

  it('is hidden on small screens while closed, and its icon turns from bars into a cross when open', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    const icon = () => menuButton().querySelector('path')?.getAttribute('d');
    const closedIcon = icon();
    expect(document.getElementById('site-menu')).toHaveClass('hidden');
    await userEvent.click(menuButton());
    expect(document.getElementById('site-menu')).not.toHaveClass('hidden');
    expect(closedIcon).toBeTruthy();
    expect(icon()).toBeTruthy();
    expect(icon()).not.toBe(closedIcon);
  });

  it('keeps the menu open for keys other than Escape, and Escape in a dropdown of the closed menu stays in the menu', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    await userEvent.click(menuButton());
    await userEvent.keyboard('{ArrowDown}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menuButton());

    // On a wide screen the menu is never "open": Escape dismisses the dropdown by moving focus to its top link
    // (WCAG 1.4.13), not to the menu button.
    act(() => screen.getByRole('link', { name: 'Service Details' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Service' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['a page link on its own page', '/', '/', 'Home'],
    ['a section link from another page', '/services/', '/services/', 'Career'],
    [
      'a section link from another page showing a section of the same name',
      '/services/',
      '/services/#career',
      'Career',
    ],
    ['a section link on its page with another section shown', '/career/', '/career/#jobs', 'Career'],
    // The browser jumps to the section again by itself: there is no router to ignore the link.
    ['a section link on the address already shown', '/career/', '/career/#career', 'Career'],
  ])('lets %s navigate as usual', async (_, pathname, address, name) => {
    const scrollIntoView = renderOnCareerSection(pathname, address);
    let navigationCancelled: boolean | undefined;
    const record = (event: MouseEvent) => {
      navigationCancelled = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load another page
    };
    document.addEventListener('click', record);
    await userEvent.click(screen.getByRole('link', { name }));
    document.removeEventListener('click', record);
    expect(navigationCancelled).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('NavMenu dropdowns with keyboard and pointer together', () => {
  afterEach(() => jest.restoreAllMocks());

  const dropdownOf = (name: string) => screen.getByRole('link', { name }).closest('li')!.querySelector('ul')!;
  const onHoverAndFocus = 'md:group-focus-within:visible';
  const focusOn = (name: string) => act(() => screen.getByRole('link', { name }).focus());

  /**
   * Points at `element`. jsdom keeps no hover state, so `:hover` matches nothing there: from now on a query for
   * `…:hover` answers as a browser would, with the elements that hold the pointer (it and its ancestors).
   */
  function pointAt(element: Element) {
    const querySelector = Element.prototype.querySelector;
    jest.spyOn(Element.prototype, 'querySelector').mockImplementation(function (this: Element, selectors: string) {
      if (!selectors.endsWith(':hover')) return querySelector.call(this, selectors);
      const matching = [...this.querySelectorAll(selectors.slice(0, -':hover'.length))];
      return matching.find((candidate) => candidate.contains(element)) ?? null;
    });
    return userEvent.hover(element);
  }

  function pointAway(element: Element) {
    jest.mocked(Element.prototype.querySelector).mockRestore();
    return userEvent.unhover(element);
  }

  it('dismiss the dropdown under the pointer on Escape, leaving focus where it is, until the pointer leaves', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    focusOn('Home');
    const service = screen.getByRole('link', { name: 'Service' });
    await pointAt(service);
    await userEvent.keyboard('{Escape}');
    expect(dropdownOf('Service')).toHaveClass('md:invisible');
    expect(dropdownOf('Service')).not.toHaveClass(onHoverAndFocus);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await pointAway(service);
    expect(dropdownOf('Service')).toHaveClass(onHoverAndFocus);
  });

  it('keep a dropdown dismissed under the pointer while focus moves on past the menu', async () => {
    render(
      <>
        <NavMenu links={links} menuLabel="Main menu" />
        <a href="#main">After the menu</a>
      </>,
    );
    focusOn('Career');
    await pointAt(screen.getByRole('link', { name: 'Service' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    expect(dropdownOf('Service')).toHaveClass('md:invisible');
    expect(dropdownOf('Service')).not.toHaveClass(onHoverAndFocus);
  });

  it('keep a dismissed dropdown dismissed for keys other than Tab', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    focusOn('Service');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}{Shift}s');
    expect(dropdownOf('Service')).toHaveClass('md:invisible');
    expect(dropdownOf('Service')).not.toHaveClass('md:visible');
  });

  it('never show two at once: Shift+Tab inside a dropdown back to its top link leaves the one before closed', async () => {
    const twoDropdowns: NavLink[] = [
      { label: 'Service', href: '/services/', children: [{ label: 'Service Details', href: '/servicedetail/' }] },
      { label: 'Product', href: '/product/', children: [{ label: 'Product Details', href: '/productdetail/' }] },
    ];
    render(<NavMenu links={twoDropdowns} menuLabel="Main menu" />);
    focusOn('Product Details');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Product' })).toHaveFocus();
    expect(dropdownOf('Service')).not.toHaveClass('md:visible');
    expect(dropdownOf('Service')).toHaveClass(onHoverAndFocus);
  });

  it('let Shift+Tab leave the menu from its first link and from its button, changing no dropdown', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    focusOn('Home');
    await userEvent.tab({ shift: true });
    expect(menuButton()).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(dropdownOf('Service')).toHaveClass(onHoverAndFocus);
  });

  it('ignore Escape when no menu or dropdown is open and focus is elsewhere on the page', async () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(document.body).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownOf('Service')).toHaveClass(onHoverAndFocus);
  });
});

describe('NavMenu listening to the page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('listens for focus and clicks elsewhere only while open, and leaves no listener behind', () => {
    const listen = jest.spyOn(document, 'addEventListener');
    const unlisten = jest.spyOn(document, 'removeEventListener');
    const listeners = (type: string) => listen.mock.calls.filter(([t]) => t === type).map(([, listener]) => listener);
    const { unmount } = render(<NavMenu links={links} menuLabel="Main menu" />);
    expect(listeners('focusin')).toEqual([]);
    expect(listeners('pointerdown')).toEqual([]);

    fireEvent.click(menuButton());
    const [onFocusElsewhere] = listeners('focusin');
    const [onClickElsewhere] = listeners('pointerdown');
    expect(onFocusElsewhere).toBeInstanceOf(Function);
    expect(onClickElsewhere).toBeInstanceOf(Function);

    fireEvent.click(menuButton()); // closed again: it stops listening
    expect(unlisten).toHaveBeenCalledWith('focusin', onFocusElsewhere);
    expect(unlisten).toHaveBeenCalledWith('pointerdown', onClickElsewhere);
    expect(listeners('focusin')).toHaveLength(1);

    const onKeys = listeners('keydown');
    unmount();
    for (const onKey of onKeys) expect(unlisten).toHaveBeenCalledWith('keydown', onKey);
  });
});

describe('NavMenu links', () => {
  afterEach(() => jest.mocked(usePathname).mockReturnValue('/'));

  it('mark the current page to the eye as well, by an underline rather than colour alone', () => {
    jest.mocked(usePathname).mockReturnValue('/career/');
    render(<NavMenu links={links} menuLabel="Main menu" />);
    expect(screen.getByRole('link', { name: 'Career' })).toHaveClass('aria-[current=page]:underline');
  });
});

describe('NavMenu before it hydrates (no JavaScript, data-light mode)', () => {
  /** The server HTML, as a browser has it before any script runs. */
  const serverHtml = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NavMenu links={links} menuLabel="Main menu" />);
    return container;
  };

  it('is an HTML popover of its button, which the browser opens and closes and reports as expanded or not', () => {
    const html = serverHtml();
    const button = html.querySelector('button')!;
    expect(button).toHaveAttribute('popovertarget', 'site-menu');
    expect(html.querySelector('#site-menu')).toHaveAttribute('popover', 'auto');
    // A fixed aria-expanded would contradict the browser's own state of the popover.
    expect(button).not.toHaveAttribute('aria-expanded');
    // Nothing hides the button from visitors without scripts.
    expect(button).not.toHaveAttribute('data-js-only');
  });

  it('hands the menu to the island once it runs: no popover left to open beside its state', () => {
    render(<NavMenu links={links} menuLabel="Main menu" />);
    expect(menuButton()).not.toHaveAttribute('popovertarget');
    expect(document.getElementById('site-menu')).not.toHaveAttribute('popover');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps open a menu the visitor opened as a popover before the island ran', () => {
    Object.defineProperty(HTMLElement.prototype, 'popover', { value: null, configurable: true });
    const { matches: realMatches } = Element.prototype;
    const matches = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':popover-open' ? this.id === 'site-menu' : realMatches.call(this, selector);
    });
    try {
      render(<NavMenu links={links} menuLabel="Main menu" />);
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById('site-menu')).toHaveClass('flex');
    } finally {
      matches.mockRestore();
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    }
  });
});
