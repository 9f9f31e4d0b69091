import type { Metadata, Viewport } from 'next';
import { loadContent } from '@/lib/content';
import { templatedTitle } from '@/lib/metadata';
import EnglishLayout, { metadata as englishMetadata, viewport as englishViewport } from './(en)/layout';
import NotFound, { metadata as notFoundMetadata } from './(en)/not-found';

const { errors } = loadContent().chrome;

// The layout's metadata with the not-found screen's over it, as Next merges a page's into its layout's. This file
// is itself the layout of Next's 404 route (under it is only an empty page), so the layout's title template is
// applied here.
export const metadata: Metadata = {
  ...englishMetadata,
  ...notFoundMetadata,
  title: { absolute: templatedTitle(errors.notFoundTitle) },
};

export const viewport: Viewport = englishViewport;

/**
 * The site's 404 page, exported as 404.html, which the host sends for any address with no page: the English root
 * layout around the not-found screen (app/(en)/not-found.tsx), as Next composed it when app/layout.tsx was the one root
 * layout. Each language has its own root layout now (issue 42: app/(en)/ and a Tamil one), so there is no app/layout.tsx
 * for Next to put an app/not-found.tsx in; without this file (and `experimental.globalNotFound`, next.config.ts) the
 * export would write Next's own bare 404 page, without the site's header, footer or language.
 */
export default function GlobalNotFound() {
  return (
    <EnglishLayout>
      <NotFound />
    </EnglishLayout>
  );
}
