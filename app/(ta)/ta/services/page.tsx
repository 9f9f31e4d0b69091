import { ServicesPage, servicesMetadata } from '@/components/pages/ServicesPage';

export const metadata = servicesMetadata('ta');

export default function Page() {
  return <ServicesPage language="ta" />;
}
