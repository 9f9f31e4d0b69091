import { dataLightStyle, staticPageStyle } from './static-page-style';

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

  it('in data-light mode, scopes every rule by the mark on <html>, flat, with no nested rule', () => {
    const css = dataLightStyle('[data-light]');
    const selectors = selectorsOf(css);
    // The rule for <html> itself names it with the mark; every other rule looks inside it.
    expect(selectors).toContain('html[data-light]');
    for (const selector of selectors) expect(selector).toMatch(/^html\[data-light\]( |$)/);
    // The same rules as without JavaScript, and the control that loads the interactive version.
    expect(selectors.length).toBe(selectorsOf(staticPageStyle()).length + 1);
    expect(selectors).toContain('html[data-light] [data-light-only]');
    // No rule inside another: braces only close rules and the two at-rules around the popover fallback.
    expect(css.replace(/@supports[^{]*\{@media[^{]*\{/, '')).not.toMatch(/\{[^}]*\{/);
  });
});
