import { failedIslandStyle, staticPageStyle, withoutScriptsStyle } from './static-page-style';

/** Every style rule's selector, inside at-rules too, as the CSSOM reads them. */
function selectorsOf(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const selectors: string[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  walk(style.sheet!.cssRules);
  style.remove();
  return selectors;
}

describe('the static page style', () => {
  it('applies to every page when it has no mark (the <noscript> copy)', () => {
    const selectors = selectorsOf(staticPageStyle());
    expect(selectors).toContain('[data-js-only]');
    expect(selectors).toContain('html');
    expect(selectors.every((selector) => !selector.includes('[data-light]'))).toBe(true);
  });

  it('with scripting on, scopes every rule by the data-light and the failed-open marks on <html>, flat', () => {
    const css = withoutScriptsStyle({ dataLight: '[data-light]', failedOpen: '[data-failed-open]' });
    const selectors = selectorsOf(css);
    // The rule for <html> itself names it with a mark; every other rule looks inside it. Each rule holds both marks.
    expect(selectors).toContain('html[data-light],html[data-failed-open]');
    for (const selector of selectors)
      for (const part of selector.split(',')) expect(part).toMatch(/^html\[data-(light|failed-open)\]( |$)/);
    // The same rules as without JavaScript, and the control that loads the interactive version in data-light mode
    // alone: a page that failed open was never light.
    expect(selectors.length).toBe(selectorsOf(staticPageStyle()).length + 1);
    expect(selectors).toContain('html[data-light] [data-light-only]');
    expect(selectors).toContain('html[data-light] [data-js-only],html[data-failed-open] [data-js-only]');
    // No rule inside another: braces only close rules and the two at-rules around the popover fallback.
    expect(css.replace(/@supports[^{]*\{@media[^{]*\{/, '')).not.toMatch(/\{[^}]*\{/);
  });
});

describe('what each rule of the static page style shows or hides', () => {
  /** Each style rule's declarations by its selector, as `property: value !priority` (in order), with its at-rules. */
  function rulesOf(css: string) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    const rules: Record<string, { within: string[]; declarations: string[] }> = {};
    const walk = (list: CSSRuleList, within: string[]) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) {
          const declarations = Array.from(rule.style).map((property) => {
            const priority = rule.style.getPropertyPriority(property);
            return `${property}: ${rule.style.getPropertyValue(property)}${priority ? ` !${priority}` : ''}`;
          });
          rules[rule.selectorText] = { within, declarations };
        } else if ('cssRules' in rule) {
          const condition = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
          walk((rule as CSSGroupingRule).cssRules, [...within, condition]);
        }
      }
    };
    walk(style.sheet!.cssRules, []);
    style.remove();
    return rules;
  }

  it('shows what the islands would reveal, and hides what needs their scripts', () => {
    const rules = rulesOf(staticPageStyle());
    const everywhere = (declarations: string[]) => ({ within: [], declarations });
    // Controls that do nothing without scripts: Read More's toggle, the carousel's arrows, the scroll-to-top button.
    expect(rules['[data-js-only]']).toEqual(everywhere(['display: none !important']));
    // The preloader is invisible, not gone: its timer keeps running.
    expect(rules['[data-preloader]']).toEqual(everywhere(['visibility: hidden !important']));
    // Read More panels are open.
    expect(rules['[data-expandable]']).toEqual(everywhere(['display: block !important']));
    // The carousel's slides, stacked in one grid cell with all but the current one hidden, are shown one after another.
    expect(rules['[data-carousel-track]']).toEqual(everywhere(['gap: 1.5rem']));
    expect(rules['[data-carousel-slide]']).toEqual(
      everywhere(['visibility: visible !important', 'grid-area: auto !important']),
    );
    // With every picture, which the island draws (and the browser fetches) only once its slide shows.
    expect(rules['[data-carousel-slide] img']).toEqual(everywhere(['display: block !important']));
    // The plain "#top" link that stands in for the scroll-to-top button.
    expect(rules['[data-static-only]']).toEqual(everywhere(['display: contents !important']));
  });

  it("inside one island that failed on its own, shows what it would reveal, as the whole page's rules do", () => {
    const island = rulesOf(failedIslandStyle('[data-island][data-failed-open]'));
    const page = rulesOf(staticPageStyle());
    for (const selector of [
      '[data-js-only]',
      '[data-preloader]',
      '[data-expandable]',
      '[data-carousel-slide]',
      '[data-carousel-slide] img',
    ])
      expect(island[`[data-island][data-failed-open] ${selector}`]).toEqual(page[selector]);
    // The header's and the menu's rules stay the page's: an island's failure never changes the page around it.
    expect(Object.keys(island).every((selector) => selector.startsWith('[data-island][data-failed-open] '))).toBe(true);
  });

  it('without popovers, on phones, lists the menu under the logo in a header that scrolls away', () => {
    const rules = rulesOf(staticPageStyle());
    const onPhonesWithoutPopovers = (declarations: string[]) => ({
      within: [expect.stringMatching(/^@supports not selector\(:popover-open\)/), '@media (max-width:767px)'],
      declarations,
    });
    // The buttons that would open the menu and the contact popover.
    expect(rules['[popovertarget]']).toEqual(onPhonesWithoutPopovers(['display: none !important']));
    // The header scrolls away, so a jump to a section lands at the very top.
    expect(rules.html).toEqual(onPhonesWithoutPopovers(['scroll-padding-top: 0']));
    expect(rules['[data-site-header]']).toEqual(onPhonesWithoutPopovers(['position: static !important']));
    // The menu takes its own row under the logo, open, unclipped and flat.
    expect(rules['[data-site-header] nav']).toEqual(onPhonesWithoutPopovers(['flex-basis: 100%']));
    expect(rules['[data-nav-menu]']).toEqual(
      onPhonesWithoutPopovers([
        'display: flex !important',
        'position: static !important',
        'box-shadow: none !important',
        'max-height: none !important',
        'overflow: visible !important',
      ]),
    );
  });

  it('in data-light mode alone, shows its notice and the control that loads the interactive version', () => {
    const rules = rulesOf(withoutScriptsStyle({ dataLight: '[data-light]', failedOpen: '[data-failed-open]' }));
    expect(rules['html[data-light] [data-light-only]']).toEqual({
      within: [],
      declarations: ['display: contents !important'],
    });
  });
});
