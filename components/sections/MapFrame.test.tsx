import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MapFrame } from './MapFrame';

const map = { src: 'https://maps.example/embed?pb=office', title: 'Our office on the map' };

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

  it('after mounting, is one live, titled, lazy frame', () => {
    const { container } = render(<MapFrame {...map} />);
    const frame = screen.getByTitle(map.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', map.src);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame.closest('noscript')).toBeNull();
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
