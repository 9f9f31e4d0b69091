import { href } from './routes';

describe('href', () => {
  it('gives a page the trailing slash the exported site serves it under', () => {
    expect(href('/')).toBe('/');
    expect(href('/about')).toBe('/about/');
    expect(href('/career/web-development/')).toBe('/career/web-development/');
  });

  it('keeps a section anchor after the slash, so a link still lands on its section', () => {
    expect(href('/career#career')).toBe('/career/#career');
    expect(href('/#about')).toBe('/#about');
  });
});
