import { mailtoUrl } from '@/lib/contact-links';
import type { Content, Language } from '@/lib/content';
import { hrefIn, jobPath } from '@/lib/routes';
import { salaryText } from '@/lib/salary';
import { sectionIds } from '@/lib/sections';
import { fillTemplate } from '@/lib/template';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { ContentImage } from '../ui/ContentImage';
import { Heading, type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { SiteLink } from '../ui/SiteLink';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { ApplyingIsFree } from './ApplyingIsFree';
import { Salary } from './Salary';

/**
 * `applicationFormUrl` is the site-wide form, for every job without a form of its own; `email` is where a CV goes
 * while no job is open.
 */
type Props = {
  jobs: Content['jobs'];
  applicationFormUrl: string;
  email: string;
  level: HeadingLevel;
  /**
   * A band between the sales story's sections (the home and about pages): each job in a few words (a small picture,
   * its title and line, the salary, Apply Now and its page) and the notice in small print. The career page has the
   * full cards.
   */
  compact?: boolean;
  /** The page's, whose twins the jobs' links lead to. */
  language?: Language;
};

type Job = Content['jobs']['jobs'][number];

/**
 * The open positions: each card gives the salary where content has one, applies through the job's external form
 * and links to the job's own page; under them, a note that applying is free. With no
 * job open the section stays, since menus and links jump to it, and says so, with how to send a CV anyway.
 */
export function CareerSection({ jobs, applicationFormUrl, email, level, compact = false, language = 'en' }: Props) {
  const { noOpenings } = jobs;
  const anyOpen = jobs.jobs.length > 0;
  return (
    <Section id={sectionIds.career} labelledBy="career-heading">
      {/* With no job open, the intro's invitation to apply online would lead nowhere: noOpenings replaces it. */}
      <SectionHeading
        level={level}
        id="career-heading"
        title={jobs.heading}
        intro={anyOpen ? jobs.intro : noOpenings.text}
      />
      {anyOpen && compact ? (
        <ul className="grid gap-4 md:grid-cols-3">
          {jobs.jobs.map((job) => (
            <li key={job.slug} className="flex">
              <CompactJobCard
                job={job}
                jobs={jobs}
                applicationFormUrl={applicationFormUrl}
                level={nextLevel(level)}
                language={language}
              />
            </li>
          ))}
        </ul>
      ) : anyOpen ? (
        <CardGrid items={jobs.jobs} keyOf={(job) => job.slug} columns="md:grid-cols-3">
          {(job, index) => (
            <Card
              priority={leadsPage(level) && index === 0}
              image={job.image}
              heading={job.title}
              level={nextLevel(level)}
              actions={<JobLinks job={job} jobs={jobs} applicationFormUrl={applicationFormUrl} language={language} />}
            >
              <p className="font-medium text-ink">{job.details}</p>
              {job.salary && <Salary label={jobs.pay.label} text={salaryText(job.salary, jobs.pay)} className="mt-2" />}
            </Card>
          )}
        </CardGrid>
      ) : (
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
          <p className="text-lg text-ink-muted">{noOpenings.howToApply}</p>
          <ButtonLink href={mailtoUrl(email, noOpenings.emailSubject)} external>
            {noOpenings.emailLabel}
          </ButtonLink>
        </div>
      )}
      {/* Under the cards, whose Apply Now leads straight to the form: applying is free, and our mail's domain. */}
      {anyOpen && (
        <div className={`mx-auto max-w-3xl ${compact ? 'mt-6' : 'mt-10'}`}>
          <ApplyingIsFree words={jobs.applyingIsFree} email={email} compact={compact} />
        </div>
      )}
    </Section>
  );
}

type JobProps = { job: Job; jobs: Content['jobs']; applicationFormUrl: string; language: Language };

/** Apply Now, to the job's own form or the site's, and the job's own page: as buttons, or beside each other as links. */
function JobLinks({ job, jobs, applicationFormUrl, language, compact = false }: JobProps & { compact?: boolean }) {
  const detailsHref = hrefIn(language, jobPath(job.slug));
  const detailsContext = fillTemplate(jobs.detailsContext, { title: job.title });
  return (
    <>
      <ButtonLink
        href={job.applicationFormUrl ?? applicationFormUrl}
        context={fillTemplate(jobs.applyContext, { title: job.title })}
        external
      >
        {jobs.applyLabel}
      </ButtonLink>
      {compact ? (
        <SiteLink
          href={detailsHref}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {jobs.detailsLabel}
          <VisuallyHidden> {detailsContext}</VisuallyHidden>
        </SiteLink>
      ) : (
        <ButtonLink href={detailsHref} context={detailsContext} variant="secondary">
          {jobs.detailsLabel}
        </ButtonLink>
      )}
    </>
  );
}

/** A job in a few words: the spec's card (picture, heading, details, Apply Now) at a phone's glance, with the salary. */
function CompactJobCard({ job, jobs, applicationFormUrl, level, language }: JobProps & { level: HeadingLevel }) {
  return (
    <article className="flex flex-1 flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-4">
        <ContentImage image={job.image} className="h-12 w-auto shrink-0 rounded-lg bg-brand-50" />
        <div>
          <Heading level={level} className="text-lg font-semibold text-brand-900">
            {job.title}
          </Heading>
          <p className="text-sm font-medium text-ink">{job.details}</p>
        </div>
      </div>
      {job.salary && (
        <Salary label={jobs.pay.label} text={salaryText(job.salary, jobs.pay)} className="flex-1 text-sm" />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <JobLinks job={job} jobs={jobs} applicationFormUrl={applicationFormUrl} language={language} compact />
      </div>
    </article>
  );
}
