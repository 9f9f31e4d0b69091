/**
 * A page without its scripts, while scripting is on. The page's inline script loader (scripts/defer-scripts.ts)
 * decides, and marks <html> so the layout's static style (lib/static-page-style.ts) shows the page as it is without
 * JavaScript:
 *
 * - Data-light mode: on a connection that asks to save data (the browser's data saver, or 2G), or when the visitor
 *   chose the light version with the footer's control in any browser, the loader fetches no script, until the
 *   visitor asks for the interactive version. The choice holds for the rest of the visit.
 * - Failing open: when the islands' script fails to load or to run, has not started a few seconds after it was asked
 *   for (it hangs), or a visitor presses one of the islands' controls before it has started, the page goes on as it
 *   is without its islands, every text shown. One island that fails alone goes on so by itself.
 */

/** Set on <html> by the loader while the page runs without its scripts to save data. */
export const DATA_LIGHT_ATTRIBUTE = 'data-light';

/**
 * Set on <html> of a page written in the system's typefaces only (the Tamil pages: the brand typeface has no Tamil
 * letters): the loader never fetches the brand typeface there, as in data-light mode.
 */
export const SYSTEM_FONTS_ATTRIBUTE = 'data-system-fonts';

/**
 * Set on <html> by the loader when the page goes on without its islands (their script failed or is late), and on
 * one island's wrapper when that island alone failed (components/islands/hydrate-islands.ts).
 */
export const FAILED_OPEN_ATTRIBUTE = 'data-failed-open';

/** Marks the control that loads the interactive version (the loader listens for its clicks; SiteFooter has it). */
export const LOAD_SCRIPTS_ATTRIBUTE = 'data-load-scripts';

/** Marks the element holding the button that switches to the light version, for browsers with no data saver. */
export const CHOOSE_LIGHT_ATTRIBUTE = 'data-choose-light';

/** The sessionStorage key that keeps the visitor's choice of version for the rest of the visit. */
export const VERSION_CHOICE_KEY = 'anvaya-version';

/** The two values the choice may hold. */
export const VERSION_CHOICES = { light: 'light', interactive: 'interactive' } as const;
