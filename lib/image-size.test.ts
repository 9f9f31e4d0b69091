/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize, readPicture } from './image-size';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'image-size-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, bytes: Buffer | string): string {
  const where = path.join(folder, name);
  writeFileSync(where, bytes);
  return where;
}

const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/** The first bytes of each format, as far as their signature and size go: enough to be read, not to be shown. */
const headers = {
  png: Buffer.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    ...Buffer.from('IHDR'),
    ...u32be(1200),
    ...u32be(630),
    8,
    6,
    0,
    0,
    0,
  ]),
  jpeg: Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16be(16),
    ...Buffer.from('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc2,
    ...u16be(17),
    8,
    ...u16be(480),
    ...u16be(640),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]),
  webp: Buffer.from([
    ...Buffer.from('RIFF'),
    0,
    0,
    0,
    0,
    ...Buffer.from('WEBPVP8X'),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...u24le(799),
    ...u24le(599),
  ]),
  avif: Buffer.from([
    ...u32be(24),
    ...Buffer.from('ftypavif'),
    0,
    0,
    0,
    0,
    ...Buffer.from('mif1avif'),
    ...u32be(20),
    ...Buffer.from('ispe'),
    0,
    0,
    0,
    0,
    ...u32be(320),
    ...u32be(240),
  ]),
  gif: Buffer.from([...Buffer.from('GIF89a'), 112, 0, 112, 0, 0, 0, 0]),
  svg: '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"></svg>',
};

test.each([
  ['picture.png', headers.png, 'PNG', { width: 1200, height: 630 }],
  ['picture.jpg', headers.jpeg, 'JPEG', { width: 640, height: 480 }],
  ['picture.webp', headers.webp, 'WebP', { width: 800, height: 600 }],
  ['picture.avif', headers.avif, 'AVIF', { width: 320, height: 240 }],
  ['picture.gif', headers.gif, 'GIF', { width: 112, height: 112 }],
  ['picture.svg', headers.svg, 'SVG', { width: 64, height: 32 }],
])('%s is read as %s, with its real width and height', (name, bytes, format, size) => {
  expect(readPicture(file(name, bytes))).toEqual({ format, size });
  expect(imageSize(file(name, bytes))).toEqual(size);
});

test('a JPEG renamed .png is known by its bytes, and its size is not made up from the wrong header', () => {
  const renamed = file('photo.png', headers.jpeg);
  expect(readPicture(renamed)).toEqual({ format: 'JPEG', size: { width: 640, height: 480 } });
  expect(() => imageSize(renamed)).toThrow("cannot read the picture's width and height");
});

test('a file that is no picture at all', () => {
  expect(readPicture(file('notes.png', 'Team photo goes here'))).toEqual({ format: undefined });
});
