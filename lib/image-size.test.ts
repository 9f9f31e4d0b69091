/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize, pictureOf } from './image-size';

/** A picture file as the content check reads it. */
const readPicture = (file: string) => pictureOf(readFileSync(file));

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
  // ftyp, then meta > iprp > ipco > ispe (the image spatial extents: width and height), as encoders write it.
  avif: Buffer.from([
    ...u32be(24),
    ...Buffer.from('ftypavif'),
    ...u32be(0),
    ...Buffer.from('mif1avif'),
    ...u32be(48),
    ...Buffer.from('meta'),
    ...u32be(0),
    ...u32be(36),
    ...Buffer.from('iprp'),
    ...u32be(28),
    ...Buffer.from('ipco'),
    ...u32be(20),
    ...Buffer.from('ispe'),
    ...u32be(0),
    ...u32be(320),
    ...u32be(240),
  ]),
  gif: Buffer.from([...Buffer.from('GIF89a'), 112, 0, 112, 0, 0, 0, 0]),
  svg: '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"></svg>',
};

test.each([
  ['picture.png', headers.png, 'PNG', { width: 1200, height: 630 }],
  ['picture.jpg', headers.jpeg, 'JPEG', { width: 640, height: 480 }],
  ['picture.jpeg', headers.jpeg, 'JPEG', { width: 640, height: 480 }],
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

test.each([
  ['a WAV sound (RIFF, but not WebP)', 'sound.webp', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
  ['"WEBP" without the RIFF before it', 'fake.webp', Buffer.from('RIFX\0\0\0\0WEBPVP8 ')],
  ['a HEIC photo (ftyp, but not AVIF)', 'photo.avif', Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic')],
  ['"avif" without the ftyp box before it', 'fake.avif', Buffer.from('\0\0\0\x18abcdavif\0\0\0\0mif1avif')],
])('takes no file for a WebP or AVIF on half of its signature: %s', (_, name, bytes) => {
  expect(readPicture(file(name, bytes))).toEqual({ format: undefined });
});

/** The start of a PNG: signature, then the IHDR chunk whose first fields are width and height. */
function png(width: number, height: number) {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('imageSize, on the SVG and PNG files the site ships', () => {
  it('reads a PNG from its header', () => {
    expect(imageSize(file('social.png', png(1200, 630)))).toEqual({ width: 1200, height: 630 });
  });

  it('gives a PNG that says it is 0 pixels wide or high no size', () => {
    expect(readPicture(file('no-width.png', png(0, 630)))).toEqual({ format: 'PNG', size: undefined });
    expect(readPicture(file('no-height.png', png(1200, 0)))).toEqual({ format: 'PNG', size: undefined });
  });

  it('reads an SVG from its width and height, with or without "px"', () => {
    expect(imageSize(file('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>'))).toEqual({
      width: 480,
      height: 360,
    });
    expect(imageSize(file('b.svg', '<svg width="48px" height="32px" viewBox="0 0 10 10"/>'))).toEqual({
      width: 48,
      height: 32,
    });
  });

  it('reads an SVG without width and height from its viewBox, and stops on one it cannot read', () => {
    expect(imageSize(file('c.svg', '<svg viewBox="0 0 640 480"><rect width="5" height="5"/></svg>'))).toEqual({
      width: 640,
      height: 480,
    });
    // image-size reads a viewBox written with spaces only; the content check asks for width and height then.
    expect(() => imageSize(file('d.svg', '<svg viewBox="0,0,64,48"/>'))).toThrow("cannot read the picture's width");
    // stroke-width is not a width.
    expect(imageSize(file('j.svg', '<svg stroke-width="2" viewBox="0 0 30 20"/>'))).toEqual({
      width: 30,
      height: 20,
    });
  });

  it('takes the size of the root <svg> element only, not of a shape inside it', () => {
    expect(imageSize(file('e.svg', '<svg viewBox="0 0 100 50"><svg width="7" height="7"/></svg>'))).toEqual({
      width: 100,
      height: 50,
    });
  });

  it.each([
    ['an SVG without a size', 'f.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an SVG with a zero size', 'g.svg', '<svg width="0" height="10"/>'],
    ['a file that is not an SVG', 'h.svg', 'not a picture'],
    ['a picture of another kind', 'i.gif', 'GIF89a'],
  ])('stops on %s, naming the file', (_, name, content) => {
    const where = file(name, content);
    expect(() => imageSize(where)).toThrow(
      `${path.relative(process.cwd(), where)}: cannot read the picture's width and height.`,
    );
  });
});

describe('readPicture, on the other ways each format is written', () => {
  /** A JPEG whose size comes after other segments: a quantisation table (DB) and Huffman tables (C4). */
  const jpegWithTables = Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xdb,
    ...u16be(4),
    0,
    0,
    0xff,
    0xc4,
    ...u16be(4),
    0,
    0,
    0xff,
    0xc0,
    ...u16be(17),
    8,
    ...u16be(200),
    ...u16be(300),
    3,
    1,
    0x22,
    0,
  ]);

  it('finds a JPEG size behind the table segments, never in the Huffman tables marker', () => {
    expect(readPicture(file('tables.jpg', jpegWithTables))).toEqual({
      format: 'JPEG',
      size: { width: 300, height: 200 },
    });
  });

  it('reads the size from the baseline, extended and progressive frames, which every JPEG writer uses', () => {
    const withMarker = (marker: number) => {
      const bytes = Buffer.from(jpegWithTables);
      bytes[15] = marker;
      return readPicture(file(`marker-${marker.toString(16)}.jpg`, bytes));
    };
    for (const marker of [0xc0, 0xc1, 0xc2])
      expect(withMarker(marker)).toEqual({ format: 'JPEG', size: { width: 300, height: 200 } });
    // Lossless and arithmetic-coded frames, which image-size does not read, and segments that are no frame: the
    // JPEG has no size, so the content check asks for the picture saved again.
    for (const marker of [0xc3, 0xc9, 0xc8, 0xcc, 0xd0, 0xbf])
      expect(withMarker(marker)).toEqual({ format: 'JPEG', size: undefined });
  });

  it('reads a JPEG cut short right after its size', () => {
    expect(readPicture(file('just-the-size.jpg', jpegWithTables.subarray(0, 23)))).toEqual({
      format: 'JPEG',
      size: { width: 300, height: 200 },
    });
  });

  it('gives a JPEG no size when its segments stop making sense', () => {
    const broken = Buffer.from(jpegWithTables);
    broken[8] = 0x00; // the second segment no longer starts with FF
    expect(readPicture(file('broken.jpg', broken))).toEqual({ format: 'JPEG', size: undefined });
  });

  it('reads the lossy (VP8) and lossless (VP8L) kinds of WebP', () => {
    const lossy = Buffer.alloc(30);
    lossy.write('RIFF', 0, 'latin1');
    lossy.write('WEBPVP8 ', 8, 'latin1');
    lossy.writeUInt16LE(0xc000 | 640, 26); // the top two bits are scaling, not size
    lossy.writeUInt16LE(0xc000 | 360, 28);
    expect(readPicture(file('lossy.webp', lossy))).toEqual({ format: 'WebP', size: { width: 640, height: 360 } });

    const lossless = Buffer.alloc(25);
    lossless.write('RIFF', 0, 'latin1');
    lossless.write('WEBPVP8L', 8, 'latin1');
    lossless.writeUInt32LE((1024 - 1) | ((768 - 1) << 14) | (1 << 28), 21); // bit 28: has alpha
    expect(readPicture(file('lossless.webp', lossless))).toEqual({
      format: 'WebP',
      size: { width: 1024, height: 768 },
    });

    // As long as the lossy one, so reading it as any known kind would find numbers.
    const unknown = Buffer.from(lossy);
    unknown.write('VP9?', 12, 'latin1');
    expect(readPicture(file('unknown.webp', unknown))).toEqual({ format: 'WebP', size: undefined });
  });

  it('knows an AVIF image sequence by its bytes, and gives an AVIF without its extents box no size', () => {
    const sequence = Buffer.from(headers.avif);
    sequence.write('avis', 8, 'latin1');
    // image-size reads the size of still AVIF pictures only: a sequence (an animation) is asked to be saved again.
    expect(readPicture(file('sequence.avif', sequence))).toEqual({ format: 'AVIF', size: undefined });
    expect(readPicture(file('no-extents.avif', headers.avif.subarray(0, 28)))).toEqual({
      format: 'AVIF',
      size: undefined,
    });
  });

  it('reads the older GIF87a', () => {
    expect(readPicture(file('old.gif', Buffer.from([...Buffer.from('GIF87a'), 32, 1, 16, 0])))).toEqual({
      format: 'GIF',
      size: { width: 288, height: 16 },
    });
  });

  it('gives a PNG without its header chunk, or cut short inside it, no size', () => {
    const noHeader = Buffer.from(headers.png);
    noHeader.write('IDAT', 12, 'latin1');
    expect(readPicture(file('no-header.png', noHeader))).toEqual({ format: 'PNG', size: undefined });
    expect(readPicture(file('cut.png', headers.png.subarray(0, 18)))).toEqual({ format: 'PNG', size: undefined });
  });

  it('reads an SVG written with a byte order mark, a doctype and a comment before its root', () => {
    const svg =
      '\ufeff<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n' +
      '<!-- drawn in Inkscape -->\n<svg viewBox="-10 -10 120 90"/>';
    expect(readPicture(file('tools.svg', svg))).toEqual({ format: 'SVG', size: { width: 120, height: 90 } });
  });

  it('reads an SVG whose declaration, comment and doctype touch one another, after a blank line', () => {
    const svg = '\n<?xml version="1.0"?><!-- logo --><!DOCTYPE svg><svg width="12" height="8"/>';
    expect(readPicture(file('tight.svg', svg))).toEqual({ format: 'SVG', size: { width: 12, height: 8 } });
  });

  it('takes no file with a NUL byte, or with text before the root, for an SVG', () => {
    expect(readPicture(file('binary.svg', '<svg width="10" height="10"/>\0'))).toEqual({ format: undefined });
    expect(readPicture(file('prose.svg', 'Logo: <svg width="10" height="10"/>'))).toEqual({ format: undefined });
  });

  it('accepts a file name ending in capitals, as cameras write them', () => {
    expect(imageSize(file('CAMERA.PNG', png(40, 30)))).toEqual({ width: 40, height: 30 });
  });
});

describe('pictureOf, when image-size reads the bytes as another format', () => {
  it('gives an AVIF that image-size takes for a cursor no size, rather than one read from a cursor header', () => {
    // A 512-byte ftyp box starts 00 00 02 00, a Windows cursor's first bytes: image-size, which tries the cursor
    // format first, reads a big enough file as a cursor of 256 by 256 pixels.
    const avif = Buffer.concat([
      Buffer.from([...u32be(512), ...Buffer.from('ftypavif'), ...u32be(0), ...Buffer.from('mif1avif')]),
      Buffer.alloc(600_000),
    ]);
    expect(pictureOf(avif)).toEqual({ format: 'AVIF', size: undefined });
  });
});
