import { render, screen, within } from '@testing-library/react';
import { mailtoUrl } from '@/lib/contact-links';
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
    render(
      <CareerSection jobs={withOwnForm} applicationFormUrl={site.applicationFormUrl} email={site.email} level={2} />,
    );
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

describe('with no job open', () => {
  const { noOpenings } = jobs;
  const renderWithout = () =>
    render(
      <CareerSection
        jobs={{ ...jobs, jobs: [] }}
        applicationFormUrl={site.applicationFormUrl}
        email={site.email}
        level={2}
      />,
    );

  it('the section says so under its heading, in place of the cards and their invitation to apply online', () => {
    renderWithout();
    const section = screen.getByRole('region', { name: jobs.heading });
    expect(within(section).getByText(noOpenings.text)).toBeInTheDocument();
    expect(within(section).queryByText(jobs.intro)).not.toBeInTheDocument();
    expect(within(section).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: new RegExp(jobs.applyLabel) })).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: new RegExp(jobs.detailsLabel) })).not.toBeInTheDocument();
  });

  it('and says how to apply anyway, with the email for a CV one tap away', () => {
    renderWithout();
    expect(screen.getByText(noOpenings.howToApply)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: noOpenings.emailLabel })).toHaveAttribute(
      'href',
      mailtoUrl(site.email, noOpenings.emailSubject),
    );
  });
});
