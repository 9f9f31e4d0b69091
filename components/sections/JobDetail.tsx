import type { Content } from '@/lib/content';
import { salaryText } from '@/lib/salary';
import { fillTemplate } from '@/lib/template';
import { ButtonLink } from '../ui/ButtonLink';
import { ContentImage } from '../ui/ContentImage';
import { ApplyingIsFree } from './ApplyingIsFree';
import { Salary } from './Salary';

type Jobs = Content['jobs'];
type Props = { job: Jobs['jobs'][number]; jobs: Jobs; site: Content['site'] };

/**
 * A job's own page, headed by the role: the salary, the whole description, requirements and location, how hiring
 * goes, that applying is free, and the same Apply Now as its card.
 */
export function JobDetail({ job, jobs, site }: Props) {
  const { address } = site;
  return (
    <article aria-labelledby="job-heading" className="mx-auto max-w-page px-4 py-14 sm:px-6">
      <div className="grid items-start gap-10 md:grid-cols-[2fr_1fr]">
        {/* min-w-0: the column may be narrower than its longest word (spaced text at 320 px), which then breaks. */}
        <div className="min-w-0">
          {/* The card's heading, so the page is recognisably the card's; the h1 is the role, as in the JobPosting. */}
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{job.title}</p>
          <h1 id="job-heading" className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900">
            {job.postingTitle}
          </h1>
          <p className="mt-3 text-lg font-medium text-ink">{job.details}</p>
          {job.salary && (
            <Salary label={jobs.pay.label} text={salaryText(job.salary, jobs.pay)} className="mt-3 text-lg" />
          )}
          <p className="mt-6 text-lg text-ink-muted">{job.summary}</p>
          <JobList heading={jobs.labels.responsibilities} items={job.responsibilities} />
          <JobList heading={jobs.labels.requirements} items={job.requirements} />
          <h2 className="mt-10 text-2xl font-bold text-brand-900">{jobs.labels.location}</h2>
          <p className="mt-3 text-lg text-ink-muted">
            {jobs.location.workplace}: {address.street}, {address.locality}, {address.city} {address.postalCode},{' '}
            {address.region}
          </p>
          <h2 className="mt-10 text-2xl font-bold text-brand-900">{jobs.hiring.heading}</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-lg text-ink-muted">
            {jobs.hiring.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-10">
            <ApplyingIsFree words={jobs.applyingIsFree} email={site.email} level={2} />
          </div>
          <div className="mt-8">
            <ButtonLink
              href={job.applicationFormUrl ?? site.applicationFormUrl}
              context={fillTemplate(jobs.applyContext, { title: job.postingTitle })}
              external
            >
              {jobs.applyLabel}
            </ButtonLink>
          </div>
        </div>
        <ContentImage image={job.image} priority className="h-auto w-full rounded-2xl bg-brand-50" />
      </div>
    </article>
  );
}

function JobList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold text-brand-900">{heading}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-lg text-ink-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
