import { CareerPage, careerMetadata } from '@/components/pages/CareerPage';

export const metadata = careerMetadata('ta');

export default function Page() {
  return <CareerPage language="ta" />;
}
