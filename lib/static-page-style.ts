/**
 * How a page looks before, or without, its scripts: what the islands would reveal is shown from the start. The
 * same rules serve two cases: scripting off (in <noscript>), and data-light mode, which runs with scripting on
 * under a mark on <html> (lib/data-light.ts). The second copy is written out flat, each selector scoped by the
 * mark, never nested: the browsers most likely to be in data-light mode (UC Browser, Chrome 109 and older) drop a
 * nested rule whole, which would leave Read More panels shut under dead buttons and no way back.
 */

type Rule = readonly [selector: string, declarations: string];

// Islands hide by inline style (not the hidden attribute, which Tailwind hides with a layered !important) so these
// rules can win. The preloader is made invisible rather than removed, so its timer keeps running: when a data-light
// visitor loads the interactive version, it does not start its 4 seconds over.
const rules: Rule[] = [
  ['[data-js-only]', 'display:none!important'],
  ['[data-preloader]', 'visibility:hidden!important'],
  ['[data-expandable]', 'display:block!important'],
  ['[data-carousel-track]', 'gap:1.5rem'],
  ['[data-carousel-slide]', 'visibility:visible!important;grid-area:auto!important'],
  ['[data-static-only]', 'display:contents!important'],
];

// The phone menu opens as an HTML popover (globals.css); only a browser without popovers gets the old fallback:
// the menu listed under the logo in a header that scrolls away, where a jump to a section lands at the very top.
const withoutPopovers: Rule[] = [
  ['[popovertarget]', 'display:none!important'],
  ['html', 'scroll-padding-top:0'],
  ['[data-site-header]', 'position:static!important'],
  ['[data-site-header] nav', 'flex-basis:100%'],
  [
    '[data-nav-menu]',
    'display:flex!important;position:static!important;box-shadow:none!important;max-height:none!important;overflow:visible!important',
  ],
];

/** What data-light mode alone shows: its notice and the control that loads the interactive version. */
const dataLightOnly: Rule[] = [['[data-light-only]', 'display:contents!important']];

/** `selector` for the page when <html> carries `mark` (an attribute selector), or always when there is none. */
const scoped = (selector: string, mark: string) =>
  selector === 'html' ? `html${mark}` : mark ? `html${mark} ${selector}` : selector;

const css = (list: Rule[], mark: string) =>
  list.map(([selector, declarations]) => `${scoped(selector, mark)}{${declarations}}`).join('');

/** The static page's style, for every page or (with `mark`) only while <html> carries it. */
export function staticPageStyle(mark = ''): string {
  return `${css(rules, mark)}@supports not selector(:popover-open){@media (max-width:767px){${css(withoutPopovers, mark)}}}`;
}

/** Data-light mode's style: the static page under the mode's mark, with what only that mode shows. */
export const dataLightStyle = (mark: string) => staticPageStyle(mark) + css(dataLightOnly, mark);
