import { staticPageStyle, withoutScriptsStyle } from './static-page-style';

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
