import { render, screen, within } from '@testing-library/react';
import { mailtoUrl } from '@/lib/contact-links';
import { loadContent } from '@/lib/content';
import { href, jobPath } from '@/lib/routes';
import { salaryText } from '@/lib/salary';
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

describe('what applicants can trust', () => {
  const [first] = jobs.jobs;
  const domain = site.email.split('@')[1];
  const withSalary = jobs.jobs.filter((job) => job.salary);

  it('each card gives the salary in rupees where content has one, under the spec’s heading', () => {
    render(<CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} email={site.email} level={2} />);
    expect(withSalary.length).toBeGreaterThan(0);
    for (const job of jobs.jobs) {
      const card = screen.getByRole('heading', { level: 3, name: job.title }).closest('article')!;
      if (job.salary) {
        expect(within(card).getByText(salaryText(job.salary, jobs.pay))).toBeInTheDocument();
        expect(within(card).getByText(jobs.pay.label)).toBeInTheDocument();
      } else expect(within(card).queryByText(jobs.pay.label)).not.toBeInTheDocument();
    }
  });

  it('a card without a salary shows none', () => {
    const { salary: _, ...unpaid } = first;
    render(
      <CareerSection
        jobs={{ ...jobs, jobs: [unpaid] }}
        applicationFormUrl={site.applicationFormUrl}
        email={site.email}
        level={2}
      />,
    );
    expect(screen.queryByText(jobs.pay.label)).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('under the cards, that applying is free and the domain our mail comes from', () => {
    render(<CareerSection jobs={jobs} applicationFormUrl={site.applicationFormUrl} email={site.email} level={2} />);
    const section = screen.getByRole('region', { name: jobs.heading });
    expect(within(section).getByText(jobs.applyingIsFree.heading)).toBeInTheDocument();
    expect(within(section).getByText(new RegExp(`@${domain.replaceAll('.', '\\.')}\\b`))).toBeInTheDocument();
  });

  it('a job page is headed by the role, with the card’s heading above it and the salary below', () => {
    render(<JobDetail job={first} jobs={jobs} site={site} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.postingTitle);
    expect(screen.getByText(first.title)).toBeInTheDocument();
    expect(screen.getByText(salaryText(first.salary!, jobs.pay))).toBeInTheDocument();
  });

  it('a job page lists the hiring steps in order, then says applying is free, before Apply Now', () => {
    render(<JobDetail job={first} jobs={jobs} site={site} />);
    const steps = screen.getByRole('heading', { level: 2, name: jobs.hiring.heading }).nextElementSibling!;
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(jobs.hiring.steps);
    const notice = screen.getByRole('heading', { level: 2, name: jobs.applyingIsFree.heading });
    expect(notice.nextElementSibling).toHaveTextContent(fillTemplate(jobs.applyingIsFree.text, { domain }));
    const apply = screen.getByRole('link', { name: new RegExp(jobs.applyLabel) });
    expect(notice.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('as a band on the home and about pages (compact)', () => {
  const renderBand = () =>
    render(
      <CareerSection
        jobs={withOwnForm}
        applicationFormUrl={site.applicationFormUrl}
        email={site.email}
        level={2}
        compact
      />,
    );

  it('each job is the spec’s card in a few words: picture, heading, details, salary, Apply Now and its page', () => {
    renderBand();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(jobs.jobs.length);
    for (const [i, job] of withOwnForm.jobs.entries()) {
      const card = cards[i];
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(job.title);
      expect(within(card).getByRole('img', { name: job.image.alt })).toHaveAttribute('src', job.image.src);
      expect(within(card).getByText(job.details)).toBeInTheDocument();
      if (job.salary) expect(within(card).getByText(salaryText(job.salary, jobs.pay))).toBeInTheDocument();
      const links = within(card).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        job.applicationFormUrl ?? site.applicationFormUrl,
        href(jobPath(job.slug)),
      ]);
      expect(links[0]).toHaveAccessibleName(
        `${jobs.applyLabel} ${fillTemplate(jobs.applyContext, { title: job.title })}`,
      );
      expect(links[1]).toHaveAccessibleName(
        `${jobs.detailsLabel} ${fillTemplate(jobs.detailsContext, { title: job.title })}`,
      );
      // The job page's words stay on the job page.
      expect(card).not.toHaveTextContent(job.summary);
    }
  });

  it('keeps, under the cards, that applying is free and the domain our mail comes from', () => {
    renderBand();
    const section = screen.getByRole('region', { name: jobs.heading });
    expect(within(section).getByText(jobs.applyingIsFree.heading)).toBeInTheDocument();
    expect(
      within(section).getByText(fillTemplate(jobs.applyingIsFree.text, { domain: site.email.split('@')[1] })),
    ).toBeInTheDocument();
  });
});
