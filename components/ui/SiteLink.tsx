import type { ComponentProps } from 'react';
import { assetPath } from '@/lib/routes';

type Props = ComponentProps<'a'> & { href: string };

/**
 * A link to one of the site's own pages, `href` as lib/routes gives it ("/about/"), under the deploy's base path.
 * A plain anchor: following it loads the page whole; the islands entry fetches it ahead once the visitor shows
 * intent (components/islands/prefetch-on-intent.ts).
 */
export function SiteLink({ href, ...props }: Props) {
  return <a {...props} href={assetPath(href)} />;
}
