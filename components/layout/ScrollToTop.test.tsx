import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ScrollToTop } from './ScrollToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    scrollTo(0);
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    preferReducedMotion(false);
  });

  const button = () => screen.queryByRole('button', { name: 'Back to top' });

  // Hidden, it is out of the accessibility tree (and so not found by role), as visitors cannot see or reach it.
  it('appears only once the page is scrolled more than 20 px', () => {
    render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    expect(button()).not.toBeInTheDocument();

    scrollTo(20);
    expect(button()).not.toBeInTheDocument();

    scrollTo(21);
    expect(button()).toBeInTheDocument();

    scrollTo(5);
    expect(button()).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', async () => {
    render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    scrollTo(800);
    await userEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true);
    render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    scrollTo(800);
    await userEvent.click(button()!);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('moves focus to the top of the page, the skip link target, without a jump that would cut the scroll short', async () => {
    render(
      <>
        <main id="main" tabIndex={-1} />
        <ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />
      </>,
    );
    const main = screen.getByRole('main');
    const focus = jest.spyOn(main, 'focus');
    scrollTo(800);
    await userEvent.click(button()!);
    expect(main).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });
});

describe('ScrollToTop listening to scrolling', () => {
  afterEach(() => jest.restoreAllMocks());

  it('listens passively, so it never holds up scrolling, and stops listening when it leaves the page', () => {
    const listen = jest.spyOn(window, 'addEventListener');
    const unlisten = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    const scrollListener = listen.mock.calls.find(([type]) => type === 'scroll');
    expect(scrollListener?.[2]).toEqual({ passive: true });

    unmount();
    expect(unlisten).toHaveBeenCalledWith('scroll', scrollListener?.[1]);
  });

  it('shows at once on a page that loads already scrolled, before any scroll event', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('holds its place hidden in the server HTML, marked to take no room at all where no script runs', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    const button = holder.querySelector('button')!;
    expect(button).toHaveStyle({ visibility: 'hidden' });
    expect(button).toHaveAttribute('data-js-only');
  });

  it('has a plain link to the top in the server HTML, hidden until the static style shows it where no script runs', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    const link = within(holder).getByRole('link', { name: 'Back to top', hidden: true });
    expect(link).toHaveAttribute('href', '#top');
    expect(link.closest('[data-static-only]')).toHaveStyle({ display: 'none' });
  });

  it('keeps its place while hidden, so appearing moves nothing in the header', () => {
    scrollTo(0);
    const { container } = render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    expect(container.querySelector('button')).toHaveStyle({ visibility: 'hidden' });
    scrollTo(400);
    expect(container.querySelector('button')).not.toHaveStyle({ visibility: 'hidden' });
  });

  it('asks the browser for the visitor’s reduced-motion preference by its media query', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    render(<ScrollToTop thresholdPx={20} label="Back to top" focusTargetId="main" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
