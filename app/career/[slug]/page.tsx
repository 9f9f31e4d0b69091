import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobDetail } from '@/components/sections/JobDetail';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { jobPath } from '@/lib/routes';

const { jobs, site } = content;

type Props = { params: Promise<{ slug: string }> };

// Only the jobs in content exist; any other /career/<slug>/ is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return jobs.jobs.map((job) => ({ slug: job.slug }));
}

const findJob = (slug: string) => jobs.jobs.find((job) => job.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = findJob((await params).slug);
  if (!job) return {};
  return pageMetadata({
    path: jobPath(job.slug),
    title: `${job.title} Job in ${site.address.city}`,
    description: `${job.details}. ${job.summary}`.slice(0, 160),
  });
}

export default async function JobPage({ params }: Props) {
  const job = findJob((await params).slug);
  if (!job) notFound();
  return <JobDetail job={job} jobs={jobs} site={site} />;
}
