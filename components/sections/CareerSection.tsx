import { mailtoUrl } from '@/lib/contact-links';
import type { Content } from '@/lib/content';
import { href, jobPath } from '@/lib/routes';
import { salaryText } from '@/lib/salary';
import { sectionIds } from '@/lib/sections';
import { fillTemplate } from '@/lib/template';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { ApplyingIsFree } from './ApplyingIsFree';
import { Salary } from './Salary';

/**
 * `applicationFormUrl` is the site-wide form, for every job without a form of its own; `email` is where a CV goes
 * while no job is open.
 */
type Props = { jobs: Content['jobs']; applicationFormUrl: string; email: string; level: HeadingLevel };

/**
 * The open positions: each card gives the salary where content has one, applies through the job's external form
 * and links to the job's own page; under them, a note that applying is free. With no
 * job open the section stays, since menus and links jump to it, and says so, with how to send a CV anyway.
 */
export function CareerSection({ jobs, applicationFormUrl, email, level }: Props) {
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
      {anyOpen ? (
        <CardGrid items={jobs.jobs} keyOf={(job) => job.slug} columns="md:grid-cols-3">
          {(job, index) => (
            <Card
              priority={leadsPage(level) && index === 0}
              image={job.image}
              heading={job.title}
              level={nextLevel(level)}
              actions={
                <>
                  <ButtonLink
                    href={job.applicationFormUrl ?? applicationFormUrl}
                    context={fillTemplate(jobs.applyContext, { title: job.title })}
                    external
                  >
                    {jobs.applyLabel}
                  </ButtonLink>
                  <ButtonLink
                    href={href(jobPath(job.slug))}
                    context={fillTemplate(jobs.detailsContext, { title: job.title })}
                    variant="secondary"
                  >
                    {jobs.detailsLabel}
                  </ButtonLink>
                </>
              }
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
        <div className="mx-auto mt-10 max-w-3xl">
          <ApplyingIsFree words={jobs.applyingIsFree} email={email} />
        </div>
      )}
    </Section>
  );
}
