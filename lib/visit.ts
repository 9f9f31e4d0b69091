/**
 * The preloader shows at the start of a visit, not on every page of it: every page is a whole document now, and a
 * four-second brand screen before each one would stand between the visitor and the page they asked for.
 */

/** The sessionStorage key the first page of a visit (a browser tab) sets. */
export const VISIT_KEY = 'anvaya-visit';

/** Set on <html>, before anything is painted, on every later page of the visit: the layout's style hides the preloader. */
export const VISIT_CONTINUES_ATTRIBUTE = 'data-visit-continues';

/**
 * Inline in every page's <head> (scripts/replace-next-runtime.ts puts it there; page-csp.ts hashes it). It runs
 * before the body is parsed, so a later page never paints the preloader at all. Storage refused (privacy
 * settings) only means every page is a visit's first.
 */
export const VISIT_SCRIPT = `try{sessionStorage.getItem("${VISIT_KEY}")?document.documentElement.setAttribute("${VISIT_CONTINUES_ATTRIBUTE}",""):sessionStorage.setItem("${VISIT_KEY}","1")}catch{}`;
