import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobDetail } from '@/components/sections/JobDetail';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadContent } from '@/lib/content';
import { jobPageTitle } from '@/lib/content/published';
import { pageMetadata, summarise } from '@/lib/metadata';
import { jobPath, NO_OPEN_JOB_SLUG } from '@/lib/routes';
import { jobPostingJsonLd } from '@/lib/structured-data';

const { jobs, site, chrome } = loadContent();

type Props = { params: Promise<{ slug: string }> };

// Only the jobs in content exist; any other /career/<slug>/ is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  // With no job open, one placeholder keeps the export going: findJob finds no job for it, so it is the 404 page.
  return jobs.jobs.length ? jobs.jobs.map((job) => ({ slug: job.slug })) : [{ slug: NO_OPEN_JOB_SLUG }];
}

const findJob = (slug: string) => jobs.jobs.find((job) => job.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = findJob((await params).slug);
  if (!job) return {};
  return pageMetadata({
    path: jobPath(job.slug),
    title: jobPageTitle(job, jobs.pageTitle),
    description: summarise(`${job.details}. ${job.summary}`),
  });
}

export default async function JobPage({ params }: Props) {
  const job = findJob((await params).slug);
  if (!job) notFound();
  return (
    <>
      <Breadcrumbs path={jobPath(job.slug)} label={chrome.breadcrumbLabel} />
      <JsonLd data={jobPostingJsonLd(job)} />
      <JobDetail job={job} jobs={jobs} site={site} />
    </>
  );
}
