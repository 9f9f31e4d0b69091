/**
 * The brand's shades from its one colour, so a new brand colour is one line of tailwind.config.ts. Each shade keeps
 * the lightness it was designed with (what its contrast with white depends on) and follows the brand colour's hue
 * and colourfulness, as it did around the first brand colour: given '#1e4fd8', this gives the scale that was
 * designed by hand. The colours are worked out in OKLCH (Björn Ottosson's OKLab, in polar form), where equal steps
 * look equal and a change of hue keeps lightness.
 */

type Oklch = { lightness: number; chroma: number; hue: number };

/** The lightness of each shade, its colourfulness as a share of the brand colour's, its hue's turn from it. */
const SHADES = {
  50: { lightness: 0.9769, chroma: 0.0503, hue: 10.52 },
  100: { lightness: 0.9243, chroma: 0.1671, hue: 2.32 },
  200: { lightness: 0.847, chroma: 0.3482, hue: 2.95 },
  400: { lightness: 0.6845, chroma: 0.7657, hue: 2.38 },
  500: { lightness: 0.5746, chroma: 0.954, hue: 0.67 },
  700: { lightness: 0.4326, chroma: 0.8674, hue: 0.27 },
  800: { lightness: 0.3721, chroma: 0.7044, hue: 0.32 },
  900: { lightness: 0.2411, chroma: 0.291, hue: -1.3 },
} as const;

export type BrandShade = keyof typeof SHADES | 600;

/** The brand colour as brand-600, with its lighter and darker shades. */
export function brandShades(brandColour: string): Record<BrandShade, string> {
  const base = hueAndChromaOf(brandColour);
  const shades = Object.entries(SHADES).map(([shade, { lightness, chroma, hue }]) => [
    shade,
    hexOf({ lightness, chroma: base.chroma * chroma, hue: base.hue + hue }),
  ]);
  return { ...Object.fromEntries(shades), 600: brandColour.toLowerCase() };
}

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const fromLinear = (channel: number) => (channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055);

/** The colour's hue and colourfulness: all a shade takes from it, its lightness being the shade's own. */
function hueAndChromaOf(hex: string): Omit<Oklch, 'lightness'> {
  const [r, g, b] = [1, 3, 5].map((at) => toLinear(Number.parseInt(hex.slice(at, at + 2), 16) / 255));
  const [l, m, s] = [
    0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
    0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
    0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b,
  ].map(Math.cbrt);
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  // In degrees as they come, -180 to 180: a hue is only ever turned and then read through cos and sin.
  return { chroma: Math.hypot(a, bb), hue: (Math.atan2(bb, a) * 180) / Math.PI };
}

/** Linear sRGB, each channel within [0, 1] only if the colour is one a screen shows. */
function linearRgbOf({ lightness, chroma, hue }: Oklch): number[] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const [l, m, s] = [
    lightness + 0.3963377774 * a + 0.2158037573 * b,
    lightness - 0.1055613458 * a - 0.0638541728 * b,
    lightness - 0.0894841775 * a - 1.291485548 * b,
  ].map((value) => value ** 3);
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const onScreen = (colour: Oklch) => linearRgbOf(colour).every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

/**
 * The colour as '#rrggbb'. A colour too colourful for a screen at its lightness and hue (a vivid blue turned to
 * teal) loses colourfulness, never lightness, until it fits.
 */
function hexOf(colour: Oklch): string {
  let fitting = colour;
  if (!onScreen(colour)) {
    let [low, high] = [0, colour.chroma];
    for (let step = 0; step < 30; step++) {
      const middle = (low + high) / 2;
      if (onScreen({ ...colour, chroma: middle })) low = middle;
      else high = middle;
    }
    fitting = { ...colour, chroma: low };
  }
  return `#${linearRgbOf(fitting)
    .map((channel) => Math.round(Math.min(1, Math.max(0, fromLinear(channel))) * 255))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
