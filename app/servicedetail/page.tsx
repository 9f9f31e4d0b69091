import { ServiceDetailBlocks } from '@/components/sections/ServiceDetailBlocks';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { services, pages } = content;

export const metadata = pageMetadata(pages.serviceDetail);

export default function ServiceDetailPage() {
  return <ServiceDetailBlocks detail={services.detail} level={1} />;
}
