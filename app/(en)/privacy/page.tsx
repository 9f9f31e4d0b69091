import { PrivacyNotice } from '@/components/sections/PrivacyNotice';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { loadContent } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

const { privacy, pages, chrome } = loadContent();

export const metadata = pageMetadata(pages.privacy);

export default function PrivacyPage() {
  return (
    <>
      <Breadcrumbs path={pages.privacy.path} label={chrome.breadcrumbLabel} />
      <PrivacyNotice privacy={privacy} level={1} />
    </>
  );
}
