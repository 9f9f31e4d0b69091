import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntentLink } from './IntentLink';

// Records the prefetch setting IntentLink gives Next's Link on each render.
const prefetchSettings: unknown[] = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, ...props }: ComponentProps<'a'> & { prefetch?: unknown }) => {
    prefetchSettings.push(prefetch);
    return <a {...props} />;
  },
}));

const lastPrefetch = () => prefetchSettings.at(-1);

describe('IntentLink', () => {
  beforeEach(() => {
    prefetchSettings.length = 0;
  });

  it('does not prefetch a link merely for being on screen', () => {
    render(<IntentLink href="/about/">About</IntentLink>);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(lastPrefetch()).toBe(false);
  });

  it.each([
    ['a pointer (mouse, pen or finger) reaches it', (link: HTMLElement) => userEvent.hover(link)],
    ['it gets keyboard focus', () => userEvent.tab()],
  ])('turns on Next’s prefetching once %s, and still calls the caller’s handler', async (_, showIntent) => {
    const onPointerEnter = jest.fn();
    const onFocus = jest.fn();
    render(
      <IntentLink href="/about/" onPointerEnter={onPointerEnter} onFocus={onFocus}>
        About
      </IntentLink>,
    );
    await showIntent(screen.getByRole('link', { name: 'About' }));
    expect(lastPrefetch()).toBeNull();
    expect(onPointerEnter.mock.calls.length + onFocus.mock.calls.length).toBe(1);
  });

  it.each([
    ['a pointer reaches it', (link: HTMLElement) => userEvent.hover(link)],
    ['it gets keyboard focus', () => userEvent.tab()],
  ])(
    'turns on prefetching without a script error when the caller has no handler of its own and %s',
    async (_, showIntent) => {
      // A handler that throws does not fail a test by itself: the browser, and jsdom, report it on the window.
      const scriptErrors: unknown[] = [];
      const record = (event: ErrorEvent) => scriptErrors.push(event.error);
      window.addEventListener('error', record);
      render(<IntentLink href="/about/">About</IntentLink>);
      await showIntent(screen.getByRole('link', { name: 'About' }));
      window.removeEventListener('error', record);
      expect(lastPrefetch()).toBeNull();
      expect(scriptErrors).toEqual([]);
    },
  );
});
