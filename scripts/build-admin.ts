/**
 * Builds the browser editor into <folder>/admin/ (out/admin/ after `npm run build`): one bundle of Decap CMS
 * with the site's forms, checks and preview components, the site's styles for the preview, and a page that is
 * noindex with its own Content-Security-Policy. Visitors' pages are not touched: nothing they load comes from here.
 *
 * The backend is set when the editor is built: CMS_REPO (owner/name on GitHub), CMS_BRANCH (main unless set),
 * CMS_AUTH_URL (the OAuth proxy's address when the site is not on Netlify; see CONTENT.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { pictureFolders } from '../lib/cms/config';
import { filesOnDisk } from '../lib/content/check';
import { contentModules } from '../lib/content/modules';

/**
 * As strict as Decap CMS allows: its config check compiles schemas at run time ('unsafe-eval') and its styles are
 * injected as it renders ('unsafe-inline'). It talks to GitHub (or the local decap-server) and shows avatars.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** The screens the editor shows the form alone on, the preview on demand: a phone's, up to a small tablet's. */
export const PHONE_SCREEN = '(max-width: 799px)';

/**
 * The editor's page. It carries what the editor takes from the content (the folder each picture field's pictures
 * are in), as a page does, so the editor's script stays the same whatever the content says.
 */
const page = (pictureFolders: Record<string, string>) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy}">
<title>Content editor</title>
<style>/* The site's messages quote values to type: shown as written, not in the CMS's capitals. */
ul[class*="-ControlErrorsList"] { text-transform: none; }
/* The count under a search title or description (admin/widgets.tsx), in the CMS's hint style. */
.search-count { margin: 8px 0 0; font-size: 12px; color: #5b6373; }
/* The eye and scroll buttons float over the preview's top right corner: the preview starts left of them. */
.SplitPane > .Pane2 { padding-right: 56px; }
/* On a phone, the form alone, as wide as the screen (the CMS's editor and its bar are at least 800 px wide); the eye
   button shows the preview in its place (admin/main.tsx starts with it hidden). The bar keeps the way back, the save
   status, the Publish button and the account menu; the links to the live site go. */
@media ${PHONE_SCREEN} {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-BackCollection"], [class*="-PreviewButtonContainer"], [class*="-AppHeaderSiteLink"] { display: none !important; }
  [class*="-ToolbarSectionBackLink"], [class*="-ToolbarSectionMain"], [class*="-ToolbarSectionMeta"] { padding: 0 8px !important; }
  .SplitPane > .Pane1, .SplitPane > .Resizer { display: none !important; }
}</style>
<script type="application/json" id="picture-folders">${JSON.stringify(pictureFolders).replaceAll('<', '\\u003c')}</script>
<script src="admin.js" defer></script>
</head>
<body></body>
</html>
`;

/** The server-side parts the shared code imports (files, paths, the page list) are left out of the browser. */
const serverOnly: Plugin = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'server-only' }));
    // lib/svg-safety.ts parses with the browser's own DOMParser there, jsdom's only in Node.
    build.onResolve({ filter: /^jsdom$/ }, (args) => ({ path: args.path, namespace: 'server-only' }));
    // The page list is made from all content at build time; the preview needs only the hrefs.
    build.onResolve({ filter: /^@\/lib\/routes$/ }, () => ({ path: path.resolve('admin/stubs/routes.ts') }));
    build.onLoad({ filter: /.*/, namespace: 'server-only' }, () => ({
      contents: 'module.exports = {};',
      loader: 'js',
    }));
  },
};

/** Where the editor publishes, as the build's environment sets it (tests read the same). */
export function cmsBackend(env: Record<string, string | undefined> = process.env) {
  const authUrl = (env.CMS_AUTH_URL ?? '').trim().replace(/\/$/, '');
  // Decap takes the sign-in window's answer only from exactly this origin: with a path after it, signing in
  // would wait for ever.
  if (authUrl && (!URL.canParse(authUrl) || new URL(authUrl).origin !== authUrl))
    throw new Error(
      `CMS_AUTH_URL is "${authUrl}", but it must be the sign-in helper's address alone, with nothing after it, ` +
        'like https://sveltia-cms-auth.<you>.workers.dev (see CONTENT.md, "Setting up sign-in").',
    );
  return { repo: env.CMS_REPO || 'OWNER/REPO', branch: env.CMS_BRANCH || 'main', authUrl };
}

export async function buildAdmin(folder: string) {
  const backend = cmsBackend();
  const dir = path.join(folder, 'admin');
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: ['admin/main.tsx'],
    outfile: path.join(dir, 'admin.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    legalComments: 'none',
    alias: { 'next/link': './admin/stubs/next-link.tsx' },
    plugins: [serverOnly],
    banner: { js: "var process={env:{},cwd:function(){return '/'}};" },
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'window',
      CMS_REPO: JSON.stringify(backend.repo),
      CMS_BRANCH: JSON.stringify(backend.branch),
      CMS_AUTH_URL: JSON.stringify(backend.authUrl),
      ROUTE_FILES: JSON.stringify(filesOnDisk({ publicDir: 'public' }).routeFiles),
      PHONE_SCREEN: JSON.stringify(PHONE_SCREEN),
    },
    logLevel: 'warning',
  });
  const styles = previewStyles([folder, 'out']);
  if (!styles) console.warn('Editor: no built site yet, so the preview has no styles: run npm run build once.');
  writeFileSync(path.join(dir, 'preview.css'), styles);
  const data = Object.fromEntries(Object.values(contentModules).map((module) => [module.contentName, module.data]));
  writeFileSync(path.join(dir, 'index.html'), page(pictureFolders(data)));
}

/**
 * The site's own styles for the preview: those of the first of `exports` that is built (the export the editor
 * is built into, else the last build, out/); empty before any build, when the preview shows the sections unstyled.
 */
export function previewStyles(exports: string[]): string {
  const built = exports.map((folder) => path.join(folder, '_next', 'static')).find((dir) => existsSync(dir));
  if (!built) return '';
  return (readdirSync(built, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(built, file), 'utf8'))
    .join('\n');
}

if (process.argv[1]?.endsWith('build-admin.ts')) {
  const folder = process.argv[2] ?? (process.env.EXPORT_DIR || 'out');
  buildAdmin(folder).then(() => console.log(`Editor: built into ${folder}/admin/`));
}
