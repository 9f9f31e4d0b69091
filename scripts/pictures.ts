/**
 * Brings every picture in line with the palette of tailwind.config.ts (`npm run pictures`): recolours each SVG from
 * the palette it was drawn with to the current one, then draws every PNG from its SVG source in Chromium (the social
 * sharing image, the product pages' share images, the search engines' logo, the apple icon), and records what
 * they were drawn from (scripts/pictures-drawn-from.json). Run it after changing the palette, adding a product or
 * changing the words a share image shows, and commit the pictures: the build only reads them, so it needs no
 * browser. Reads the content files as written, so it also runs before the pictures exist.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  DRAWN_FROM_FILE,
  type DrawnFrom,
  drawingHash,
  fileHash,
  paletteTokens,
  rasters,
  readDrawnFrom,
  recoloured,
  sharedValues,
  svgFiles,
} from './brand-pictures';
import { CHROMIUM_ARGS, findChromium } from './system-packages.mjs';

function recolourSvgs(drawnWith: DrawnFrom['palette']) {
  for (const file of svgFiles()) {
    const svg = readFileSync(file, 'utf8');
    let next: string;
    try {
      next = recoloured(svg, drawnWith, paletteTokens);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    if (next === svg) continue;
    writeFileSync(file, next);
    console.log(`Recoloured ${file}`);
  }
}

/** Draws every PNG (a new product's share image, a changed heading: they are few), and what each was drawn from. */
async function drawRasters(): Promise<DrawnFrom['pictures']> {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const drawn: DrawnFrom['pictures'] = {};
  try {
    for (const raster of rasters(paletteTokens)) {
      const page = await browser.newPage({ viewport: raster, deviceScaleFactor: 1 });
      await page.setContent(raster.page(raster.words));
      await page.evaluate(() => document.fonts.ready);
      mkdirSync(path.dirname(raster.file), { recursive: true });
      await page.screenshot({ path: raster.file, type: 'png' });
      await page.close();
      drawn[raster.file] = { drawing: drawingHash(raster), png: fileHash(raster.file) };
      console.log(`Drew ${raster.file}`);
    }
  } finally {
    await browser.close();
  }
  return drawn;
}

async function main() {
  const shared = sharedValues(paletteTokens);
  if (shared.length) throw new Error(`Two tokens of tailwind.config.ts share a colour: ${shared.join(', ')}`);
  const drawnFrom = existsSync(DRAWN_FROM_FILE) ? readDrawnFrom() : { palette: paletteTokens, pictures: {} };
  recolourSvgs(drawnFrom.palette);
  const pictures = await drawRasters();
  writeFileSync(DRAWN_FROM_FILE, `${JSON.stringify({ palette: paletteTokens, pictures }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
