/**
 * Build step, after `next build` (scripts/build-export.ts): draws the site's PNGs into the export from the palette
 * of tailwind.config.ts, their SVG sources and the content's words: the social sharing image, each product page's
 * share image, the search engines' logo and the apple icon (addresses and sizes: lib/drawn-pictures.ts). Drawn by
 * Next's own ImageResponse (satori lays out the words, resvg paints), so the build needs no browser, and a new
 * brand colour, product or heading reaches every picture with the next build.
 *
 *   EXPORT_DIR   the export being made (default out/)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { contentModules } from '../lib/content/modules';
import { filledIn } from '../lib/content/published';
import { APPLE_ICON_PX, drawnPicturePaths, LOGO_SCALE, SHARE_IMAGE } from '../lib/drawn-pictures';
import { BRAND_FONT_FILE, paletteTokens, type Tokens } from './brand-pictures';

/** One PNG: where the site serves it, its size, and what it shows. */
export type Drawing = { path: string; width: number; height: number; picture: ReactElement };

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const readSvg = (file: string) => readFileSync(file, 'utf8');

/**
 * Words that stay inside their box: a word too long for a line breaks inside it (the words come from content, and a
 * name or heading of one long word would run off the picture), and past `lines` lines they end in an ellipsis.
 */
const wrapped = (lines: number) => ({ display: 'block', wordBreak: 'break-word', lineClamp: lines }) as const;

/** An SVG alone, filling a white square or oblong of its size: the search engines' logo, the apple icon. */
function svgDrawing(sitePath: string, width: number, height: number, svg: string, white: string): Drawing {
  return {
    path: sitePath,
    width,
    height,
    picture: (
      <div style={{ display: 'flex', width, height, background: white }}>
        {/* biome-ignore lint/performance/noImgElement: satori paints it into a PNG; no browser loads it */}
        <img src={svgDataUrl(svg)} alt="" width={width} height={height} />
      </div>
    ),
  };
}

/** The content files the pictures are drawn from. */
type DrawnFrom = Pick<typeof contentModules, 'site' | 'products' | 'services' | 'jobs'>;

/**
 * Every PNG of the site, in the colours of `tokens`; `svgText` reads an SVG source (the file as committed, unless
 * a test asks for it in other colours), and `modules` gives the words (the content files, unless a test edits them).
 */
export function drawings(tokens: Tokens, svgText = readSvg, modules: DrawnFrom = contentModules): Drawing[] {
  const { site, products, services, jobs } = modules;
  // The site's facts, {placeholders} filled as pages get them.
  const filled = filledIn(
    { site: site.data, products: products.data, services: services.data, jobs: jobs.data },
    new Date(),
  ).site;
  const { width, height } = SHARE_IMAGE;
  const backdrop = {
    display: 'flex',
    width,
    height,
    background: tokens['brand-900'],
    color: tokens.white,
    fontFamily: 'brand',
  } as const;
  const disc = (size: number, place: object, paint: object) => (
    <div style={{ position: 'absolute', width: size, height: size, borderRadius: size / 2, ...place, ...paint }} />
  );

  // The social sharing image shows what its alt text says: the company's name, then the rest of the sentence.
  const [name, ...rest] = filled.socialImage.alt.split(': ');
  const social: Drawing = {
    path: drawnPicturePaths.socialImage,
    width,
    height,
    picture: (
      <div style={{ ...backdrop, flexDirection: 'column', padding: '112px 90px', position: 'relative' }}>
        {disc(640, { right: -170, top: -230 }, { background: tokens['brand-600'] })}
        {disc(240, { left: 710, top: 510 }, { background: tokens['brand-700'] })}
        {disc(92, { right: 40, top: 450 }, { border: `14px solid ${tokens['secondary-600']}` })}
        {/* biome-ignore lint/performance/noImgElement: satori paints it into a PNG; no browser loads it */}
        <img src={svgDataUrl(svgText('app/icon.svg'))} alt="" width={118} height={118} style={{ borderRadius: 24 }} />
        <div style={{ ...wrapped(2), fontSize: 84, lineHeight: 1.1, marginTop: 48, fontWeight: 700 }}>{name}</div>
        <div style={{ ...wrapped(2), fontSize: 38, marginTop: 20, fontWeight: 400 }}>{rest.join(': ')}</div>
        <div style={{ position: 'absolute', left: 90, bottom: 70, display: 'flex', gap: 12 }}>
          {[
            [120, tokens['accent-500']],
            [60, tokens['secondary-600']],
            [30, tokens['brand-100']],
          ].map(([barWidth, colour]) => (
            <div key={colour} style={{ width: barWidth, height: 10, borderRadius: 5, background: colour }} />
          ))}
        </div>
      </div>
    ),
  };

  // Each product page's share image: the company's name and city, its heading, and the drawing of its first screen.
  const productCards = products.data.products.map(
    ({ slug, page }): Drawing => ({
      path: drawnPicturePaths.productShareImage(slug),
      width,
      height,
      picture: (
        <div style={{ ...backdrop, alignItems: 'center', gap: 48, padding: '0 64px' }}>
          <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
            <div
              style={{ ...wrapped(2), color: tokens['accent-400'], fontSize: 28, fontWeight: 700, letterSpacing: 0.56 }}
            >
              {`${filled.name}, ${filled.address.city}`}
            </div>
            <div style={{ ...wrapped(5), fontSize: 56, lineHeight: 1.15, marginTop: 24, fontWeight: 700 }}>
              {page.heading}
            </div>
            <div style={{ width: 96, height: 8, borderRadius: 4, marginTop: 36, background: tokens['brand-500'] }} />
          </div>
          {/* biome-ignore lint/performance/noImgElement: satori paints it into a PNG; no browser loads it */}
          <img
            src={svgDataUrl(svgText(path.join('public', page.screens[0].image.src)))}
            alt=""
            width={520}
            height={390}
            style={{ borderRadius: 24, background: tokens.white }}
          />
        </div>
      ),
    }),
  );

  const logo = svgText(path.join('public', filled.logo.src));
  const logoSize = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(logo);
  if (!logoSize) throw new Error(`${filled.logo.src} has no viewBox to size its PNG from`);
  const [logoWidth, logoHeight] = [Number(logoSize[1]) * LOGO_SCALE, Number(logoSize[2]) * LOGO_SCALE];

  return [
    social,
    ...productCards,
    svgDrawing(drawnPicturePaths.searchEngineLogo, logoWidth, logoHeight, logo, tokens.white),
    svgDrawing(drawnPicturePaths.appleIcon, APPLE_ICON_PX, APPLE_ICON_PX, svgText('app/icon.svg'), tokens.white),
  ];
}

// The headings' typeface as the pages' headings have it, regular for the other words; satori reads WOFF, not WOFF2.
const fonts = [
  { weight: 700, file: BRAND_FONT_FILE },
  { weight: 400, file: BRAND_FONT_FILE.replace('-700-', '-400-') },
].map(({ weight, file }) => ({
  name: 'brand',
  weight: weight as 400 | 700,
  style: 'normal' as const,
  data: readFileSync(file.replace(/\.woff2$/, '.woff')),
}));

/** The PNG of `drawing`. */
export async function png({ width, height, picture }: Drawing): Promise<Buffer> {
  const response = new ImageResponse(picture, { width, height, fonts });
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  const exportDir = process.env.EXPORT_DIR || 'out';
  for (const drawing of drawings(paletteTokens)) {
    const file = path.join(exportDir, drawing.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await png(drawing));
  }
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
