/**
 * The inline script loader (scripts/defer-scripts.ts, lib/data-light.ts). Data-light mode: on a connection that asks
 * to save data, or once the visitor chose the light version, it fetches nothing, not even the headings' font, until
 * the visitor asks for the interactive version; elsewhere the font starts at once and the scripts after the first
 * paint. Failing open: a script that fails or hangs, or a control pressed before the islands have started, leaves the
 * page shown as it is without them.
 */

import { ISLANDS_STARTED_ATTRIBUTE } from '../components/islands/protocol';
import { savesData } from '../components/sections/MapFrame';
import {
  CHOOSE_LIGHT_ATTRIBUTE,
  DATA_LIGHT_ATTRIBUTE,
  FAILED_OPEN_ATTRIBUTE,
  LOAD_SCRIPTS_ATTRIBUTE,
  VERSION_CHOICE_KEY,
  VERSION_CHOICES,
} from '../lib/data-light';
import { ISLANDS_WAIT_MS, LOADER, NO_LAYERS_ATTRIBUTE } from './defer-scripts';

type Connection = { saveData?: boolean; effectiveType?: string };

const fontPreload = '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin="">';
const script = '<script src="/a.js" async=""></script>';
const template = `<template data-font-preloads="">${fontPreload}</template><template data-deferred-scripts="">${script}</template>`;
const loaded = () => document.head.innerHTML;
const root = document.documentElement;
const isLight = () => root.hasAttribute(DATA_LIGHT_ATTRIBUTE);
const hasFailedOpen = () => root.hasAttribute(FAILED_OPEN_ATTRIBUTE);

/** The loader as the page runs it, on a browser whose Network Information API reports `connection` (or has none). */
function runLoader(connection?: Connection, { parsed = true } = {}) {
  if (connection) Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  new Function(LOADER)();
  // jsdom has no paint timing: the scripts load once the document is parsed, unless the page is data-light.
  if (parsed) document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
}

// Each test's loader adds its click listener to the same window: a fresh one per test, removed after.
const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
const addEventListener = window.addEventListener.bind(window);
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `${template}<main><button type="button" data-js-only="">Read More</button><button type="button">Menu</button></main><footer><p ${CHOOSE_LIGHT_ATTRIBUTE}=""><button type="button">Use the light version</button></p><button type="button" ${LOAD_SCRIPTS_ATTRIBUTE}=""><span>Load the interactive version</span></button><a href="#top">Back to top</a></footer>`;
  // jsdom is a browser without module scripts or cascade layers; the tests play a current one unless they say not.
  Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
  Object.defineProperty(window, 'CSSLayerBlockRule', { value: class {}, configurable: true });
  for (const name of [DATA_LIGHT_ATTRIBUTE, FAILED_OPEN_ATTRIBUTE, ISLANDS_STARTED_ATTRIBUTE, NO_LAYERS_ATTRIBUTE])
    root.removeAttribute(name);
  sessionStorage.clear();
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListenerOrEventListenerObject, options]);
    addEventListener(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener, options] of listeners.splice(0)) window.removeEventListener(type, listener, options);
  jest.restoreAllMocks();
  delete (navigator as { connection?: unknown }).connection;
  delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
  delete (window as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule;
});

const loadButton = () => document.querySelector(`[${LOAD_SCRIPTS_ATTRIBUTE}] span`) as HTMLElement;

describe('the loader on a connection that asks to save data', () => {
  const savingConnections: Connection[] = [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
    { effectiveType: 'slow-2g' },
  ];
  for (const connection of savingConnections) {
    it(`fetches no script and marks the page data-light: ${JSON.stringify(connection)}`, () => {
      expect(savesData(connection)).toBe(true);
      runLoader(connection);
      expect(loaded()).toBe('');
      expect(isLight()).toBe(true);
    });
  }

  it('loads the scripts when the visitor presses the control, and remembers the choice for the visit', () => {
    runLoader({ saveData: true });
    document.querySelector('a')!.click();
    expect(loaded()).toBe('');
    loadButton().click();
    expect(isLight()).toBe(false);
    // The stylesheet fetches the font once headings use it again; only the scripts are the loader's to start.
    expect(loaded()).toBe(script);
    expect(sessionStorage.getItem(VERSION_CHOICE_KEY)).toBe(VERSION_CHOICES.interactive);
    // A second press (the control is hidden by then) loads nothing twice.
    loadButton().click();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('loads the scripts as usual once the visitor has chosen the interactive version in this visit', () => {
    sessionStorage.setItem(VERSION_CHOICE_KEY, VERSION_CHOICES.interactive);
    runLoader({ saveData: true });
    expect(isLight()).toBe(false);
    expect(loaded()).toBe(fontPreload + script);
  });

  it('stays data-light where storage is refused, and still loads the scripts on request', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runLoader({ effectiveType: '2g' });
    expect(isLight()).toBe(true);
    loadButton().click();
    expect(loaded()).toBe(script);
  });
});

describe('the loader elsewhere', () => {
  for (const connection of [{ saveData: false, effectiveType: '4g' }, { effectiveType: '3g' }]) {
    it(`loads the scripts as before on a connection that does not ask to save data: ${JSON.stringify(connection)}`, () => {
      expect(savesData(connection)).toBe(false);
      runLoader(connection);
      expect(isLight()).toBe(false);
      expect(loaded()).toBe(fontPreload + script);
    });
  }

  it('loads the scripts as before in a browser without the Network Information API', () => {
    runLoader();
    expect(isLight()).toBe(false);
    expect(loaded()).toBe(fontPreload + script);
  });

  it('starts the font at once, before the page is parsed, and the scripts only after', () => {
    runLoader({ effectiveType: '4g' }, { parsed: false });
    expect(loaded()).toBe(fontPreload);
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect(loaded()).toBe(fontPreload + script);
  });

  it('runs on a page with no font to preload', () => {
    document.querySelector('template[data-font-preloads]')!.remove();
    runLoader({ effectiveType: '4g' });
    expect(loaded()).toBe(script);
  });
});

const chooseLight = () => (document.querySelector(`[${CHOOSE_LIGHT_ATTRIBUTE}] button`) as HTMLElement).click();

describe('the light version, chosen in any browser', () => {
  it('switches a running page to the light version and keeps it for the visit; the way back loads nothing twice', () => {
    runLoader();
    expect(loaded()).toBe(fontPreload + script);
    chooseLight();
    expect(isLight()).toBe(true);
    expect(sessionStorage.getItem(VERSION_CHOICE_KEY)).toBe(VERSION_CHOICES.light);
    loadButton().click();
    expect(isLight()).toBe(false);
    expect(sessionStorage.getItem(VERSION_CHOICE_KEY)).toBe(VERSION_CHOICES.interactive);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('opens the next page of the visit in the light version, with no connection that asks for it', () => {
    sessionStorage.setItem(VERSION_CHOICE_KEY, VERSION_CHOICES.light);
    runLoader({ saveData: false, effectiveType: '4g' });
    expect(isLight()).toBe(true);
    expect(loaded()).toBe('');
    // A click on the paragraph around the button is no choice.
    (document.querySelector(`[${CHOOSE_LIGHT_ATTRIBUTE}]`) as HTMLElement).click();
    loadButton().click();
    expect(loaded()).toBe(script);
  });
});

describe('the loader failing open', () => {
  const islandsScript = () => document.head.querySelector('script')!;
  const readMore = () => document.querySelector('[data-js-only]') as HTMLElement;

  it('shows the page without its islands when their script fails to load', () => {
    runLoader();
    expect(hasFailedOpen()).toBe(false);
    islandsScript().dispatchEvent(new Event('error'));
    expect(hasFailedOpen()).toBe(true);
  });

  it('shows the page without its islands when their script loads but never starts (a parse error)', () => {
    runLoader();
    islandsScript().dispatchEvent(new Event('load'));
    expect(hasFailedOpen()).toBe(true);
  });

  it('shows the page without its islands when their script hangs, once it has waited for it', () => {
    jest.useFakeTimers();
    runLoader();
    jest.advanceTimersByTime(ISLANDS_WAIT_MS - 1);
    expect(hasFailedOpen()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(hasFailedOpen()).toBe(true);
    jest.useRealTimers();
  });

  it('leaves a page whose islands started within the wait as it is', () => {
    jest.useFakeTimers();
    runLoader();
    root.setAttribute(ISLANDS_STARTED_ATTRIBUTE, '');
    jest.advanceTimersByTime(ISLANDS_WAIT_MS);
    expect(hasFailedOpen()).toBe(false);
    jest.useRealTimers();
  });

  it('waits for nothing in data-light mode, where it asks for no script', () => {
    jest.useFakeTimers();
    runLoader({ saveData: true });
    jest.advanceTimersByTime(ISLANDS_WAIT_MS);
    expect(hasFailedOpen()).toBe(false);
    jest.useRealTimers();
  });

  it('leaves a page whose islands started as it is', () => {
    runLoader();
    root.setAttribute(ISLANDS_STARTED_ATTRIBUTE, '');
    islandsScript().dispatchEvent(new Event('load'));
    readMore().click();
    expect(hasFailedOpen()).toBe(false);
  });

  it('answers a press on a control that needs the islands before they have started', () => {
    runLoader({ effectiveType: '4g' }, { parsed: false });
    (document.querySelector('main button:not([data-js-only])') as HTMLElement).click();
    expect(hasFailedOpen()).toBe(false);
    readMore().click();
    expect(hasFailedOpen()).toBe(true);
  });

  it('fails open before the first paint in a browser that cannot run module scripts (the islands never would)', () => {
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
    runLoader({ effectiveType: '4g' }, { parsed: false });
    expect(hasFailedOpen()).toBe(true);
  });
});

describe('the loader in an engine without cascade layers', () => {
  it('marks the page, so the unlayered base keeps its pictures and popovers in order', () => {
    delete (window as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule;
    runLoader();
    expect(root.hasAttribute(NO_LAYERS_ATTRIBUTE)).toBe(true);
  });

  it('leaves a current engine unmarked', () => {
    runLoader();
    expect(root.hasAttribute(NO_LAYERS_ATTRIBUTE)).toBe(false);
  });
});

describe("the loader and the headings' font", () => {
  /** A browser's FontFaceSet with the stylesheet's faces, each noting whether it was asked to load. */
  function withFaces() {
    const faces = ['unloaded', 'unloaded', 'loaded'].map((status) => ({
      status,
      load: jest.fn(() => Promise.resolve()),
    }));
    Object.defineProperty(document, 'fonts', { value: faces, configurable: true });
    return faces;
  }
  const linkArrives = () => {
    const link = document.createElement('link');
    document.head.append(link);
    link.dispatchEvent(new Event('load'));
  };
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
  });

  it('loads every face not yet loaded as soon as something (the stylesheet, the font) arrives, not at first layout', () => {
    const faces = withFaces();
    runLoader({ saveData: false, effectiveType: '4g' });
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([0, 0, 0]);
    linkArrives();
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('loads no face in data-light mode', () => {
    const faces = withFaces();
    runLoader({ saveData: true });
    linkArrives();
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
