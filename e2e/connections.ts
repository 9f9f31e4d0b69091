/** Connections that ask a page to save data, emulated through the Chrome DevTools Protocol as DevTools does. */
import type { Page } from '@playwright/test';
import { VERSION_CHOICE_KEY, VERSION_CHOICES } from '../lib/data-light';
import { emulateRoundTrips } from '../scripts/data-light-bytes.mjs';

export const connections = {
  // 1,500 ms round trips: Chromium reports '2g' (1,400 to 2,000 ms); the page reads effectiveType, not the speed.
  '2G': async (page: Page) => emulateRoundTrips(await page.context().newCDPSession(page), 1500),
  // The browser's data saver: navigator.connection.saveData, the same preference as the Save-Data request header.
  'Save-Data': async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  },
};

export type ConnectionName = keyof typeof connections;

/** What the page's Network Information API reports. */
export const connectionOf = (page: Page) =>
  page.evaluate(() => {
    const { effectiveType, saveData } = (navigator as Navigator & { connection: Record<string, unknown> }).connection;
    return { effectiveType, saveData };
  });

/**
 * The visitor chose the interactive version earlier in this visit (the footer control in data-light mode). Only in
 * the page itself: the script runs in every frame, and the map's (blocked, so an error page) may not use storage.
 */
export const chooseInteractive = (page: Page) =>
  page.addInitScript(
    ([key, value]) => {
      if (window.top === window) sessionStorage.setItem(key, value);
    },
    [VERSION_CHOICE_KEY, VERSION_CHOICES.interactive],
  );

/** Whether the page runs in data-light mode: the loader marked it and fetched no script. */
export const isDataLight = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-light'));
