/**
 * After `next build`, the pages of each language besides English, as the host serves them:
 * - A language whose translation is not ready to publish (lib/content/translation: not reviewed, or its English
 *   changed since) leaves the Publish build's export, folder and all, so no half-reviewed page goes live. Next builds
 *   every route file, and an export cannot skip a page that has no parameters; nothing else names them then (the
 *   hreflang links, the language switch and the sitemap name only the languages the build publishes). The preview
 *   keeps them.
 * - Its 404 page, built at <language>/404/, is copied to <language>/404.html, which the host sends with status 404
 *   for an address in that language with no page, as Next writes 404.html for the English one.
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { builtLanguages, languages } from '../lib/content';

const exportDir = process.env.EXPORT_DIR || 'out';

for (const [language, { englishName }] of Object.entries(languages)) {
  const folder = path.join(exportDir, language);
  if (!builtLanguages().includes(language as keyof typeof languages)) {
    rmSync(folder, { recursive: true, force: true });
    console.log(
      `Languages: the ${englishName} pages are left out of this Publish build: their translation is not ready to publish ("npm run check:launch" says why).`,
    );
  } else if (existsSync(path.join(folder, '404', 'index.html')))
    copyFileSync(path.join(folder, '404', 'index.html'), path.join(folder, '404.html'));
}
