import type { Metadata } from 'next';
import { ServicePage, serviceMetadata, serviceParams } from '@/components/pages/ServicePage';

type Props = { params: Promise<{ slug: string }> };

// Only the service pages in content exist; any other /ta/services/<slug>/ is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata('ta', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ServicePage language="ta" slug={(await params).slug} />;
}
