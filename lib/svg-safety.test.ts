import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { svgDanger, UNREADABLE_SVG } from './svg-safety';

const SVG = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"';
const svg = (inside: string, attributes = '') => `<svg ${SVG}${attributes}>${inside}</svg>`;

// The security review's probes (issue 38): each ran script or loaded from elsewhere opened on a host with no headers,
// and the regular expressions before this module let 6 of the 9 through.
describe('an SVG that could run code or load from elsewhere is refused, naming what to remove', () => {
  test.each([
    [
      'a script in the SVG namespace under a prefix',
      svg('<svg:script>alert(1)</svg:script>', ' xmlns:svg="http://www.w3.org/2000/svg"'),
      'a script (<script>)',
    ],
    [
      'a script in the XHTML namespace',
      svg('<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>'),
      'a script (<script>)',
    ],
    ['a script in capitals', svg('<SCRIPT>alert(1)</SCRIPT>'), 'a script (<script>)'],
    [
      'an entity-encoded javascript: link',
      svg('<a href="&#106;avascript:alert(1)"><rect width="1" height="1"/></a>'),
      'a javascript: link',
    ],
    [
      'a javascript: link under another prefix for XLink',
      svg('<a q:href="javascript:alert(1)"><rect/></a>', ' xmlns:q="http://www.w3.org/1999/xlink"'),
      'a javascript: link',
    ],
    [
      'a prefixed foreignObject holding an iframe',
      svg(
        '<x:foreignObject width="4" height="3"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></x:foreignObject>',
        ' xmlns:x="http://www.w3.org/2000/svg"',
      ),
      'a web page inside the picture (<foreignObject>)',
    ],
    [
      'an entity-encoded remote href',
      svg('<image href="&#104;ttps://evil.example/x.png" width="1" height="1"/>'),
      'a reference to another site (https://evil.example/x.png)',
    ],
    [
      'an entity declaration',
      `<!DOCTYPE svg [<!ENTITY a "javascript:alert(1)">]>${svg('<a href="&a;"><rect/></a>')}`,
      'an entity declaration (<!ENTITY>)',
    ],
    [
      'a doctype with declarations of its own',
      `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${svg('')}`,
      'a doctype with declarations of its own',
    ],
    [
      'a use of another site',
      svg('<use href="https://evil.example/s.svg#a"/>'),
      'a reference to another site (https://evil.example/s.svg#a)',
    ],
    [
      'a use of another file of this site',
      svg('<use href="/images/logo.svg#a"/>'),
      'a reference to another file (/images/logo.svg#a)',
    ],
    [
      'a style with a protocol-relative url()',
      svg('<rect width="4" height="3" style="fill:url(//evil.example/p.svg#g)"/>'),
      'a reference to another site (//evil.example/p.svg#g)',
    ],
    [
      'a fill attribute from another site',
      svg('<rect width="4" height="3" fill="url(\'https://evil.example/p.svg#g\')"/>'),
      'a reference to another site (https://evil.example/p.svg#g)',
    ],
    [
      'a style sheet with @import',
      svg('<style>@import url(https://evil.example/a.css);</style>'),
      'a style that loads another file (@import)',
    ],
    [
      'a style sheet loading a picture from another site with image-set() and a string, no url()',
      svg('<style>rect { cursor: image-set("https://evil.example/p.png" 1x), auto }</style>'),
      'a style that loads another picture (image-set())',
    ],
    [
      'a style attribute loading a picture with -webkit-image-set() and a string',
      svg('', ' style="background: -webkit-image-set(\'//evil.example/p.png\' 1x)"'),
      'a style that loads another picture (-webkit-image-set())',
    ],
    [
      'a style sheet with an escaped url(',
      svg('<style>rect { fill: u\\72l(//evil.example/p.svg#g) }</style>'),
      'an escaped character in a style',
    ],
    [
      'an animation that turns a link into javascript:',
      svg('<a><animate attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a>'),
      'an animation that can change links (<animate>)',
    ],
    [
      'a <set> that turns a link into javascript:',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>'),
      'an animation that can change links (<set>)',
    ],
    ['an event attribute', svg('', ' onload="alert(1)"'), 'code that runs on an event (onload=)'],
    ['an event attribute in capitals', svg('', ' ONLOAD="alert(1)"'), 'code that runs on an event (ONLOAD=)'],
    [
      'an event attribute in mixed case on a shape',
      svg('<rect width="4" height="3" onMouseOver="x()"/>'),
      'code that runs on an event (onMouseOver=)',
    ],
    [
      'xml:base',
      svg('<use href="#a"/>', ' xml:base="https://evil.example/"'),
      'the attribute xml:base="https://evil.example/" on <svg>',
    ],
    [
      'a processing instruction that loads a style sheet',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`,
      'an instruction that loads or runs something (<?xml-stylesheet …?>)',
    ],
    [
      'a data: link holding a page',
      svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect width="1" height="1"/></a>'),
      'a data: link',
    ],
    ['an embedded SVG', svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'), 'a data: link'],
    [
      'a script inside a drawing program’s notes',
      svg(
        '<metadata><rdf:RDF><script>alert(1)</script></rdf:RDF></metadata>',
        ' xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"',
      ),
      'a script (<script>)',
    ],
    [
      'an event attribute on a drawing program’s notes',
      svg(
        '<sodipodi:namedview onclick="alert(1)"/>',
        ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"',
      ),
      'code that runs on an event (onclick=)',
    ],
    [
      'an HTML embed',
      svg('<embed xmlns="http://www.w3.org/1999/xhtml" src="x.swf"/>'),
      '<embed>, which a picture of this site may not have',
    ],
  ])('%s', (_what, planted, named) => {
    expect(svgDanger(planted)).toContain(named);
  });

  test('a file that is not well-formed XML, which a browser shows as an error, is refused as unreadable', () => {
    expect(svgDanger('<svg xmlns="http://www.w3.org/2000/svg"><a href=data:text/html,x></a></svg>')).toBe(
      UNREADABLE_SVG,
    );
    expect(svgDanger(`${svg('')}<script>alert(1)</script>`)).toBe(UNREADABLE_SVG);
  });

  test('a document that does not start with <svg> in the SVG namespace is refused', () => {
    expect(svgDanger('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>')).toBe(
      UNREADABLE_SVG,
    );
    expect(svgDanger('<svg viewBox="0 0 4 3"/>')).toBe(UNREADABLE_SVG);
  });
});

describe('SVGs as drawing programs save them pass', () => {
  const fixtures = path.join(__dirname, '..', 'scripts', 'fixtures', 'svg');
  // Written as each program writes them (scripts/fixtures/svg/): Inkscape's notes (sodipodi, inkscape, RDF with
  // Creative Commons and Dublin Core), Illustrator's Generator comment, xml:space, style classes and
  // enable-background, its older SVG 1.1 doctype and CDATA style, Figma's clip paths, masks and shadow filters,
  // Canva's embedded PNG used by xlink:href="#id"; and real exports of Inkscape 1.2.2 (inkscape-1.2.2-*.svg: one of
  // the site's drawings saved as Inkscape SVG, a drawing with a filter, a clip path, an embedded PNG and its text
  // turned to paths, and the same saved as plain SVG).
  test.each(readdirSync(fixtures))('%s', (name) => {
    expect(svgDanger(readFileSync(path.join(fixtures, name), 'utf8'))).toBeUndefined();
  });

  test('every SVG of the site (public/images/, app/icon.svg)', () => {
    const root = path.join(__dirname, '..');
    const svgs = [
      ...(readdirSync(path.join(root, 'public', 'images'), { recursive: true, encoding: 'utf8' }) as string[])
        .filter((name) => name.endsWith('.svg'))
        .map((name) => path.join('public', 'images', name)),
      path.join('app', 'icon.svg'),
    ];
    expect(svgs.length).toBeGreaterThan(30);
    expect(svgs.filter((file) => svgDanger(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  test('its own shapes, gradients, uses of "#id" and text', () => {
    expect(
      svgDanger(
        svg(
          '<defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient></defs><use href="#a"/><rect fill="url(#a)" width="4" height="3"/><text>Donation</text>',
        ),
      ),
    ).toBeUndefined();
  });
});
