/**
 * Samples never go live unmarked (lib/content/samples). The preview (out/, `npm run build`, every fact in) says at
 * the top of every page how many facts are still samples; the Publish build (out-edited/, after the launch check,
 * as the Publish workflow makes it: e2e/build-edited.ts) has no notice and leaves out the case studies that are
 * still samples, keeping what was confirmed. The notice is the root layout's: proven once, on the home page.
 */
import { readFileSync } from 'node:fs';
import { fillTemplate } from '../lib/template';
import { htmlFiles } from '../scripts/html-files';
import { EDITED_DIR, SAMPLE_STUDIES } from './build-edited';
import { chrome, proof, samplesInPreview } from './content';
import { expect, openPage, test } from './fixtures';

const notice = fillTemplate(chrome.samplesNotice, { count: samplesInPreview });

test('the preview says at the top of the page, before the header, how many facts are still samples', async ({
  page,
}) => {
  expect(samplesInPreview).toBeGreaterThan(0);
  await openPage(page, '/');
  const said = page.getByRole('complementary').filter({ hasText: notice });
  await expect(said).toBeVisible();
  // Above the header's banner: the first thing a reviewer reads, and it scrolls away with the page.
  const [noticeBox, headerBox] = await Promise.all([said.boundingBox(), page.getByRole('banner').boundingBox()]);
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
  // Everything is in the preview, the samples too.
  for (const study of proof.caseStudies.studies)
    await expect(page.getByRole('heading', { name: study.title, exact: true })).toBeVisible();
});

test('the Publish build has no notice and no case study still a sample, on any page', () => {
  const pages = htmlFiles(EDITED_DIR).map((file) => readFileSync(file, 'utf8'));
  expect(pages.length).toBeGreaterThan(10);
  expect(SAMPLE_STUDIES.length).toBeGreaterThan(0);
  for (const html of pages) {
    expect(html).not.toContain('data-samples-notice');
    for (const study of SAMPLE_STUDIES) expect(html).not.toContain(study.title);
  }
});
