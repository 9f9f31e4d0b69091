import { CareerPage, careerMetadata } from '@/components/pages/CareerPage';

export const metadata = careerMetadata('en');

export default function Page() {
  return <CareerPage language="en" />;
}
