/**
 * How a page looks without its scripts: what the islands would reveal is shown from the start. The same rules serve
 * scripting off (in <noscript>) and the pages that run with scripting on but without their scripts, under a mark on
 * <html> (lib/data-light.ts): data-light mode, and a page whose islands' script failed or came too late. That copy
 * is written out flat, each selector scoped by the marks, never nested: the browsers most likely to be in data-light
 * mode or to fail (UC Browser, Chrome 109 and older) drop a nested rule whole, which would leave Read More panels
 * shut under dead buttons and no way back.
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
  // A hidden slide's picture, which the island leaves undrawn (and so unfetched) until its slide shows.
  ['[data-carousel-slide] img', 'display:block!important'],
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

/**
 * `selector` for the page while <html> carries any of `marks` (attribute selectors), as one selector list, or
 * always when there is none. Plain attribute selectors in a list, not :is(), which Chrome 87 and older drop.
 */
const scoped = (selector: string, marks: string[]) =>
  marks.length === 0
    ? selector
    : marks.map((mark) => (selector === 'html' ? `html${mark}` : `html${mark} ${selector}`)).join(',');

const css = (list: Rule[], marks: string[]) =>
  list.map(([selector, declarations]) => `${scoped(selector, marks)}{${declarations}}`).join('');

/** The static page's style, for every page or (with `marks`) only while <html> carries one of them. */
export function staticPageStyle(...marks: string[]): string {
  return `${css(rules, marks)}@supports not selector(:popover-open){@media (max-width:767px){${css(withoutPopovers, marks)}}}`;
}

/**
 * The style of a page that runs without its scripts: the static page while <html> carries the data-light or the
 * failed-open mark, and what only data-light mode shows.
 */
export const withoutScriptsStyle = ({ dataLight, failedOpen }: { dataLight: string; failedOpen: string }) =>
  staticPageStyle(dataLight, failedOpen) + css(dataLightOnly, [dataLight]);

/**
 * The static page's rules inside one island that failed on its own (components/islands/hydrate-islands.ts puts its
 * server HTML back and marks its wrapper with `mark`): what that island would reveal is shown, as without JavaScript.
 */
export const failedIslandStyle = (mark: string) =>
  rules.map(([selector, declarations]) => `${mark} ${selector}{${declarations}}`).join('');
