/**
 * Samples never go live unmarked (lib/content/samples). The preview (out/, `npm run build`, every fact in) says at
 * the top of every page how many facts are still samples; the Publish build (out-edited/, after the launch check,
 * as the Publish workflow makes it: e2e/build-edited.ts) has no notice and leaves out the case studies that are
 * still samples, keeping what was confirmed. The notice is the root layout's: proven once, on the home page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exampleBuyerFacts } from '../lib/buyer-facts-for-tests';
import { fillTemplate } from '../lib/template';
import { htmlFiles } from '../scripts/html-files';
import { EDITED_DIR, NAMED_STUDY, SAMPLE_STUDIES } from './build-edited';
import { chrome, proof, samplesInPreview, site } from './content';
import { expect, openPage, test } from './fixtures';

const notice = fillTemplate(chrome.samplesNotice, { count: samplesInPreview });

test('the preview says at the top of the page, under the header, how many facts are still samples', async ({
  page,
}) => {
  expect(samplesInPreview).toBeGreaterThan(0);
  await openPage(page, '/');
  const said = page.getByRole('complementary').filter({ hasText: notice });
  await expect(said).toBeInViewport();
  // Right under the header's banner: the first thing a reviewer reads, and it scrolls away with the page.
  const [noticeBox, headerBox] = await Promise.all([said.boundingBox(), page.getByRole('banner').boundingBox()]);
  expect(Math.abs(noticeBox!.y - (headerBox!.y + headerBox!.height))).toBeLessThanOrEqual(1);
  // Everything is in the preview, the samples too: each case study, its client's name withheld.
  for (const study of proof.caseStudies.studies)
    await expect(page.getByRole('heading', { name: study.title, exact: true })).toBeVisible();
  await expect(page.getByText(proof.caseStudies.nameWithheld)).toHaveCount(proof.caseStudies.studies.length);
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

/** A page's words as a visitor reads them: no tags, the characters HTML escapes written out. */
const wordsOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('the Publish build keeps what was confirmed: a client named with permission, and the buyer facts', () => {
  const home = wordsOf(readFileSync(path.join(EDITED_DIR, 'index.html'), 'utf8'));
  const { caseStudies } = proof;
  // Named with permission: the name, no "withheld"; the reference call offered; who holds each result's evidence.
  expect(home).toContain(NAMED_STUDY.title);
  expect(home).toContain(NAMED_STUDY.client);
  expect(home).not.toContain(caseStudies.nameWithheld);
  expect(home).toContain(caseStudies.referenceCall);
  for (const result of NAMED_STUDY.results) expect(home).toContain(`${caseStudies.evidenceLabel} ${result.evidence}`);
  // Confirmed, the registration numbers are in every page's footer; the profiles, not confirmed, are left out.
  expect(home).toContain(exampleBuyerFacts.cin);
  expect(home).toContain(exampleBuyerFacts.gstin);
  for (const profile of site.profiles)
    expect(readFileSync(path.join(EDITED_DIR, 'index.html'), 'utf8')).not.toContain(profile);
});
