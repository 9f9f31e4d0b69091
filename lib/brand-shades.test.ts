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
