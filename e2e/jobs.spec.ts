/**
 * What applicants can trust on each job's page and card: the salary shown is the one its JobPosting gives search
 * engines, the page is headed by the role and applies through the job's own form, and it says how hiring goes and
 * that applying is free, with the domain our mail comes from. Words are read from content.
 */
import type { Locator, Page } from '@playwright/test';
import { href, jobPath } from '../lib/routes';
import { fillTemplate } from '../lib/template';
import { jobs, pages, site } from './content';
import { expect, openPage, test } from './fixtures';
import { jobRoutes } from './site';

type Posting = {
  title: string;
  baseSalary?: { currency: string; value: { minValue: number; maxValue: number; unitText: 'MONTH' | 'YEAR' } };
};

/** The JobPosting of the open page, as search engines read it from its JSON-LD. */
async function postingOf(page: Page): Promise<Posting> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const postings = blocks.map((block) => JSON.parse(block)).filter((node) => node['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  return postings[0];
}

/** The salary a place shows, as written, or undefined when it shows none. */
async function shownSalary(place: Locator): Promise<string | undefined> {
  const term = place.locator('dt', { hasText: jobs.pay.label });
  if (!(await term.count())) return undefined;
  await expect(term).toBeVisible();
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** The shown salary says the posting's amounts, in whole rupees, and its month or year in content's words. */
function expectSameSalary(shown: string | undefined, posting: Posting, where: string) {
  const salary = posting.baseSalary;
  if (!salary) {
    expect(shown, `${where} shows no salary, as its JobPosting has none`).toBeUndefined();
    return;
  }
  expect(salary.currency).toBe('INR');
  const { minValue, maxValue, unitText } = salary.value;
  // The amounts as digits, read back from the text: "₹3,00,000" is 300000.
  const amounts = [...(shown ?? '').matchAll(/₹([\d,]+)/g)].map((match) => Number(match[1].replaceAll(',', '')));
  expect(amounts, `${where}: the amounts shown are the JobPosting's`).toEqual([minValue, maxValue]);
  const words = unitText === 'MONTH' ? jobs.pay.month : jobs.pay.year;
  const [min = '', max = ''] = (shown ?? '').match(/₹[\d,]+/g) ?? [];
  expect(shown, `${where}: the words around them are content's, for a ${unitText}`).toBe(
    fillTemplate(words, { min, max }),
  );
}

test.describe('every job page', () => {
  for (const [i, route] of jobRoutes.entries()) {
    const job = jobs.jobs[i];
    test(`${route} shows the salary of its JobPosting, is headed by the role, applies through its form and says how hiring goes`, async ({
      page,
    }) => {
      await openPage(page, route);
      const posting = await postingOf(page);
      const main = page.getByRole('main');

      expectSameSalary(await shownSalary(main), posting, route);
      // The role, as the JobPosting names it; the card's heading (the spec's) stays above it.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.postingTitle);
      expect(posting.title).toBe(job.postingTitle);
      await expect(main.getByRole('article').getByText(job.title, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: jobs.applyLabel })).toHaveAttribute(
        'href',
        job.applicationFormUrl ?? site.applicationFormUrl,
      );

      const steps = main
        .getByRole('heading', { level: 2, name: jobs.hiring.heading })
        .locator('xpath=following-sibling::ol[1]');
      await expect(steps.getByRole('listitem')).toHaveText(jobs.hiring.steps);

      const notice = main.getByRole('heading', { level: 2, name: jobs.applyingIsFree.heading });
      await expect(notice).toBeVisible();
      const domain = site.email.slice(site.email.indexOf('@') + 1);
      const text = notice.locator('xpath=following-sibling::p[1]');
      await expect(text).toHaveText(fillTemplate(jobs.applyingIsFree.text, { domain }));
      await expect(text).toContainText(`@${domain}`);
    });
  }
});

test('every job card shows the salary of its job page’s JobPosting, and that applying is free', async ({ page }) => {
  const postings = new Map<string, Posting>();
  for (const job of jobs.jobs) {
    await openPage(page, href(jobPath(job.slug)));
    postings.set(job.slug, await postingOf(page));
  }
  await openPage(page, href(pages.career.path));
  const section = page.getByRole('region', { name: jobs.heading });
  for (const job of jobs.jobs) {
    // The card keeps the spec's heading.
    const card = section
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: job.title, exact: true }) });
    expectSameSalary(await shownSalary(card), postings.get(job.slug)!, `the card of ${job.title}`);
  }
  await expect(section.getByText(jobs.applyingIsFree.heading, { exact: true })).toBeVisible();
});
