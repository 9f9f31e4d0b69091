import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { type NavLink, NavMenu } from './NavMenu';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));

const links: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Service', href: '/services/', children: [{ label: 'Service Details', href: '/servicedetail/' }] },
  { label: 'Career', href: '/career/#career' },
];

const menuButton = () => screen.getByRole('button', { name: 'Main menu' });

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

  it('jumps to the section again when its link is followed on the address already shown', async () => {
    const scrollIntoView = renderOnCareerSection('/career/', '/career/#career');
    await userEvent.click(screen.getByRole('link', { name: 'Career' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('career'));
    window.history.replaceState(null, '', '/');
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

  it('closes when the page changes under it, and a closed menu stays closed', async () => {
    const { rerender } = render(<NavMenu links={links} menuLabel="Main menu" />);
    await userEvent.click(menuButton());
    jest.mocked(usePathname).mockReturnValue('/services/');
    rerender(<NavMenu links={links} menuLabel="Main menu" />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    jest.mocked(usePathname).mockReturnValue('/career/');
    rerender(<NavMenu links={links} menuLabel="Main menu" />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
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
