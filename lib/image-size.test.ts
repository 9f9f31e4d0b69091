import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from './image-size';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'image-size-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function picture(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** The start of a PNG: signature, then the IHDR chunk whose first fields are width and height. */
function png(width: number, height: number) {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('imageSize', () => {
  it('reads a PNG from its header', () => {
    expect(imageSize(picture('social.png', png(1200, 630)))).toEqual({ width: 1200, height: 630 });
  });

  it('reads an SVG from its width and height, with or without "px"', () => {
    expect(imageSize(picture('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>'))).toEqual({
      width: 480,
      height: 360,
    });
    expect(imageSize(picture('b.svg', '<svg width="48.5px" height="32px" viewBox="0 0 10 10"/>'))).toEqual({
      width: 48.5,
      height: 32,
    });
  });

  it('reads an SVG without width and height from its viewBox, spaces or commas between the numbers', () => {
    expect(imageSize(picture('c.svg', '<svg viewBox="0 0 640 480"><rect width="5" height="5"/></svg>'))).toEqual({
      width: 640,
      height: 480,
    });
    expect(imageSize(picture('d.svg', '<svg viewBox="0,0,64,48"/>'))).toEqual({ width: 64, height: 48 });
    // stroke-width is not a width.
    expect(imageSize(picture('j.svg', '<svg stroke-width="2" viewBox="0 0 30 20"/>'))).toEqual({
      width: 30,
      height: 20,
    });
  });

  it('takes the size of the root <svg> element only, not of a shape inside it', () => {
    expect(imageSize(picture('e.svg', '<svg viewBox="0 0 100 50"><svg width="7" height="7"/></svg>'))).toEqual({
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
    const file = picture(name, content);
    expect(() => imageSize(file)).toThrow(
      `${path.relative(process.cwd(), file)}: cannot read the picture's width and height.`,
    );
  });
});
