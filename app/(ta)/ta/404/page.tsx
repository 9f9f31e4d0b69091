import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';

export const metadata = notFoundMetadata('ta');

/**
 * The Tamil 404 page: exported as ta/404.html (scripts/language-pages.ts), which the host sends with status 404 for
 * any /ta/ address with no page (scripts/serve.mjs, deploy/nginx.conf). Its own address answers 404 too.
 */
export default function TamilNotFound() {
  return <NotFoundPage language="ta" />;
}
