/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { brandFontSubset, PAGE_FONT_FILE } from './brand-font';
import { BRAND_FONT_FILE } from './brand-pictures';

test('the committed brand face is the one `npm run font` makes from @fontsource/poppins', async () => {
  expect((await brandFontSubset()).equals(readFileSync(PAGE_FONT_FILE))).toBe(true);
});

test('it is a fraction of the latin file every first visit would otherwise download', () => {
  const [subset, latin] = [PAGE_FONT_FILE, BRAND_FONT_FILE].map((file) => readFileSync(file).length);
  // The 40 KB page budget (budgets.json) counts it on every first visit.
  expect(subset).toBeLessThan(5 * 1024);
  expect(subset).toBeLessThan(latin * 0.65);
});
