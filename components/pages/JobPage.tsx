import { notFound } from 'next/navigation';
import { JobDetail } from '@/components/sections/JobDetail';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Language } from '@/lib/content';
import { jobPageTitle } from '@/lib/content/published';
import { pageMetadata, summarise } from '@/lib/metadata';
import { contentIn, jobPath, NO_OPEN_JOB_SLUG, pathIn } from '@/lib/routes';
import { jobPostingJsonLd } from '@/lib/structured-data';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export function jobParams() {
  const { jobs } = contentIn('en');
  // With no job open, one placeholder keeps the export going: no job has it, so it is the 404 page.
  return jobs.jobs.length ? jobs.jobs.map((job) => ({ slug: job.slug })) : [{ slug: NO_OPEN_JOB_SLUG }];
}

const jobIn = (language: Language, slug: string) => contentIn(language).jobs.jobs.find((job) => job.slug === slug);

export function jobMetadata(language: Language, slug: string) {
  const job = jobIn(language, slug);
  if (!job) return {};
  return pageMetadata(
    {
      path: pathIn(language, jobPath(slug)),
      title: jobPageTitle(job, contentIn(language).jobs.pageTitle),
      description: summarise(`${job.details}. ${job.summary}`),
    },
    language,
  );
}

/**
 * One job's own page in `language`. Its JobPosting is given once, on the English page, so job search engines list
 * the job once.
 */
export function JobPage({ language, slug }: { language: Language; slug: string }) {
  const job = jobIn(language, slug);
  if (!job) notFound();
  const { jobs, site, chrome } = contentIn(language);
  const path = pathIn(language, jobPath(slug));
  return (
    <>
      <LanguageSwitch path={path} />
      <Breadcrumbs path={path} label={chrome.breadcrumbLabel} language={language} />
      {language === 'en' && <JsonLd data={jobPostingJsonLd(job)} />}
      <JobDetail job={job} jobs={jobs} site={site} />
    </>
  );
}
