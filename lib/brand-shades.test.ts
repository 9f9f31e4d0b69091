/**
 * @jest-environment node
 */
import { palette } from '@/tailwind.config';
import { brandShades } from './brand-shades';

/** WCAG's contrast ratio of two '#rrggbb' colours. */
function contrast(one: string, other: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [darker, lighter] = [luminance(one), luminance(other)].sort((a, b) => a - b);
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE = '#ffffff';
const otherBrands = ['#7c3aed', '#dc2626', '#0d7d8c', '#16a34a', '#db2777', '#4f46e5'];

test('around the brand colour it was designed for, the shades are the scale drawn by hand', () => {
  expect(brandShades('#1e4fd8')).toEqual({
    50: '#f5f7ff',
    100: '#dbe6ff',
    200: '#b7ccff',
    400: '#6b93ff',
    500: '#3b6cf0',
    600: '#1e4fd8',
    700: '#1a42b5',
    800: '#16368f',
    900: '#0f1e3d',
  });
});

test('the brand colour is brand-600 itself, and the palette gives brand the shades of that one colour', () => {
  expect(brandShades('#7C3AED')[600]).toBe('#7c3aed');
  expect(palette.brand).toEqual(brandShades(palette.brand[600]));
});

test("the palette's brand shades keep the contrast their uses need", () => {
  // The focus ring (app/globals.css) on white.
  expect(contrast(palette.brand[600], WHITE)).toBeGreaterThanOrEqual(3);
  // Text on white, and white text on them.
  for (const shade of [700, 800, 900] as const)
    expect(contrast(palette.brand[shade], WHITE)).toBeGreaterThanOrEqual(4.5);
  // Light text on the dark footer.
  expect(contrast(palette.brand[100], palette.brand[900])).toBeGreaterThanOrEqual(4.5);
});

test('another brand colour changes every shade, whose text keeps its contrast whatever the hue', () => {
  const designed = brandShades('#1e4fd8');
  for (const colour of otherBrands) {
    const shades = brandShades(colour);
    for (const shade of Object.keys(designed) as unknown as (keyof typeof designed)[]) {
      expect(shades[shade]).toMatch(/^#[0-9a-f]{6}$/);
      expect({ colour, shade, changed: shades[shade] !== designed[shade] }).toEqual({ colour, shade, changed: true });
    }
    for (const shade of [700, 800, 900] as const)
      expect({ colour, shade, contrast: contrast(shades[shade], WHITE) >= 4.5 }).toEqual({
        colour,
        shade,
        contrast: true,
      });
  }
});

describe('the shades of colours whose OKLCH is well known', () => {
  // References worked out apart from this code, with the CSS Color 4 sample code's sRGB -> XYZ -> OKLab matrices.

  test('a grey brand colour, black and white among them, gives the same grey shades whatever its lightness', () => {
    const greys = ['#000000', '#808080', '#ffffff'].map(brandShades);
    for (const shades of greys) {
      expect({ ...shades, 600: undefined }).toEqual({ ...greys[0], 600: undefined });
      for (const shade of Object.values(shades)) expect(shade).toMatch(/^#([0-9a-f]{2})\1\1$/);
    }
    // OKLab lightness 0.9769, 0.2411 and so on: the greys of those lightnesses.
    expect(greys[0]).toMatchObject({ 50: '#f7f7f7', 500: '#797979', 900: '#1f1f1f' });
  });

  test('pure sRGB red (OKLCH 0.628 0.258 29.2°): its shades too vivid for a screen lose colourfulness, not lightness', () => {
    // From brand-500 to brand-800 the red is beyond the screen: cutting off its channels would give lighter shades
    // (#e60000, #aa0000, #870000), losing colourfulness keeps each at its lightness.
    expect(brandShades('#ff0000')).toEqual({
      50: '#fff5f2',
      100: '#ffddd6',
      200: '#ffb9aa',
      400: '#fc5e44',
      500: '#e11000',
      600: '#ff0000',
      700: '#9a0300',
      800: '#7d0200',
      900: '#3c0c09',
    });
  });

  test('a colour with a channel near 0, where sRGB is linear, keeps its hue and colourfulness', () => {
    // #05a0e0: its red of 5/255 is in the straight part of the sRGB curve, OKLCH 0.668 0.143 236.2°.
    expect(brandShades('#05a0e0')).toEqual({
      50: '#f4f8fc',
      100: '#d8e9f4',
      200: '#b0d2ea',
      400: '#51a3d6',
      500: '#0082b9',
      600: '#05a0e0',
      700: '#00577d',
      800: '#004665',
      900: '#082230',
    });
  });
});
