// Types for data-light-bytes.mjs, imported by e2e/budget.spec.ts (allowJs is off).
import type { CDPSession, Page } from '@playwright/test';

export declare function emulateSaveData(cdp: CDPSession): Promise<void>;
export declare function emulateRoundTrips(cdp: CDPSession, latency: number): Promise<void>;
export declare function emulate4G(cdp: CDPSession): Promise<void>;
export declare function downloadedSoFar(
  page: Page,
  options?: { firstScreen?: boolean },
): Promise<{ bytes: number; files: string[]; scripts: string[]; scriptBytes: number }>;
export declare function touchCarousel(page: Page): Promise<boolean>;
