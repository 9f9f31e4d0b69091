/**
 * The SVGs that follow the palette of tailwind.config.ts, drawn in its colours and no others: `npm run pictures`
 * (scripts/pictures.ts) recolours them after a palette change, and scripts/pictures.test.ts fails while one of them
 * is not in line. The PNGs are drawn from these at build (scripts/draw-pictures.tsx).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentModules } from '../lib/content/modules';
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

/**
 * The palette the SVGs were last coloured with, written by `npm run pictures`: how it knows which token each colour
 * of a picture is when the palette has changed since.
 */
export const DRAWN_FROM_FILE = 'scripts/pictures-drawn-from.json';

export const readDrawnWith = (): Tokens => JSON.parse(readFileSync(DRAWN_FROM_FILE, 'utf8')).palette;

/** '#FFF' and '#ffffff' are one colour. */
export function normalHex(hex: string): string {
  const lower = hex.toLowerCase();
  return lower.length === 4 ? `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}` : lower;
}

/**
 * The SVGs the palette colours, relative to the repository: the site's artwork and its icon. A client's logo
 * (content/proof.yaml) is the client's own brand, so it keeps its colours.
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

// The headings' typeface, the file app/brand-font.ts serves (next/font takes no variable, so it is named twice;
// scripts/pictures.test.ts keeps the two the same). scripts/draw-pictures.tsx draws the share images' words in it.
export const BRAND_FONT_FILE = 'node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2';
