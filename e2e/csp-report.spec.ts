import { expect, test } from '@playwright/test';
import { withPagePolicy } from '../scripts/page-csp';

// CSP_REPORT_URI: a <meta> policy cannot carry report-uri or report-to, so the page's own reporter (a hashed
// inline listener) beacons each violation. A page built that way is checked here in Chromium, with a
// violation made on purpose. (This spec uses Playwright's plain test: the fixtures fail on the console
// error that the deliberate violation logs.)

const REPORT_URI = 'https://reports.example.com/csp';

test('each violation, of the page policy or of the host header, is beaconed to CSP_REPORT_URI', async ({ page }) => {
  const built = withPagePolicy(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><h1>t</h1></body></html>',
    { reportUri: REPORT_URI },
  );
  // An inline script that no hash allows, added after the build, as an injected script would be.
  const html = built.replace('</body>', '<script>document.title = "injected"</script></body>');
  const reports: unknown[] = [];
  await page.route(REPORT_URI, async (route) => {
    reports.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.route('http://site.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: html,
      // The host's policy, as public/_headers sends it, forbids plugins: an <embed> breaks it.
      headers: { 'Content-Security-Policy': "object-src 'none'" },
    }),
  );
  await page.goto('http://site.test/');
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('embed'), { src: '/x.swf' })));

  // The <embed> breaks the page's policy and the header's alike: one report for each.
  await expect.poll(() => reports.length).toBe(3);
  expect(await page.title()).toBe('t');
  expect(reports).toEqual(
    expect.arrayContaining([
      { 'csp-report': expect.objectContaining({ 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' }) },
      {
        'csp-report': expect.objectContaining({
          'effective-directive': 'object-src',
          'document-uri': 'http://site.test/',
        }),
      },
    ]),
  );
});
