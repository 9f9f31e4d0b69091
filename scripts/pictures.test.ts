/**
 * @jest-environment node
 *
 * The brand in one place: the palette of tailwind.config.ts is the only source of the pictures' colours, so a change
 * there, followed by `npm run pictures`, reaches every SVG and every PNG made from one. White is a token of the
 * palette; none, transparent and currentColor are no colours, and url(#…) names a gradient checked by its stops.
 */
import { readFileSync } from 'node:fs';
import { brandShades } from '../lib/brand-shades';
import { palette } from '../tailwind.config';
import {
  BRAND_FONT_FILE,
  coloursOutside,
  drawingHash,
  fileHash,
  paletteTokens,
  rasters,
  readDrawnFrom,
  recoloured,
  sharedValues,
  svgFiles,
  tokensOf,
} from './brand-pictures';

const read = (file: string) => readFileSync(file, 'utf8');
/** The palette with another brand colour, as a newcomer would change it: one line of tailwind.config.ts. */
const otherBrandColour = ['#7c3aed', '#dc2626'].find((colour) => colour !== palette.brand[600]) as string;
const otherBrand = tokensOf({ ...palette, brand: brandShades(otherBrandColour) });
/** The colours the SVGs are drawn in as committed (the palette, unless it changed since `npm run pictures`). */
const drawnWith = readDrawnFrom().palette;

test('every SVG of public/images and app/icon.svg is drawn in the colours of the palette alone', () => {
  const files = svgFiles();
  expect(files).toEqual(expect.arrayContaining(['app/icon.svg', 'public/images/logo.svg', 'public/images/hero.svg']));
  const outside = files.flatMap((file) =>
    coloursOutside(read(file), paletteTokens).map((colour) => `${file}: ${colour}`),
  );
  expect(outside).toEqual([]);
});

test('a colour outside the palette is found however it is written, and references to elements are no colours', () => {
  const svg = `<svg><rect fill="#123456"/><path stroke="red" style="fill:rgb(1,2,3)"/><stop stop-color="#FFF"/>
    <use href="#abc"/><rect fill="url(#bad)" stroke="currentColor"/><path fill="none" stroke="${paletteTokens['brand-900'].toUpperCase()}"/></svg>`;
  expect(coloursOutside(svg, paletteTokens)).toEqual(['#123456', 'red', 'rgb(1,2,3)']);
});

test('no two tokens share a colour, so each colour of a picture names one token', () => {
  expect(sharedValues(paletteTokens)).toEqual([]);
  expect(sharedValues({ ink: '#0f172a', 'brand-900': '#0f172a' })).toEqual(['#0f172a (brand-900)']);
});

test('another brand colour recolours every brand shade of every SVG', () => {
  const brandTokens = Object.keys(drawnWith).filter((token) => token.startsWith('brand-'));
  for (const file of svgFiles()) {
    const svg = read(file);
    const changed = recoloured(svg, drawnWith, otherBrand);
    expect(coloursOutside(changed, otherBrand)).toEqual([]);
    for (const token of brandTokens) expect(changed).not.toContain(drawnWith[token]);
    // Back again gives the file as committed: every colour went through its token.
    expect(recoloured(changed, otherBrand, drawnWith)).toBe(svg);
  }
  const logo = recoloured(read('public/images/logo.svg'), drawnWith, otherBrand);
  expect(logo).toContain(otherBrandColour);
  expect(logo).toContain(otherBrand['brand-500']);
});

test('recolouring stops at a colour of no token, or a token the palette no longer has, and names it', () => {
  expect(() => recoloured('<rect fill="#123456"/>', paletteTokens, otherBrand)).toThrow(
    '#123456 is no colour of the palette the picture was drawn with',
  );
  const { 'skin-dark': _, ...withoutSkin } = paletteTokens;
  expect(() => recoloured(`<rect fill="${paletteTokens['skin-dark']}"/>`, paletteTokens, withoutSkin)).toThrow(
    `${paletteTokens['skin-dark']} is skin-dark, which the palette no longer has`,
  );
});

test('another brand colour changes the drawing of every PNG, so each must be drawn again', () => {
  const before = rasters(drawnWith);
  const after = rasters(otherBrand, (file) => recoloured(read(file), drawnWith, otherBrand));
  expect(after.map((raster) => raster.file)).toEqual(before.map((raster) => raster.file));
  after.forEach((raster, index) => {
    expect({ file: raster.file, changed: drawingHash(raster) !== drawingHash(before[index]) }).toEqual({
      file: raster.file,
      changed: true,
    });
  });
});

test("the share images' headings are in the typeface the pages' headings are", () => {
  expect(read('app/brand-font.ts')).toContain(`src: '../${BRAND_FONT_FILE}'`);
});

// When this fails, run `npm run pictures` and commit what it changes.
test('the committed PNGs were drawn from the palette and the SVG sources as they are now', () => {
  const drawnFrom = readDrawnFrom();
  expect(drawnFrom.palette).toEqual(paletteTokens);
  const now = Object.fromEntries(
    rasters(paletteTokens).map((raster) => [raster.file, { drawing: drawingHash(raster), png: fileHash(raster.file) }]),
  );
  expect(now).toEqual(drawnFrom.pictures);
});
