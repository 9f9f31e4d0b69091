// Types for find-chromium.mjs, imported by playwright.config.ts (allowJs is off).
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | null;
