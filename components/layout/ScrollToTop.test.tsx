import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
