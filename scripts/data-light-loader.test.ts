/**
 * The inline script loader's data-light mode (scripts/defer-scripts.ts, lib/data-light.ts): on a connection that
 * asks to save data it fetches nothing, not even the headings' font, until the visitor asks for the interactive
 * version; elsewhere the font starts at once and the scripts after the first paint.
 */
import { savesData } from '../components/sections/MapFrame';
import { DATA_LIGHT_ATTRIBUTE, INTERACTIVE_CHOICE_KEY, LOAD_SCRIPTS_ATTRIBUTE } from '../lib/data-light';
import { LOADER } from './defer-scripts';

type Connection = { saveData?: boolean; effectiveType?: string };

const fontPreload = '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin="">';
const script = '<script src="/a.js" async=""></script>';
const template = `<template data-font-preloads="">${fontPreload}</template><template data-deferred-scripts="">${script}</template>`;
const loaded = () => document.head.innerHTML;
const isLight = () => document.documentElement.hasAttribute(DATA_LIGHT_ATTRIBUTE);

/** The loader as the page runs it, on a browser whose Network Information API reports `connection` (or has none). */
function runLoader(connection?: Connection, { parsed = true } = {}) {
  if (connection) Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  new Function(LOADER)();
  // jsdom has no paint timing: the scripts load once the document is parsed, unless the page is data-light.
  if (parsed) document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
}

// Each test's loader adds its click listener to the same window: a fresh one per test, removed after.
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = window.addEventListener.bind(window);
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `${template}<footer><button type="button" ${LOAD_SCRIPTS_ATTRIBUTE}=""><span>Load the interactive version</span></button><a href="#top">Back to top</a></footer>`;
  document.documentElement.removeAttribute(DATA_LIGHT_ATTRIBUTE);
  sessionStorage.clear();
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListenerOrEventListenerObject]);
    addEventListener(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  jest.restoreAllMocks();
  delete (navigator as { connection?: unknown }).connection;
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
    expect(sessionStorage.getItem(INTERACTIVE_CHOICE_KEY)).toBeTruthy();
    // A second press (the control is hidden by then) loads nothing twice.
    loadButton().click();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('loads the scripts as usual once the visitor has chosen the interactive version in this visit', () => {
    sessionStorage.setItem(INTERACTIVE_CHOICE_KEY, '1');
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
