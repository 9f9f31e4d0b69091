import type { Metadata } from 'next';
import { JobPage, jobMetadata, jobParams } from '@/components/pages/JobPage';

type Props = { params: Promise<{ slug: string }> };

// Only the jobs in content exist; any other /ta/career/<slug>/ is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = jobParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobMetadata('ta', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <JobPage language="ta" slug={(await params).slug} />;
}
