import { act, render, screen } from '@testing-library/react';
import { Preloader } from './Preloader';

const logo = { src: '/images/logo.svg', alt: 'Anvaya Technologies', width: 180, height: 44 };

describe('Preloader', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const overlay = () => document.querySelector('[data-preloader]');

  it('covers the page from the first render and is gone once its time is up', () => {
    render(<Preloader durationMs={4000} logo={logo} />);
    expect(overlay()).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3999));
    expect(overlay()).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('counts from the start of the page load, not from when the script ran', () => {
    jest.setSystemTime(0);
    jest.advanceTimersByTime(1500); // the page has been loading for 1.5 s when the island hydrates
    render(<Preloader durationMs={4000} logo={logo} />);

    act(() => jest.advanceTimersByTime(2499));
    expect(overlay()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('steps aside as soon as focus moves into the page, so it never hides a focused control', () => {
    render(
      <>
        <a href="#main">Skip</a>
        <Preloader durationMs={4000} logo={logo} />
      </>,
    );
    expect(overlay()).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Skip' }).focus());
    expect(overlay()).not.toBeInTheDocument();
  });

  it('is hidden from assistive technology and fades out by CSS even without JavaScript', () => {
    render(<Preloader durationMs={4000} logo={logo} />);
    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    expect(overlay()).toHaveStyle({ animationDelay: '4000ms' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('Preloader when it leaves the page', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stops its timer and stops listening for focus, so nothing runs after it is gone', () => {
    const listen = jest.spyOn(document, 'addEventListener');
    const unlisten = jest.spyOn(document, 'removeEventListener');
    const { unmount } = render(<Preloader durationMs={4000} logo={logo} />);
    const focusHandler = listen.mock.calls.find(([type]) => type === 'focusin')?.[1];
    expect(focusHandler).toBeInstanceOf(Function);
    expect(jest.getTimerCount()).toBe(1);

    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(unlisten).toHaveBeenCalledWith('focusin', focusHandler);
  });

  it('listens for the first focus move only, not for every one while it stays in the layout', () => {
    const listen = jest.spyOn(document, 'addEventListener');
    render(<Preloader durationMs={4000} logo={logo} />);
    // The browser drops a `once` listener after its first call: later focus moves on the page run nothing of it.
    expect(listen).toHaveBeenCalledWith('focusin', expect.any(Function), { once: true });
  });
});
