import { HomePage, homeMetadata } from '@/components/pages/HomePage';

export const metadata = homeMetadata('ta');

export default function Page() {
  return <HomePage language="ta" />;
}
