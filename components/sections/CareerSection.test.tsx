import { render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content';
import { fillTemplate } from '@/lib/template';
import { CareerSection } from './CareerSection';
import { JobDetail } from './JobDetail';

const { jobs, site } = loadContent();
const ownForm = 'https://forms.example.in/apply-for-this-job';
// The first job with a form of its own, the others with none: each falls back to the site-wide form.
const withOwnForm = {
  ...jobs,
  jobs: jobs.jobs.map((job, i) => (i === 0 ? { ...job, applicationFormUrl: ownForm } : job)),
};

const applyLink = (title: string) =>
  screen.getByRole('link', { name: `${jobs.applyLabel} ${fillTemplate(jobs.applyContext, { title })}` });

describe('Apply Now opens the job’s own application form, or the site-wide one', () => {
  it('on the job cards', () => {
    render(<CareerSection jobs={withOwnForm} applicationFormUrl={site.applicationFormUrl} level={2} />);
    const [first, ...others] = withOwnForm.jobs;
    expect(applyLink(first.title)).toHaveAttribute('href', ownForm);
    for (const job of others) expect(applyLink(job.title)).toHaveAttribute('href', site.applicationFormUrl);
  });

  it("on a job's own page", () => {
    const { unmount } = render(<JobDetail job={withOwnForm.jobs[0]} jobs={withOwnForm} site={site} />);
    expect(applyLink(withOwnForm.jobs[0].postingTitle)).toHaveAttribute('href', ownForm);
    unmount();
    render(<JobDetail job={withOwnForm.jobs[1]} jobs={withOwnForm} site={site} />);
    expect(
      within(screen.getByRole('article')).getByRole('link', { name: new RegExp(jobs.applyLabel) }),
    ).toHaveAttribute('href', site.applicationFormUrl);
  });
});
