/**
 * @jest-environment node
 *
 * The brand in one place: the palette of tailwind.config.ts is the only source of the pictures' colours, so a change
 * there, followed by `npm run pictures`, reaches every SVG, and the next build draws every PNG from them. White is a
 * token of the palette; none, transparent and currentColor are no colours, and url(#…) names a gradient checked by
 * its stops.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandShades } from '../lib/brand-shades';
import { loadContent } from '../lib/content';
import { APPLE_ICON_PX, drawnPicturePaths, LOGO_MIN_PX, SHARE_IMAGE } from '../lib/drawn-pictures';
import { palette } from '../tailwind.config';
import { PAGE_FONT_FILE } from './brand-font';
import {
  coloursOutside,
  paletteTokens,
  readDrawnWith,
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
const drawnWith = readDrawnWith();

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

type Drawn = { path: string; width: number; height: number; corner: string; hash: string };
/**
 * Every PNG as the build draws it, in the palette as it is and with another brand colour (scripts/fixtures, in a
 * process of its own: Next's ImageResponse is an ES module jest cannot load).
 */
const [drawnNow, drawnOther]: Drawn[][] = (() => {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/fixtures/drawn-pictures.tsx', otherBrandColour], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
})();

test("the build draws the picture every page names: the site's, each product page's, the logo and the apple icon", () => {
  const { products } = loadContent();
  expect(drawnNow.map((drawn) => drawn.path)).toEqual([
    drawnPicturePaths.socialImage,
    ...products.products.map((product) => drawnPicturePaths.productShareImage(product.slug)),
    drawnPicturePaths.searchEngineLogo,
    drawnPicturePaths.appleIcon,
  ]);
});

test('every PNG comes out at the size social sites, search engines and Apple ask for', () => {
  const size = (path: string) => {
    const drawn = drawnNow.find((picture) => picture.path === path);
    return { width: drawn?.width, height: drawn?.height };
  };
  const shared = drawnNow.filter(
    (drawn) => drawn.path !== drawnPicturePaths.searchEngineLogo && drawn.path !== drawnPicturePaths.appleIcon,
  );
  for (const { path } of shared) expect({ path, ...size(path) }).toEqual({ path, ...SHARE_IMAGE });
  const logo = size(drawnPicturePaths.searchEngineLogo);
  expect(Math.min(logo.width ?? 0, logo.height ?? 0)).toBeGreaterThanOrEqual(LOGO_MIN_PX);
  expect(size(drawnPicturePaths.appleIcon)).toEqual({ width: APPLE_ICON_PX, height: APPLE_ICON_PX });
});

test('another brand colour reaches every PNG at the next build', () => {
  expect(drawnOther.map((drawn) => drawn.path)).toEqual(drawnNow.map((drawn) => drawn.path));
  drawnOther.forEach((drawn, index) => {
    expect({ path: drawn.path, changed: drawn.hash !== drawnNow[index].hash }).toEqual({
      path: drawn.path,
      changed: true,
    });
    // A share image's backdrop is the brand's darkest shade.
    if (drawn.width === SHARE_IMAGE.width) {
      expect(drawnNow[index].corner).toBe(paletteTokens['brand-900']);
      expect(drawn.corner).toBe(otherBrand['brand-900']);
    }
  });
});

// The pages' file is cut from the share images' (scripts/brand-font.test.ts proves it is the cut of this one).
test("the share images' headings are in the typeface the pages' headings are", () => {
  expect(read('app/brand-font.ts')).toContain(`src: './${path.relative('app', PAGE_FONT_FILE)}'`);
});

test('a name or heading of one long word wraps inside its column, so nothing runs off the share images', () => {
  // scripts/fixtures: the strips beside the words' column, compared with the shipped picture's, pixel by pixel.
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/fixtures/long-word-pictures.tsx'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const { products } = loadContent();
  expect(JSON.parse(run.stdout)).toEqual({
    [drawnPicturePaths.socialImage]: 0,
    [drawnPicturePaths.productShareImage(products.products[0].slug)]: 0,
  });
});

test("every kind of picture the check lets a product's screen be is drawn into its share image; a PNG, refused there, would stop the build", () => {
  // scripts/fixtures: the check's answer for each ending the site shows, and the build drawing the first product's
  // share image with its first screen of each kind it takes (and of PNG, the kind that stopped the build, issue 40).
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/fixtures/screen-pictures.tsx'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const { accepted, drawn } = JSON.parse(run.stdout) as { accepted: string[]; drawn: Record<string, string> };
  expect(accepted.length).toBeGreaterThan(0);
  for (const ending of accepted) expect({ ending, drawn: drawn[ending] }).toEqual({ ending, drawn: 'ok' });
  expect(accepted).not.toContain('.png');
  expect(drawn['.png']).toMatch(/^Failed to parse SVG/);
});
