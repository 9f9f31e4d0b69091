/**
 * Draws each product page's share image (content/product-pages.ts `shareImage`): a 1200x630 PNG, the size social
 * sites ask for (they refuse SVG), with its page heading, the company's name and city, and the
 * drawing of its first screen, in the site's colours. Run it once after adding a product or changing those words
 * (`npm run share-images`), and commit the pictures: the build only checks them (lib/content/published), so it
 * needs no browser. Reads the content files as written, so it also runs before the pictures exist.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { contentModules } from '../lib/content/modules';
import { SHARE_IMAGE } from '../lib/content/published';
import { CHROMIUM_ARGS, findChromium } from './system-packages.mjs';

const publicDir = path.join(process.cwd(), 'public');
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const svgDataUrl = (src: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(publicDir, src)).toString('base64')}`;

/** The colours of tailwind.config.ts. */
const colour = { brand900: '#0f1e3d', brand500: '#3b6cf0', accent400: '#fbbf24' };

function card({ heading, company, screen }: { heading: string; company: string; screen: string }) {
  return `<!doctype html><html><head><style>
  html,body{margin:0}
  body{width:${SHARE_IMAGE.width}px;height:${SHARE_IMAGE.height}px;background:${colour.brand900};color:#fff;
    font-family:system-ui,'Noto Sans','DejaVu Sans',sans-serif;display:flex;align-items:center;gap:48px;
    padding:0 64px;box-sizing:border-box;overflow:hidden}
  .words{flex:1;min-width:0}
  .company{color:${colour.accent400};font-size:28px;font-weight:700;letter-spacing:.02em}
  h1{font-size:56px;line-height:1.1;margin:24px 0 0;font-weight:800}
  .rule{width:96px;height:8px;border-radius:4px;background:${colour.brand500};margin-top:36px}
  img{width:520px;height:390px;border-radius:24px;background:#fff;flex:none}
  </style></head><body><div class="words"><div class="company">${escapeHtml(company)}</div><h1>${escapeHtml(heading)}</h1>
  <div class="rule"></div></div><img src="${screen}" alt=""></body></html>`;
}

async function main() {
  const site = contentModules.site.data;
  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: SHARE_IMAGE, deviceScaleFactor: 1 });
    for (const productPage of contentModules.productPages.data.pages) {
      const out = path.join(publicDir, productPage.shareImage.src);
      mkdirSync(path.dirname(out), { recursive: true });
      await page.setContent(
        card({
          heading: productPage.heading,
          company: `${site.name}, ${site.address.city}`,
          screen: svgDataUrl(productPage.screens[0].image.src),
        }),
      );
      await page.screenshot({ path: out, type: 'png' });
      console.log(`Drew ${path.relative(process.cwd(), out)}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
