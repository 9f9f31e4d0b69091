/**
 * Brings every SVG in line with the palette of tailwind.config.ts (`npm run pictures`): recolours each from the
 * palette it was drawn with to the current one, and records that palette (scripts/pictures-drawn-from.json). Run it
 * after changing the palette and commit what it changes; the PNGs follow at the next build
 * (scripts/draw-pictures.tsx).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { DRAWN_FROM_FILE, paletteTokens, readDrawnWith, recoloured, sharedValues, svgFiles } from './brand-pictures';

const shared = sharedValues(paletteTokens);
if (shared.length) throw new Error(`Two tokens of tailwind.config.ts share a colour: ${shared.join(', ')}`);
const drawnWith = readDrawnWith();
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
writeFileSync(DRAWN_FROM_FILE, `${JSON.stringify({ palette: paletteTokens }, null, 2)}\n`);
