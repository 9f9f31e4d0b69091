/**
 * The pictures that follow the palette of tailwind.config.ts: the SVGs, drawn in its colours and no others, and the
 * PNGs, each made from an SVG source in a page of its own. `npm run pictures` (scripts/pictures.ts) brings them in
 * line with the palette; scripts/pictures.test.ts fails while one of them is not. No browser is needed here: the
 * tests only work out what each picture is drawn from, and scripts/pictures.ts alone draws.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentModules } from '../lib/content/modules';
import { filledIn, SHARE_IMAGE } from '../lib/content/published';
import { palette } from '../tailwind.config';
import { filesUnder } from './html-files';

/** Colour by token name: 'brand-600', or 'ink' for ink's DEFAULT; each a lowercase '#rrggbb'. */
export type Tokens = Record<string, string>;

type Palette = Record<string, string | Record<string | number, string>>;

export function tokensOf(colours: Palette): Tokens {
  return Object.fromEntries(
    Object.entries(colours).flatMap(([name, value]) =>
      typeof value === 'string'
        ? [[name, normalHex(value)]]
        : Object.entries(value).map(([shade, hex]) => [
            shade === 'DEFAULT' ? name : `${name}-${shade}`,
            normalHex(hex),
          ]),
    ),
  );
}

export const paletteTokens = tokensOf(palette);

/** The record of what the committed pictures were drawn from, written by `npm run pictures`. */
export const DRAWN_FROM_FILE = 'scripts/pictures-drawn-from.json';

export type DrawnFrom = {
  /** The palette the SVGs were last coloured with: how `npm run pictures` knows which token each colour is. */
  palette: Tokens;
  /** Each PNG's drawing and bytes, as hashes: a PNG is stale when its drawing has changed or its bytes were replaced. */
  pictures: Record<string, { drawing: string; png: string }>;
};

export const readDrawnFrom = (): DrawnFrom => JSON.parse(readFileSync(DRAWN_FROM_FILE, 'utf8'));

/** '#FFF' and '#ffffff' are one colour. */
export function normalHex(hex: string): string {
  const lower = hex.toLowerCase();
  return lower.length === 4 ? `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}` : lower;
}

/**
 * The SVGs the palette colours, relative to the repository: the site's artwork and its icon. A client's logo
 * (content/proof.ts) is the client's own brand, so it keeps its colours.
 */
export function svgFiles(): string[] {
  const clientLogos = contentModules.proof.data.logos.clients.map(({ logo }) => path.join('public', logo.src));
  const artwork = filesUnder('public/images').filter((file) => file.endsWith('.svg') && !clientLogos.includes(file));
  return [...artwork, 'app/icon.svg'];
}

// A hex colour anywhere, but not a reference to an element (url(#abc), href="#abc").
const HEX_COLOUR = /(?<!url\(|href=["'])#[0-9a-f]{3,8}\b/gi;
// A colour given by name or function (red, rgb(…)) to a property that paints.
const PAINT = /\b(?:fill|stroke|stop-color|flood-color|lighting-color|color)\s*(?:=\s*["']|:\s*)([^"';>]+)/gi;
// What a paint may be that is no colour.
const NOT_COLOURS = new Set(['none', 'transparent', 'currentcolor', 'inherit']);

/**
 * The colours of `svg` outside the palette, as written. White is a token; none, transparent and currentColor are
 * no colours, and url(#…) names a gradient whose stops are checked in their turn.
 */
export function coloursOutside(svg: string, tokens: Tokens): string[] {
  const inPalette = new Set(Object.values(tokens));
  const hexes = [...svg.matchAll(HEX_COLOUR)].map(([hex]) => hex).filter((hex) => !inPalette.has(normalHex(hex)));
  const named = [...svg.matchAll(PAINT)]
    .map(([, value]) => value.trim())
    .filter((value) => !value.startsWith('#') && !value.startsWith('url(') && !NOT_COLOURS.has(value.toLowerCase()));
  return [...new Set([...hexes, ...named])];
}

/** Values that more than one token holds, which would leave a picture's colour naming no single token. */
export function sharedValues(tokens: Tokens): string[] {
  const names = Object.keys(tokens);
  return names
    .filter((name, index) => names.findIndex((other) => tokens[other] === tokens[name]) !== index)
    .map((name) => `${tokens[name]} (${name})`);
}

/** `svg`, drawn in `from`'s colours, with each colour replaced by its token's colour in `to`. */
export function recoloured(svg: string, from: Tokens, to: Tokens): string {
  const tokenOf = new Map(Object.entries(from).map(([name, hex]) => [hex, name]));
  return svg.replace(HEX_COLOUR, (hex) => {
    const token = tokenOf.get(normalHex(hex));
    if (!token) throw new Error(`${hex} is no colour of the palette the picture was drawn with`);
    const colour = to[token];
    if (!colour) throw new Error(`${hex} is ${token}, which the palette no longer has`);
    return colour;
  });
}

/**
 * A PNG and the page it is a screenshot of, at its size: `page` lays out the words it shows (a heading, the
 * company's name), which come from the content.
 */
export type Raster = {
  file: string;
  width: number;
  height: number;
  words: string[];
  page: (words: readonly string[]) => string;
};

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
/**
 * What a PNG is drawn with, its words aside: its size, colours, typeface, layout and SVG sources. The words are
 * left out because an editor changes them in the browser, where nothing can draw (CONTENT.md asks for
 * `npm run pictures` after changing a heading); a picture that changes with the palette is the developer's to redraw.
 */
export const drawingHash = ({ width, height, words, page }: Raster) =>
  hash(`${width}x${height}\n${page(words.map(() => ''))}`);
export const fileHash = (file: string) => hash(readFileSync(file));

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const fontDataUrl = (file: string) => `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;

// The headings' typeface, the file app/brand-font.ts serves (next/font takes no variable, so it is named twice;
// scripts/pictures.test.ts keeps the two the same).
export const BRAND_FONT_FILE = 'node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2';

/** A page exactly `width` x `height`, the brand typeface at hand, a body laid out by `style`. */
function html(width: number, height: number, style: string, body: string) {
  return `<!doctype html><html><head><style>
  @font-face{font-family:brand;src:url(${fontDataUrl(BRAND_FONT_FILE)});font-weight:600 800}
  html,body{margin:0}
  body{width:${width}px;height:${height}px;overflow:hidden;box-sizing:border-box;
    font-family:system-ui,'Noto Sans','DejaVu Sans',sans-serif}
  h1{font-family:brand,system-ui,sans-serif}
  ${style}</style></head><body>${body}</body></html>`;
}

/** An SVG drawn alone, filling a page of its size: the search engines' logo, the apple icon. */
function svgPicture(file: string, width: number, height: number, svg: string): Raster {
  const img = `<img src="${svgDataUrl(svg)}" alt="" width="${width}" height="${height}">`;
  return { file, width, height, words: [], page: () => html(width, height, 'img{display:block}', img) };
}

/**
 * Every PNG of the site with its page, in the colours of `tokens`; `svgText` reads an SVG source (the file as
 * committed, unless a test asks for it in other colours).
 */
export function rasters(tokens: Tokens, svgText = (file: string) => readFileSync(file, 'utf8')): Raster[] {
  const colour = (token: string) => tokens[token];
  const { site, products, services, jobs } = contentModules;
  // The site's facts, {placeholders} filled as pages get them.
  const filled = filledIn(
    { site: site.data, products: products.data, services: services.data, jobs: jobs.data },
    new Date(),
  ).site;
  const publicFile = (src: string) => path.join('public', src);
  const { width, height } = SHARE_IMAGE;

  // The social sharing image shows what its alt text says: the company's name, then the rest of the sentence.
  const [name, ...rest] = filled.socialImage.alt.split(': ');
  const icon = svgDataUrl(svgText('app/icon.svg'));
  const social: Raster = {
    file: publicFile(filled.socialImage.src),
    width,
    height,
    words: [name, rest.join(': ')],
    page: ([heading, line]) =>
      html(
        width,
        height,
        `body{background:${colour('brand-900')};color:${colour('white')};padding:112px 90px;position:relative}
  .disc{position:absolute;border-radius:50%}
  .big{width:640px;height:640px;right:-170px;top:-230px;background:${colour('brand-600')}}
  .low{width:240px;height:240px;left:710px;top:510px;background:${colour('brand-700')}}
  .ring{width:92px;height:92px;right:40px;top:450px;border:14px solid ${colour('secondary-600')}}
  img{position:relative;display:block;border-radius:24px}
  h1{position:relative;font-size:84px;line-height:1.1;margin:48px 0 0;font-weight:700}
  p{position:relative;font-size:38px;margin:20px 0 0}
  .bars{position:absolute;left:90px;bottom:70px;display:flex;gap:12px}
  .bars i{height:10px;border-radius:5px}`,
        `<div class="disc big"></div><div class="disc low"></div><div class="disc ring"></div>
  <img src="${icon}" alt="" width="118" height="118"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(line)}</p>
  <div class="bars"><i style="width:120px;background:${colour('accent-500')}"></i><i style="width:60px;background:${colour('secondary-600')}"></i><i style="width:30px;background:${colour('brand-100')}"></i></div>`,
      ),
  };

  // Each product page's share image: its heading, the company's name and city, and the drawing of its first screen.
  const productCards = contentModules.productPages.data.pages.map((productPage): Raster => {
    const screen = svgDataUrl(svgText(publicFile(productPage.screens[0].image.src)));
    return {
      file: publicFile(productPage.shareImage.src),
      width,
      height,
      words: [`${filled.name}, ${filled.address.city}`, productPage.heading],
      page: ([company, heading]) =>
        html(
          width,
          height,
          `body{background:${colour('brand-900')};color:${colour('white')};display:flex;align-items:center;gap:48px;padding:0 64px}
  .words{flex:1;min-width:0}
  .company{color:${colour('accent-400')};font-size:28px;font-weight:700;letter-spacing:.02em}
  h1{font-size:56px;line-height:1.15;margin:24px 0 0;font-weight:700}
  .rule{width:96px;height:8px;border-radius:4px;background:${colour('brand-500')};margin-top:36px}
  img{width:520px;height:390px;border-radius:24px;background:${colour('white')};flex:none}`,
          `<div class="words"><div class="company">${escapeHtml(company)}</div><h1>${escapeHtml(heading)}</h1>
  <div class="rule"></div></div><img src="${screen}" alt="">`,
        ),
    };
  });

  const logo = svgText(publicFile(filled.logo.src));
  const logoSize = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(logo);
  if (!logoSize) throw new Error(`${filled.logo.src} has no viewBox to size its PNG from`);
  // Four times the SVG's size: 176 px high, over the 112 px search engines ask for.
  const [logoWidth, logoHeight] = [Number(logoSize[1]) * 4, Number(logoSize[2]) * 4];

  return [
    social,
    ...productCards,
    svgPicture(publicFile(filled.searchEngineLogo.src), logoWidth, logoHeight, logo),
    // Apple draws its own rounded corners over a square picture; 180 px is the size it asks for.
    svgPicture('app/apple-icon.png', 180, 180, svgText('app/icon.svg')),
  ];
}
