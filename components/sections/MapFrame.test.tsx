import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MapFrame, savesData } from './MapFrame';

const map = {
  src: 'https://maps.example/embed?pb=office',
  title: 'Our office on the map',
  labels: { savingData: 'Map not loaded, to save data.', show: 'Load the map' },
};

/** Gives the test's browser a Network Information API reporting `connection` (jsdom has none). */
function withConnection(connection: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}
afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
});

/** The HTML as a browser without JavaScript reads it: with scripting off, <noscript> holds real elements. */
function parseWithoutScripting(html: string) {
  // Documents made by DOMParser have scripting disabled, as the HTML spec says for them; the parsed tree is
  // imported into the test's document so the DOM matchers recognise its elements.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
  return document.importNode(parsed, true);
}

describe('MapFrame', () => {
  it('is in the server HTML only inside <noscript>, so only visitors without JavaScript load it there', () => {
    const body = parseWithoutScripting(renderToString(<MapFrame {...map} />));
    const noscript = body.querySelector('noscript')!;
    expect(noscript).not.toBeNull();
    const frame = within(noscript).getByTitle(map.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', map.src);
    expect(frame).toHaveAttribute('loading', 'lazy');
    // Nothing outside the <noscript>: with JavaScript the page's HTML starts no map request.
    expect(body.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('holds, for data-light mode, the saving-data panel hidden until the static style shows it, without the button that needs the island', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MapFrame {...map} />);
    const panel = container.querySelector('[data-light-only]')!;
    expect(panel).toHaveStyle({ display: 'none' });
    expect(panel).toHaveTextContent(map.labels.savingData);
    expect(within(panel as HTMLElement).getByRole('button', { name: map.labels.show, hidden: true })).toHaveAttribute(
      'data-js-only',
    );
  });

  it('after mounting, is one live, titled, lazy frame', () => {
    const { container } = render(<MapFrame {...map} />);
    const frame = screen.getByTitle(map.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', map.src);
    expect(frame).toHaveAttribute('loading', 'lazy');
    // The page's own referrer policy, not a looser one for the map host.
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame.closest('noscript')).toBeNull();
  });

  it('leaves focus where the visitor has it when the map arrives on its own', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      render(
        <>
          <a href="#contact">Contact us</a>
          <MapFrame {...map} />
        </>,
      );
      const link = screen.getByRole('link', { name: 'Contact us' });
      act(() => link.focus());
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(screen.getByTitle(map.title)).not.toHaveFocus();
      expect(link).toHaveFocus();
    } finally {
      readyState.mockRestore();
    }
  });

  it("waits for the window's load event when the page is still loading, so a hanging map cannot delay it", () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      render(<MapFrame {...map} />);
      expect(screen.queryByTitle(map.title)).toBeNull();
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(screen.getByTitle(map.title)).toHaveAttribute('src', map.src);
    } finally {
      readyState.mockRestore();
    }
  });

  it('hydrates the server HTML without a mismatch and then shows the one live frame', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<MapFrame {...map} />);
    // With scripting on (as here) the browser parsed the <noscript> as text: no frame before hydration.
    expect(within(container).queryByTitle(map.title)).toBeNull();

    render(<MapFrame {...map} />, { container, hydrate: true });
    expect(screen.getByTitle(map.title)).toHaveAttribute('src', map.src);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it.each([
    ['the data saver is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { saveData: false, effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('when %s, loads no map but says so and shows a button that loads it', async (_, connection) => {
    withConnection(connection);
    const { container } = render(<MapFrame {...map} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(map.labels.savingData)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: map.labels.show }));
    const frame = screen.getByTitle(map.title);
    expect(frame).toHaveAttribute('src', map.src);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: map.labels.show })).toBeNull();
    // The pressed button is gone: focus moves to the map that took its place, not back to the page's start.
    expect(frame).toHaveFocus();
  });

  it('does not wait for the load event to offer the map on a data-saving connection', () => {
    withConnection({ saveData: true });
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      render(<MapFrame {...map} />);
      expect(screen.getByRole('button', { name: map.labels.show })).toBeVisible();
    } finally {
      readyState.mockRestore();
    }
  });

  it.each([
    ['3G', { saveData: false, effectiveType: '3g' }],
    ['4G', { saveData: false, effectiveType: '4g' }],
  ])('on %s, loads the map as without the API', (_, connection) => {
    withConnection(connection);
    render(<MapFrame {...map} />);
    expect(screen.getByTitle(map.title)).toHaveAttribute('src', map.src);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('savesData', () => {
  it('is true for the data saver and 2G-class connections only', () => {
    expect(savesData(undefined)).toBe(false);
    expect(savesData({})).toBe(false);
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ saveData: false, effectiveType: '3g' })).toBe(false);
  });
});

describe('MapFrame leaving the page before load', () => {
  it('stops waiting for the load event', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const listen = jest.spyOn(window, 'addEventListener');
    const unlisten = jest.spyOn(window, 'removeEventListener');
    try {
      const { unmount } = render(<MapFrame {...map} />);
      const onLoad = listen.mock.calls.find(([type]) => type === 'load')?.[1];
      expect(onLoad).toBeInstanceOf(Function);
      unmount();
      expect(unlisten).toHaveBeenCalledWith('load', onLoad);
    } finally {
      jest.restoreAllMocks();
      readyState.mockRestore();
    }
  });
});
