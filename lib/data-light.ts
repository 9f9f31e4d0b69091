/**
 * Data-light mode: on a connection that asks to save data (the browser's data saver, or 2G), the page's inline
 * script loader (scripts/defer-scripts.ts) fetches no script and marks the page, and the page is shown as it is
 * without JavaScript (the layout's static style) until the visitor asks for the interactive version.
 */

/** Set on <html> by the loader while the page runs without its scripts. */
export const DATA_LIGHT_ATTRIBUTE = 'data-light';

/** Marks the control that loads the interactive version (the loader listens for its clicks; SiteFooter has it). */
export const LOAD_SCRIPTS_ATTRIBUTE = 'data-load-scripts';

/** The sessionStorage key that keeps the visitor's choice of the interactive version for the rest of the visit. */
export const INTERACTIVE_CHOICE_KEY = 'anvaya-interactive';
