import type { Metadata } from 'next';
import { ServicePage, serviceMetadata, serviceParams } from '@/components/pages/ServicePage';

type Props = { params: Promise<{ slug: string }> };

// Only the service pages in content exist; any other /services/<slug>/ is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata('en', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ServicePage language="en" slug={(await params).slug} />;
}
