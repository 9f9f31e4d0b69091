import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';

export const metadata = notFoundMetadata('en');

/**
 * The English 404 page's screen (the export's 404.html is app/global-not-found.tsx, which puts it in the English
 * layout), and what an English route's notFound() shows.
 */
export default function NotFound() {
  return <NotFoundPage language="en" />;
}
