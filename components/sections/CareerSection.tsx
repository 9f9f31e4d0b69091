import type { Content } from '@/lib/content';
import { href, jobPath } from '@/lib/routes';
import { sectionIds } from '@/lib/sections';
import { fillTemplate } from '@/lib/template';
import { ButtonLink } from '../ui/ButtonLink';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { type HeadingLevel, leadsPage, nextLevel } from '../ui/Heading';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';

/** `applicationFormUrl` is the site-wide form, for every job without a form of its own. */
type Props = { jobs: Content['jobs']; applicationFormUrl: string; level: HeadingLevel };

/** The open positions: each card applies through the job's external form and links to the job's own page. */
export function CareerSection({ jobs, applicationFormUrl, level }: Props) {
  return (
    <Section id={sectionIds.career} labelledBy="career-heading">
      <SectionHeading level={level} id="career-heading" title={jobs.heading} intro={jobs.intro} />
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
          </Card>
        )}
      </CardGrid>
    </Section>
  );
}
