import { ContactPage, contactMetadata } from '@/components/pages/ContactPage';

export const metadata = contactMetadata('ta');

export default function Page() {
  return <ContactPage language="ta" />;
}
