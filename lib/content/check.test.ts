/** @jest-environment node */
// Reads pictures from disk, so it runs in Node rather than jest's default jsdom.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { z } from 'zod';
import { routes } from '../routes';
import { itemPath } from '../routes/paths';
import { itemFolderOf, pageKeys, pageRoutes } from '../routes/registry';
import { sectionIds } from '../sections';
import {
  type CheckOptions,
  checkContent,
  MAX_PICTURE_KB,
  MAX_PICTURE_PX,
  schemaMistakes,
  unusedPictures,
} from './check';
import { contentModules } from './modules';
import { at, itemAt, valueAt } from './positions-for-tests';
import { ContentError, describePath, formatProblem } from './problem';
import { jobPageTitle, searchTitle } from './published';

type ModuleKey = keyof typeof contentModules;
// Tests write mistakes of every kind into the data, including ones the content types forbid.
// biome-ignore lint/suspicious/noExplicitAny: the mistakes under test are ones the content types forbid.
type Editable = Record<ModuleKey, any>;

const shipped: CheckOptions = { publicDir: path.join(process.cwd(), 'public') };

/** Every page of the site as links name it ("/about"), from the route list the site is built with. */
const everyPage = routes.map((route) => route.path);
/** The pages of lib/routes/registry.ts alone, without those of jobs and service pages. */
const registeredPages = pageKeys.map((key) => pageRoutes[key].route);
const oneOf = (pages: readonly string[]) => `Use one of: ${pages.join(', ')}.`;
/** Every section a link can jump to, as lib/sections.ts lists them ("#about"), so a new section needs no edit here. */
const everySection = Object.values(sectionIds)
  .map((id) => `#${id}`)
  .join(', ');
// What the shipped content says, so an editor's change (CONTENT.md's examples) never fails these tests.
const { site, products: productsFile } = { site: contentModules.site.data, products: contentModules.products.data };
const hoursLines = site.openingHours;
const lastHours = hoursLines.length - 1;
/** The phone number the way it is dialled inside the country: "+91 422 450 7788" is "0422 450 7788". */
const localPhone = site.phone.replace(/^\+91 ?/, '0');

/** The shipped content with the given edit made to a deep copy of it, as checkContent reports it. */
function problemsAfter(edit: (data: Editable) => void, options: CheckOptions = shipped): string[] {
  const data = Object.fromEntries(
    Object.entries(contentModules).map(([key, module]) => [key, structuredClone(module.data)]),
  ) as Editable;
  edit(data);
  const modules = Object.entries(contentModules).map(([key, module]) => ({ ...module, data: data[key as ModuleKey] }));
  return checkContent(modules, options).map(formatProblem);
}

/**
 * Options whose content files have the same edit made in their source, for messages that point at where a value
 * is written (or, for a missing one, at its item). The folder is removed once the test's assertions ran.
 */
function withSourceEdit(file: string, from: string, to: string): CheckOptions {
  const rootDir = mkdtempSync(path.join(tmpdir(), 'content-source-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(rootDir, 'content'), { recursive: true });
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(path.join(rootDir, file), text.replace(from, to));
  afterTest.push(() => rmSync(rootDir, { recursive: true, force: true }));
  return { ...shipped, rootDir };
}
const afterTest: (() => void)[] = [];
afterEach(() => {
  for (const clean of afterTest.splice(0)) clean();
});

test('the shipped content has no mistakes', () => {
  expect(checkContent(Object.values(contentModules), shipped)).toEqual([]);
});

describe('empty or missing text', () => {
  test('an empty text names the file, the job by its title, the field and what to write', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[1].details = ''))).toEqual([
      `${valueAt('content/jobs.yaml', 'details', 2)}: job "App Development", field "details" is empty. Write the short line shown on the job card.`,
    ]);
  });

  test('a text of only spaces counts as empty', () => {
    expect(problemsAfter((data) => (data.services.services[0].heading = '   '))).toEqual([
      `${valueAt('content/services.yaml', 'heading', 2)}: service 1, field "heading" is empty. Write the service name.`,
    ]);
  });

  test('a missing text points at the item it belongs to', () => {
    const source = withSourceEdit(
      'content/jobs.yaml',
      `    summary: ${contentModules.jobs.data.jobs[0].summary}\n`,
      '',
    );
    expect(problemsAfter((data) => delete data.jobs.jobs[0].summary, source)).toEqual([
      `${itemAt('content/jobs.yaml', 'slug: web-development', 1, source.rootDir)}: job "Web Development", field "summary" is missing. Write two sentences about the role.`,
    ]);
  });

  test('a missing whole group of fields lists the fields it needs', () => {
    expect(problemsAfter((data) => delete data.site.address)).toEqual([
      `${itemAt('content/site.yaml', `street: ${site.address.street}`)}: field "address" is missing. Add it back: a group of fields indented under its name: "street", "locality", "city", "region", "postalCode", "country", "countryCode".`,
    ]);
  });

  test('a list too short says how many it needs', () => {
    expect(problemsAfter((data) => data.products.products[0].features.splice(1))).toEqual([
      `${valueAt('content/products.yaml', 'features')}: product "Customer Relationship Management", field "features" needs at least 2 bullet points, but has 1.`,
    ]);
  });

  test('an item of any list is named the way an editor calls it, by its title where it has one', () => {
    // The services' own pages come before the detail blocks in content/services.yaml, each block with its text.
    const pageBlocks = contentModules.services.data.services.flatMap((service) => service.page?.blocks ?? []);
    expect(
      problemsAfter((data) => {
        data.services.detail.blocks[1].text = '';
        data.jobs.jobs[0].responsibilities[1] = '';
        data.jobs.jobs[1].requirements[0] = '';
        data.about.paragraphs[1] = '';
        data.about.whyChooseUs.points[2].text = '';
      }),
    ).toEqual([
      `${valueAt('content/services.yaml', 'text', pageBlocks.length + 2)}: block "Personalization", field "text" is empty. Write the text of the block.`,
      `${at('content/jobs.yaml', 'Write clean, tested code')}: job "Web Development", responsibility 2 is empty. Write a responsibility.`,
      `${at('content/jobs.yaml', 'B.E or B.Tech', 2)}: job "App Development", requirement 1 is empty. Write a requirement.`,
      `${at('content/about.yaml', 'We build and support')}: paragraph 2 is empty. Write a paragraph.`,
      `${valueAt('content/about.yaml', 'text', 3)}: point "Support that answers", field "text" is empty. Write a sentence explaining it.`,
    ]);
  });

  test('a title written with spaces around it still names its item, without the spaces', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[0].title = '  Web Development ';
        data.jobs.jobs[0].details = '';
      }),
    ).toEqual([
      `${valueAt('content/jobs.yaml', 'details')}: job "Web Development", field "details" is empty. Write the short line shown on the job card.`,
    ]);
  });

  test('an item whose title is not text is named by its place in the list', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].title = 404))).toEqual([
      `${valueAt('content/jobs.yaml', 'title')}: job 1, field "title" is the number 404, but this field takes text. Put it in double quotes: "404".`,
    ]);
  });

  test('an empty list', () => {
    expect(problemsAfter((data) => (data.about.paragraphs = []))).toEqual([
      `${valueAt('content/about.yaml', 'paragraphs')}: field "paragraphs" is an empty list. Add paragraphs, each on a line of its own starting with "- ".`,
    ]);
  });

  test('a list of jobs may be empty: the career section then says there are no open positions', () => {
    expect(problemsAfter((data) => (data.jobs.jobs = []))).toEqual([]);
  });
});

test('a text too long for its card says how long it is and how much fits', () => {
  expect(
    problemsAfter(
      (data) => (data.jobs.jobs[2].details = 'Experience: Minimum 2 years in sales, support or client servicing'),
    ),
  ).toEqual([
    `${valueAt('content/jobs.yaml', 'details', 3)}: job "Any Degree", field "details" is 65 characters long, but at most 60 fit here. Shorten it.`,
  ]);
});

describe('pictures', () => {
  test('a path with no file under public/', () => {
    expect(problemsAfter((data) => (data.products.products[0].image.src = '/images/products/crm-new.svg'))).toEqual([
      `${at('content/products.yaml', '/images/products/crm.svg')}: product "Customer Relationship Management", field "image › src" points to "/images/products/crm-new.svg", but there is no such file in public/images/products/. Add the picture there or correct the path.`,
    ]);
  });

  test('a path into a folder that does not exist', () => {
    expect(problemsAfter((data) => (data.about.image.src = '/images/team/about.svg'))).toEqual([
      `${at('content/about.yaml', '/images/about.svg')}: field "image › src" points to "/images/team/about.svg", but there is no such file in public/images/team/. Add the picture there or correct the path.`,
    ]);
  });

  test('a picture path written in square brackets is the wrong kind of value, not a missing file', () => {
    expect(problemsAfter((data) => (data.about.image.src = ['/images/about.svg']))).toEqual([
      `${at('content/about.yaml', '/images/about.svg')}: field "image › src" is a list, but this field takes text: YAML reads a text starting with [ or { as a list. Put the whole text in double quotes. Write the path of a picture such as "/images/products/crm.svg".`,
    ]);
  });

  test('a link to a picture is a link mistake: only picture fields name picture files', () => {
    const problems = problemsAfter((data) => (data.home.hero.secondary.href = '/images/brochure.png'));
    expect(problems).toContain(
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" is "/images/brochure.png", but must be a page of this site written like "/about" or "/career#career".`,
    );
    expect(problems.join('\n')).not.toMatch(/points to|no such file/);
  });

  test('a path that is not a lowercase SVG or PNG under /images', () => {
    expect(problemsAfter((data) => (data.about.image.src = 'images/Team Photo.JPG'))).toEqual([
      `${at('content/about.yaml', '/images/about.svg')}: field "image › src" is "images/Team Photo.JPG", but must be the path of a picture (SVG, PNG, JPEG, WebP, AVIF or GIF) in public/images, written in lowercase letters, digits and dashes, such as "/images/products/crm.svg".`,
    ]);
  });

  describe('with files an editor saved on their own computer', () => {
    let publicDir: string;
    beforeEach(() => {
      publicDir = mkdtempSync(path.join(tmpdir(), 'content-public-'));
      cpSync(path.join(process.cwd(), 'public'), publicDir, { recursive: true });
    });
    afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

    test('a file whose name differs only in capitals (Windows and macOS do not mind, the web server does)', () => {
      const src = contentModules.about.data.image.src;
      const name = path.basename(src);
      const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
      renameSync(path.join(publicDir, src), path.join(publicDir, path.dirname(src), capitalised));
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([
        `${at('content/about.yaml', `${src}`)}: field "image › src" points to "${src}", but the file in public${path.dirname(src)}/ is called "${capitalised}". Rename the file to "${name}": names must match exactly, in lowercase.`,
      ]);
    });

    test('a picture whose size cannot be read, which the build would stop on', () => {
      writeFileSync(path.join(publicDir, 'images/hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([
        `${at('content/home.yaml', '/images/hero.svg')}: field "hero › image › src" points to "/images/hero.svg", but the width and height of that picture cannot be read. Save it again as a PNG, or as an SVG with a viewBox.`,
      ]);
    });
    test('a JPEG photo renamed .png is refused, with the name it should have', () => {
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 16, 0, 16]);
      writeFileSync(path.join(publicDir, 'images/about.png'), jpeg);
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual([
        `${at('content/about.yaml', '/images/about.svg')}: field "image › src" points to "/images/about.png", a file whose name says PNG but which is really a JPEG picture. Rename the file to "about.jpg" and write "/images/about.jpg" here, or save the picture again as a real PNG.`,
      ]);
    });

    test('a phone photo too heavy for a slow connection is refused, with how to save it smaller', () => {
      // A PNG header saying 4000x3000, padded past the limit: what a camera's file weighs.
      const png = Buffer.alloc((MAX_PICTURE_KB + 1) * 1024);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
      png.write('IHDR', 12, 'ascii');
      png.writeUInt32BE(4000, 16);
      png.writeUInt32BE(3000, 20);
      writeFileSync(path.join(publicDir, 'images/about.png'), png);
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual([
        `${at('content/about.yaml', '/images/about.svg')}: field "image › src" points to "/images/about.png", a picture of ${MAX_PICTURE_KB + 1} KB (4000x3000 pixels), too heavy for a visitor on a phone connection. Save it again at most 1600 pixels wide, as JPEG or WebP at about 80% quality, so it is under ${MAX_PICTURE_KB} KB.`,
      ]);
    });

    test('an SVG renamed .png is called an SVG picture', () => {
      writeFileSync(
        path.join(publicDir, 'images/about.png'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>',
      );
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual([
        expect.stringContaining(
          'a file whose name says PNG but which is really an SVG picture. Rename the file to "about.svg"',
        ),
      ]);
    });

    // An SVG is a document: opened on its own (/images/...svg) it could run script in the site's origin.
    const svg = (inside: string, attributes = '') =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 3"${attributes}>${inside}</svg>`;
    test.each([
      ['a script', svg('<script>alert(1)</script>'), 'a script (<script>)'],
      ['a script in capitals', svg('<SCRIPT src="x.js"></SCRIPT>'), 'a script (<script>)'],
      ['an event handler', svg('', ' onload="alert(1)"'), 'code that runs on an event (onload=)'],
      ['an event handler on a shape', svg('<rect width="4" height="3" onmouseover = "x()"/>'), '(onmouseover=)'],
      [
        'a javascript: link',
        svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
        'a javascript: link',
      ],
      ['a javascript: xlink', svg('<a xlink:href=" JavaScript:x()"><circle r="1"/></a>'), 'a javascript: link'],
      [
        'a data: link',
        svg('<a href="data:text/html,&lt;b&gt;x&lt;/b&gt;"><rect width="1" height="1"/></a>'),
        'a data: link',
      ],
      [
        'a data: picture inside',
        svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'),
        'a data: link',
      ],
      ['a web page inside', svg('<foreignObject width="4" height="3"><p>hi</p></foreignObject>'), '(<foreignObject>)'],
      // The security review's probes that the regular expressions let through (issue 38).
      [
        'a script in the SVG namespace under a prefix',
        svg('<svg:script>alert(1)</svg:script>', ' xmlns:svg="http://www.w3.org/2000/svg"'),
        'a script (<script>)',
      ],
      [
        'a script in the XHTML namespace',
        svg('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'),
        'a script (<script>)',
      ],
      [
        'an entity-encoded javascript: link',
        svg('<a href="&#x6A;avascript&#58;alert(1)"><rect width="1" height="1"/></a>'),
        'a javascript: link',
      ],
      [
        'a prefixed foreignObject holding an iframe',
        svg(
          '<x:foreignObject width="4" height="3"><iframe xmlns="http://www.w3.org/1999/xhtml" src="/"/></x:foreignObject>',
          ' xmlns:x="http://www.w3.org/2000/svg"',
        ),
        '(<foreignObject>)',
      ],
      [
        'an entity-encoded remote href',
        svg('<image href="&#104;ttps&#58;//evil.example/x.png" width="1" height="1"/>'),
        'another site (https://evil.example/x.png)',
      ],
      [
        'a use of another site',
        svg('<use href="https://evil.example/s.svg#a"/>'),
        'another site (https://evil.example/s.svg#a)',
      ],
      [
        'a link turned into javascript: by an animation',
        svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a>'),
        '(<set>)',
      ],
      [
        'a picture from another host',
        svg('<image href="https://evil.example/x.png" width="1" height="1"/>'),
        'another site (https://evil.example/x.png)',
      ],
      [
        'a protocol-relative reference',
        svg('<use xlink:href="//evil.example/s.svg#a"/>'),
        'another site (//evil.example/s.svg#a)',
      ],
      [
        'a style loading from another host',
        svg('<style>@import "https://evil.example/a.css";</style>'),
        'a style that loads another file (@import)',
      ],
      [
        'a fill from another host',
        svg('<rect width="4" height="3" style="fill:url(https://evil.example/p.svg#g)"/>'),
        'another site (https://evil.example/p.svg#g)',
      ],
    ])('an SVG with %s is refused, saying what to do', (_what, planted, named) => {
      writeFileSync(path.join(publicDir, 'images/about.svg'), planted);
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([
        expect.stringMatching(
          /^content\/about\.yaml:\d+:\d+: field "image › src" points to "\/images\/about\.svg", an SVG picture with .* in it, which could run code or load from another site when someone opens the picture on its own\. Remove it: save the picture again/,
        ),
      ]);
      expect(problemsAfter(() => {}, { ...shipped, publicDir })[0]).toContain(named);
    });

    test('an SVG with only its own shapes, namespaces and links inside itself is accepted', () => {
      writeFileSync(
        path.join(publicDir, 'images/about.svg'),
        svg(
          '<defs><linearGradient id="a"/></defs><use href="#a"/><rect fill="url(#a)" width="4" height="3"/><text>Donation</text>',
        ),
      );
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([]);
    });

    const unreadable = expect.stringContaining('an SVG file a browser cannot show as a picture');

    /** What the check says of content/about.yaml's picture when its file holds `svg`, from "with" on. */
    const refusalOf = (planted: string) => {
      writeFileSync(path.join(publicDir, 'images/about.svg'), planted);
      return problemsAfter((data) => (data.about.image.src = '/images/about.svg'), { ...shipped, publicDir }).map(
        (message) => message.replace(/^.*?an SVG picture with (.*) in it, .*$/, '$1'),
      );
    };

    test.each([
      ['spaces around = and inside the quotes', `<a href = ' data:text/html,x'><circle r="1"/></a>`, 'a data: link'],
      // Not well-formed XML: a browser shows an error, never the picture, and the check cannot read it either.
      ['no quotes', '<a href=data:text/html,x><circle r="1"/></a>', unreadable],
      ['a src spaced', '<image src = "//evil.example/x.png"/>', 'a reference to another site (//evil.example/x.png)'],
      ['no quotes', '<image href=//evil.example/x.png />', unreadable],
      ['a scheme with a digit', '<image href="s3://bucket/x.png"/>', 'a reference to another site (s3://bucket/x.png)'],
      [
        'a fill with no scheme',
        '<rect style="fill:url(//evil.example/p.svg#g)"/>',
        'a reference to another site (//evil.example/p.svg#g)',
      ],
      [
        'a fill with a digit',
        `<rect style="fill:url('s3://bucket/p.svg#g')"/>`,
        'a reference to another site (s3://bucket/p.svg#g)',
      ],
      [
        'an @import spaced',
        '<style>@import  "https://evil.example/a.css";</style>',
        'a style that loads another file (@import)',
      ],
    ])('%s: %s', (_how, inside, named) => {
      expect(refusalOf(svg(inside))).toEqual([named]);
    });

    // The editor's Media page, or a commit by hand, can put files there that no content names: all are published.
    describe('every file under public/images/, named by content or not', () => {
      test.each([
        [
          'a web page',
          'images/notes.html',
          '<!doctype html><script>alert(1)</script>',
          'is not a picture this site can show, and every file in public/images/ is published on the site. Delete it, or save it again as PNG, JPEG, WebP, AVIF, GIF or SVG.',
        ],
        [
          'an SVG with a script that no content names',
          'images/products/unused.svg',
          svg('<svg:script>alert(1)</svg:script>', ' xmlns:svg="http://www.w3.org/2000/svg"'),
          'is an SVG picture with a script (<script>) in it, which could run code or load from another site when someone opens the picture on its own. Remove it: save the picture again from the drawing program as a plain SVG (no scripts, links or embedded pages), or as a PNG, and keep it in public/images/.',
        ],
        [
          'an SVG named as a page, which a server would send as one',
          'images/drawing.xhtml',
          svg('<rect width="4" height="3"/>'),
          "is an SVG picture whose name does not end as a picture's does, and a server sends a file as what its ending says. Rename it to end in .svg.",
        ],
        [
          'an SVG named as a PNG, checked as an SVG all the same',
          'images/drawing.png',
          svg('<foreignObject width="4" height="3"/>'),
          'is an SVG picture with a web page inside the picture (<foreignObject>) in it',
        ],
      ])('%s is refused, naming the file', (_what, file, bytes, says) => {
        writeFileSync(path.join(publicDir, file), bytes);
        expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([
          expect.stringMatching(new RegExp(`^public/${file.replaceAll('.', '\\.')}:1:1: `)),
        ]);
        expect(problemsAfter(() => {}, { ...shipped, publicDir })[0]).toContain(says);
      });

      test('a picture no content names is only a warning of the unused pictures', () => {
        writeFileSync(path.join(publicDir, 'images/products/crm-old.svg'), svg('<rect width="4" height="3"/>'));
        expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([]);
      });
    });

    test('a PNG whose hidden notes mention a script is a photo, not a document: it is accepted', () => {
      // A PNG header saying 40x30, then text a camera or editor could store in the file's notes.
      const png = Buffer.alloc(64);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
      png.write('IHDR', 12, 'ascii');
      png.writeUInt32BE(40, 16);
      png.writeUInt32BE(30, 20);
      png.write('<script>x()</script> onload=', 33, 'ascii');
      writeFileSync(path.join(publicDir, 'images/about.png'), png);
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual(
        [],
      );
    });

    test('a file that is no picture at all', () => {
      writeFileSync(path.join(publicDir, 'images/about.png'), 'see attached');
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual([
        `${at('content/about.yaml', '/images/about.svg')}: field "image › src" points to "/images/about.png", but that file is not a picture this site can show. Save it again as PNG, JPEG, WebP, AVIF, GIF or SVG.`,
      ]);
    });

    test('a picture of exactly the weight allowed is accepted', () => {
      const png = Buffer.alloc(MAX_PICTURE_KB * 1024);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
      png.write('IHDR', 12, 'ascii');
      png.writeUInt32BE(1600, 16);
      png.writeUInt32BE(1200, 20);
      writeFileSync(path.join(publicDir, 'images/about.png'), png);
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual(
        [],
      );
    });

    /** A PNG of a few bytes whose header gives its size: light, whatever its size says. */
    const pngOfSize = (width: number, height: number) => {
      const png = Buffer.alloc(64);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
      png.write('IHDR', 12, 'ascii');
      png.writeUInt32BE(width, 16);
      png.writeUInt32BE(height, 20);
      return png;
    };

    test('a light picture thousands of pixels wide is refused by its size in pixels, not only by its weight', () => {
      writeFileSync(path.join(publicDir, 'images/about.png'), pngOfSize(6000, 1000));
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual([
        `${at('content/about.yaml', '/images/about.svg')}: field "image › src" points to "/images/about.png", a picture of 6000x1000 pixels, far more than a screen shows of it: every visitor would download all of it. Save it again at most 1600 pixels wide (and at most ${MAX_PICTURE_PX} pixels high), as JPEG or WebP at about 80% quality.`,
      ]);
    });

    test('a picture too tall is refused too; one of exactly the largest size is accepted', () => {
      writeFileSync(path.join(publicDir, 'images/about.png'), pngOfSize(800, MAX_PICTURE_PX + 1));
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual([
        expect.stringContaining(`a picture of 800x${MAX_PICTURE_PX + 1} pixels`),
      ]);
      writeFileSync(path.join(publicDir, 'images/about.png'), pngOfSize(MAX_PICTURE_PX, MAX_PICTURE_PX));
      expect(problemsAfter((data) => (data.about.image.src = '/images/about.png'), { ...shipped, publicDir })).toEqual(
        [],
      );
    });

    test('an SVG says a size in pixels but has none: a large one is accepted', () => {
      writeFileSync(
        path.join(publicDir, 'images/about.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000"></svg>',
      );
      expect(problemsAfter(() => {}, { ...shipped, publicDir })).toEqual([]);
    });

    test('unused pictures are listed in order, camera files with capital endings included', () => {
      writeFileSync(path.join(publicDir, 'images/zz-old.svg'), '<svg viewBox="0 0 1 1"></svg>');
      writeFileSync(path.join(publicDir, 'images/products/crm-old.svg'), '<svg viewBox="0 0 1 1"></svg>');
      writeFileSync(path.join(publicDir, 'images/IMG_0042.JPG'), 'a photo');
      expect(unusedPictures(Object.values(contentModules), publicDir)).toEqual([
        '/images/IMG_0042.JPG',
        '/images/products/crm-old.svg',
        '/images/zz-old.svg',
      ]);
    });

    test('a picture only linked to, not shown, is still left over', () => {
      writeFileSync(path.join(publicDir, 'images/products/crm-old.svg'), '<svg viewBox="0 0 1 1"></svg>');
      const modules = Object.values(contentModules).map((module) =>
        module === contentModules.navigation
          ? { ...module, data: [...module.data, { label: 'Old CRM', href: '/images/products/crm-old.svg' }] }
          : module,
      );
      expect(unusedPictures(modules, publicDir)).toEqual(['/images/products/crm-old.svg']);
    });

    test('with no images folder at all, no picture is left over', () => {
      rmSync(path.join(publicDir, 'images'), { recursive: true });
      expect(unusedPictures(Object.values(contentModules), publicDir)).toEqual([]);
    });

    test('pictures no content names are listed, so they can be deleted', () => {
      writeFileSync(path.join(publicDir, 'images/products/crm-old.svg'), '<svg viewBox="0 0 1 1"></svg>');
      writeFileSync(path.join(publicDir, 'images/notes.txt'), 'not a picture');
      expect(unusedPictures(Object.values(contentModules), publicDir)).toEqual(['/images/products/crm-old.svg']);
    });
  });

  test('the shipped pictures are all used', () => {
    expect(unusedPictures(Object.values(contentModules), shipped.publicDir)).toEqual([]);
  });

  test('a picture without alt text, empty or missing', () => {
    // Found by their shipped words: each product's page has alt texts of its own.
    const altAt = (index: number) =>
      at('content/products.yaml', `${contentModules.products.data.products[index].image.alt}`);
    expect(
      problemsAfter((data) => {
        data.products.products[1].image.alt = '';
        delete data.products.products[2].image.alt;
      }),
    ).toEqual([
      `${altAt(1)}: product "Enterprise Resource Planning", field "image › alt" is empty. Write what the picture shows, for visitors who cannot see it (alt text).`,
      `${altAt(2)}: product "Laboratory management", field "image › alt" is missing. Write what the picture shows, for visitors who cannot see it (alt text).`,
    ]);
  });
});

describe('web addresses, email and phone', () => {
  test('a web address without https://', () => {
    expect(
      problemsAfter((data) => (data.site.applicationFormUrl = 'docs.google.com/forms/d/e/1FAIpQLSf/viewform')),
    ).toEqual([
      `${at('content/site.yaml', 'https://docs.google.com/forms/d/e/1FAIpQLSfAnvayaCareers2026/viewform')}: field "applicationFormUrl" is "docs.google.com/forms/d/e/1FAIpQLSf/viewform", but must be a full web address starting with "https://".`,
    ]);
  });

  test('a web address with a space in it', () => {
    expect(
      problemsAfter(
        (data) => (data.site.map.embedUrl = 'https://www.google.com/maps?q=118 Avinashi Road&output=embed'),
      ),
    ).toEqual([
      `${at('content/site.yaml', 'https://www.google.com/maps?q=118+Avinashi+Road,+Peelamedu,+Coimbatore+641004&output=embed')}: field "map › embedUrl" is "https://www.google.com/maps?q=118 Avinashi Road&output=embed", which has a space in it, but a web address never does. Copy the address again from the browser's address bar.`,
    ]);
  });

  test('a web address with no real host name', () => {
    expect(problemsAfter((data) => (data.site.url = 'https://anvayatech'))).toEqual([
      `${at('content/site.yaml', 'https://www.anvayatech.in')}: field "url" is "https://anvayatech", but must be a full web address starting with "https://".`,
    ]);
  });

  test('an insecure http:// address', () => {
    expect(
      problemsAfter((data) => (data.site.map.embedUrl = 'http://www.google.com/maps?q=Coimbatore&output=embed')),
    ).toEqual([
      `${at('content/site.yaml', 'https://www.google.com/maps?q=118+Avinashi+Road,+Peelamedu,+Coimbatore+641004&output=embed')}: field "map › embedUrl" is "http://www.google.com/maps?q=Coimbatore&output=embed", but must be a full web address starting with "https://".`,
    ]);
  });

  test('an email address without its domain ending', () => {
    expect(problemsAfter((data) => (data.site.email = 'hello@anvayatech'))).toEqual([
      `${at('content/site.yaml', 'hello@anvayatech.in')}: field "email" is "hello@anvayatech", but must be an email address such as "hello@example.in".`,
    ]);
  });

  test('a phone number without its country code', () => {
    expect(problemsAfter((data) => (data.site.phone = localPhone))).toEqual([
      `${at('content/site.yaml', `${site.phone}`)}: field "phone" is "${localPhone}", but must be the number as visitors should read it, in international form: "+", the country code, then the number, with spaces between its groups if you like, such as "+91 422 450 7788".`,
    ]);
  });
});

describe('duplicates', () => {
  test('two jobs with the same slug', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[1].slug = 'web-development'))).toEqual([
      `${at('content/jobs.yaml', 'app-development')}: job "App Development", field "slug" is "web-development", which job "Web Development" already uses. Each job needs its own.`,
    ]);
  });

  test('two products with the same slug', () => {
    const [first, last] = [productsFile.products[0], productsFile.products.at(-1)!];
    expect(problemsAfter((data) => (data.products.products.at(-1).slug = first.slug))).toEqual([
      `${at('content/products.yaml', `${last.slug}`)}: product "${last.title}", field "slug" is "${first.slug}", which product "${first.title}" already uses. Each product needs its own.`,
    ]);
  });

  test('two pages with the same address: the one not built there is named', () => {
    expect(problemsAfter((data) => (data.pages.contact.path = '/about'))).toEqual([
      // The contact page is still built at its own address, which the menu's link keeps leading to.
      `${at('content/pages.yaml', '/contact')}: field "contact › path" is "/about", but this page is built at "/contact" (by app/(en)/contact/page.tsx), so every link, the sitemap and search engines would send visitors to "/about", where there is no page. Write "/contact". Moving a page to a new address is a developer's change: its folder under app/ and lib/routes/registry.ts move with it.`,
    ]);
  });

  test('a slug that is not lowercase with dashes', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].slug = 'Web Development'))).toEqual([
      `${at('content/jobs.yaml', 'web-development')}: job "Web Development", field "slug" is "Web Development", but must be lowercase letters, digits and dashes only, such as "web-development".`,
    ]);
  });
});

describe('opening hours', () => {
  test('hours that cannot be read', () => {
    expect(problemsAfter((data) => (data.site.openingHours[0].hours = '9.30AM - 6.00'))).toEqual([
      `${valueAt('content/site.yaml', 'hours')}: opening-hours line "${hoursLines[0].days}", field "hours" is "9.30AM - 6.00", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".`,
    ]);
  });

  test('hours that close before they open', () => {
    expect(problemsAfter((data) => (data.site.openingHours[0].hours = '9.30PM - 6.00AM'))).toEqual([
      `${valueAt('content/site.yaml', 'hours')}: opening-hours line "${hoursLines[0].days}", field "hours" is "9.30PM - 6.00AM", which closes before it opens. Check AM and PM: a working day reads like "9.30AM - 6.00PM".`,
    ]);
  });

  test('days that are not days', () => {
    expect(problemsAfter((data) => (data.site.openingHours[lastHours].days = 'Sundy'))).toEqual([
      `${valueAt('content/site.yaml', 'days', hoursLines.length)}: opening-hours line "Sundy", field "days" is "Sundy", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".`,
    ]);
  });

  test('a line with two mistakes gets both reported, each at its own field', () => {
    const source = withSourceEdit(
      'content/site.yaml',
      `- days: ${hoursLines[lastHours].days}\n    hours: ${hoursLines[lastHours].hours}\n`,
      '- days: Sundy\n    hours: 9.30AMM - 6.00PM\n',
    );
    expect(
      problemsAfter(
        (data) => (data.site.openingHours[lastHours] = { days: 'Sundy', hours: '9.30AMM - 6.00PM' }),
        source,
      ),
    ).toEqual([
      `${at('content/site.yaml', 'Sundy', 1, source.rootDir)}: opening-hours line "Sundy", field "days" is "Sundy", which is not a day or a range of days. Write a day such as "Sunday" or a range such as "Mon-Sat".`,
      `${at('content/site.yaml', '9.30AMM - 6.00PM', 1, source.rootDir)}: opening-hours line "Sundy", field "hours" is "9.30AMM - 6.00PM", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".`,
    ]);
  });

  test('a day given hours twice', () => {
    expect(
      problemsAfter((data) => data.site.openingHours.push({ days: 'Saturday', hours: '9.30AM - 1.00PM' })),
    ).toEqual([
      `${valueAt('content/site.yaml', 'openingHours')}: opening-hours line "Saturday", field "days" gives hours for Saturday again, but an earlier line already does. Give each day one line only.`,
    ]);
  });
});

describe('copy with blanks', () => {
  test('a blank the site fills in is missing', () => {
    expect(problemsAfter((data) => (data.jobs.applyContext = 'for this job'))).toEqual([
      `${valueAt('content/jobs.yaml', 'applyContext')}: field "applyContext" is "for this job", but must contain {title}, where the job title goes.`,
    ]);
  });

  test('a blank the site cannot fill in', () => {
    expect(problemsAfter((data) => (data.jobs.pageTitle = '{title} Job in {town}'))).toEqual([
      `${valueAt('content/jobs.yaml', 'pageTitle')}: field "pageTitle" uses "{town}", which the site cannot fill in. Write one of {title}, {companyName}, {city}, {locality}, {phone}, {email}, {foundedYear}, {openingHours}, {productCount}, {productNames}, {serviceNames}, {jobCount}, {jobTitles} exactly as shown, or remove the curly brackets { }.`,
    ]);
  });
});

describe('routes: content/pages.yaml, lib/routes/registry.ts and the route files under app/ agree', () => {
  /** A copy of app/ with the given change, removed once the test has run. */
  function appDirWith(change: (dir: string) => void): CheckOptions {
    const appDir = mkdtempSync(path.join(tmpdir(), 'content-app-'));
    cpSync(path.join(process.cwd(), 'app'), appDir, { recursive: true });
    change(appDir);
    afterTest.push(() => rmSync(appDir, { recursive: true, force: true }));
    return { ...shipped, appDir };
  }

  test('a page path with no route behind it fails with the address its route file builds', () => {
    expect(problemsAfter((data) => (data.pages.contact.path = '/contact-us'))).toEqual([
      `${at('content/pages.yaml', '/contact')}: field "contact › path" is "/contact-us", but this page is built at "/contact" (by app/(en)/contact/page.tsx), so every link, the sitemap and search engines would send visitors to "/contact-us", where there is no page. Write "/contact". Moving a page to a new address is a developer's change: its folder under app/ and lib/routes/registry.ts move with it.`,
    ]);
  });

  test('a route file the registry does not list fails, naming the file', () => {
    const options = appDirWith((dir) => {
      mkdirSync(path.join(dir, '(en)', 'blog'));
      writeFileSync(path.join(dir, '(en)', 'blog', 'page.tsx'), 'export default function Blog() { return null; }\n');
    });
    expect(problemsAfter(() => {}, options)).toEqual([
      'app/(en)/blog/page.tsx:1:1: builds a page that lib/routes/registry.ts does not list, so it would have no entry in content/pages.yaml, no title, breadcrumbs or sitemap entry. Add the page to lib/routes/registry.ts and content/pages.yaml, or delete this file.',
    ]);
  });

  const registryLine = (text: string) =>
    readFileSync('lib/routes/registry.ts', 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;

  test('a registered page whose route file is missing fails, naming the file to add', () => {
    const { route } = pageRoutes.privacy;
    const options = appDirWith((dir) => rmSync(path.join(dir, '(en)', route), { recursive: true }));
    expect(problemsAfter(() => {}, options)).toEqual([
      `lib/routes/registry.ts:${registryLine(`route: '${route}'`)}:1: lists a page built by app/(en)${route}/page.tsx, but there is no such file, so the page would be linked but never built. Add app/(en)${route}/page.tsx, or remove the page from lib/routes/registry.ts and content/pages.yaml.`,
    ]);
  });

  test('a per-item route file that is missing is pointed at its kind in the registry', () => {
    const options = appDirWith((dir) => rmSync(path.join(dir, '(en)', 'services', '[slug]'), { recursive: true }));
    expect(problemsAfter(() => {}, options)).toEqual([
      `lib/routes/registry.ts:${registryLine('servicePages: {')}:1: lists a page built by app/(en)/services/[slug]/page.tsx, but there is no such file, so the page would be linked but never built. Add app/(en)/services/[slug]/page.tsx, or remove the page from lib/routes/registry.ts and content/pages.yaml.`,
    ]);
  });

  test('a missing product page route file is pointed at its kind, in the folder of its own (/products)', () => {
    const options = appDirWith((dir) => rmSync(path.join(dir, '(en)', 'products', '[slug]'), { recursive: true }));
    expect(problemsAfter(() => {}, options)).toEqual([
      `lib/routes/registry.ts:${registryLine('productPages: {')}:1: lists a page built by app/(en)/products/[slug]/page.tsx, but there is no such file, so the page would be linked but never built. Add app/(en)/products/[slug]/page.tsx, or remove the page from lib/routes/registry.ts and content/pages.yaml.`,
    ]);
  });

  test("links may go to a product's own page at /products/<slug>, not under /product", () => {
    const slug = contentModules.products.data.products[0].slug;
    expect(problemsAfter((data) => (data.home.hero.secondary.href = `/products/${slug}`))).toEqual([]);
    expect(problemsAfter((data) => (data.home.hero.secondary.href = `/product/${slug}`))).toEqual([
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" links to "/product/${slug}", which is not a page of this site. ${oneOf(everyPage)}`,
    ]);
  });

  test('every registered page needs its entry in content/pages.yaml', () => {
    expect(problemsAfter((data) => delete data.pages.privacy)).toEqual([
      expect.stringMatching(/: field "privacy" is missing\. Add it back: a group of fields indented under its name/),
    ]);
  });

  test('the home page’s route file missing is pointed at the home page in the registry', () => {
    const options = appDirWith((dir) => rmSync(path.join(dir, '(en)', 'page.tsx')));
    expect(problemsAfter(() => {}, options)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^lib/routes/registry\\.ts:${registryLine("route: '/'")}:1: lists a page built by app/\\(en\\)/page\\.tsx`,
        ),
      ),
    ]);
  });
});

describe('links', () => {
  test('a menu link to a page that does not exist lists the pages that do', () => {
    expect(problemsAfter((data) => (data.navigation[1].href = '/abuot'))).toEqual([
      `${at('content/navigation.yaml', '/about#about')}: menu item "About", field "href" links to "/abuot", which is not a page of this site. ${oneOf(everyPage)}`,
    ]);
  });

  test('a link to a closed job, once the job is removed', () => {
    expect(problemsAfter((data) => (data.home.hero.secondary.href = '/career/data-analyst'))).toEqual([
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" links to "/career/data-analyst", which is not a page of this site. ${oneOf(everyPage)}`,
    ]);
  });

  test('links are checked against the pages and jobs of the content being checked, not the shipped ones', () => {
    const removed = problemsAfter((data) => {
      data.jobs.jobs.pop();
      data.home.hero.secondary.href = '/career/any-degree';
    });
    expect(removed).toEqual([
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" links to "/career/any-degree", which is not a page of this site. ${oneOf(everyPage.filter((page) => page !== '/career/any-degree'))}`,
    ]);
    const added = problemsAfter((data) => {
      data.jobs.jobs[2].slug = 'data-analyst';
      data.home.hero.secondary.href = '/career/data-analyst';
    });
    expect(added).toEqual([]);
  });

  test('a link to a job past its closing date is refused: the build makes no page for it', () => {
    const closed = problemsAfter((data) => {
      Object.assign(data.jobs.jobs[2], { datePosted: '2020-01-01', validThrough: '2020-01-02' });
      data.home.hero.secondary.href = '/career/any-degree';
    });
    expect(closed).toEqual([
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" links to "/career/any-degree", which is not a page of this site. ${oneOf(everyPage.filter((page) => page !== '/career/any-degree'))}`,
    ]);
  });

  test("the spec's menu items cannot be removed, only renamed or moved", () => {
    expect(problemsAfter((data) => data.navigation.splice(5, 1))).toEqual([
      expect.stringMatching(
        /^content\/navigation\.yaml:\d+:\d+: .*has no item for the page at "\/contact", which the site's specification keeps in the menu\. Add it back/,
      ),
    ]);
    expect(problemsAfter((data) => delete data.navigation[2].children)).toEqual([
      expect.stringMatching(/has no item for the page at "\/servicedetail"/),
    ]);
    expect(
      problemsAfter((data) => {
        data.navigation[5].label = 'Get in touch';
        data.navigation.reverse();
      }),
    ).toEqual([]);
  });

  test('a submenu link is named by its menu item and its own text', () => {
    const navigation = contentModules.navigation.data as { children?: { label: string }[] }[];
    const shippedMenuLabel = navigation[2].children![0].label;
    expect(problemsAfter((data) => (data.navigation[2].children[0].href = '/nowhere'))).toEqual([
      `${at('content/navigation.yaml', '/servicedetail')}: menu item "Service", submenu item "${shippedMenuLabel}", field "href" links to "/nowhere", which is not a page of this site. ${oneOf(everyPage)}`,
    ]);
  });

  test('a link written with a slash at the end of its page is the same page', () => {
    expect(
      problemsAfter((data) => {
        data.navigation[1].href = '/about/#about';
        data.home.hero.secondary.href = '/career/any-degree/';
      }),
    ).toEqual([]);
  });

  test('a page removed from the pages file is reported as missing; the page and links to it stay (the registry has it)', () => {
    expect(problemsAfter((data) => (data.pages.about = null))).toEqual([
      `${valueAt('content/pages.yaml', 'about')}: field "about" is empty, but must be a group of fields indented under its name: "path", "name", "title", "description".`,
    ]);
    expect(problemsAfter((data) => delete data.pages.career)).toEqual([
      `${itemAt('content/pages.yaml', 'path: /career')}: field "career" is missing. Add it back: a group of fields indented under its name: "path", "name", "title", "description".`,
    ]);
  });

  test('jobs that are not a list, or a pages file that is no group, are reported as such, not as broken links', () => {
    expect(problemsAfter((data) => (data.jobs.jobs = 'none'))).toEqual([
      `${valueAt('content/jobs.yaml', 'jobs')}: field "jobs" is the text "none", but must be a list of jobs, each on a line of its own starting with "- ".`,
    ]);
    expect(problemsAfter((data) => (data.pages = null))).toEqual([
      `${at('content/pages.yaml', 'home:')}: the file is empty, but must be a group of fields indented under its name: ${pageKeys.map((key) => `"${key}"`).join(', ')}.`,
    ]);
  });

  test('a job whose address is not text adds no page to link to', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[2].slug = 3;
        data.home.hero.secondary.href = '/career/3';
      }),
    ).toEqual([
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" links to "/career/3", which is not a page of this site. ${oneOf(everyPage.filter((page) => page !== '/career/any-degree'))}`,
      `${at('content/jobs.yaml', 'any-degree')}: job "Any Degree", field "slug" is the number 3, but this field takes text. Put it in double quotes: "3".`,
    ]);
  });

  test('jobs that are not a list add no job pages to the pages links may go to', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs = 'none';
        data.home.hero.secondary.href = '/career/any-degree';
      }),
    ).toEqual([
      `${valueAt('content/home.yaml', 'href', 2)}: field "hero › secondary › href" links to "/career/any-degree", which is not a page of this site. ${oneOf(everyPage.filter((page) => !page.startsWith(`${pageRoutes.career.route}/`)))}`,
      `${valueAt('content/jobs.yaml', 'jobs')}: field "jobs" is the text "none", but must be a list of jobs, each on a line of its own starting with "- ".`,
    ]);
  });

  test('the pages and the menu checked without the jobs file have their links checked against the pages', () => {
    const { pages, navigation } = contentModules;
    expect(checkContent([pages, navigation], shipped)).toEqual([]);
    const menu = { ...navigation, data: [{ label: 'Jobs', href: '/career/web-development' }] };
    expect(checkContent([pages, menu], shipped).map(formatProblem)).toEqual([
      `${valueAt('content/navigation.yaml', 'href')}: menu item "Jobs", field "href" links to "/career/web-development", which is not a page of this site. ${oneOf(registeredPages)}`,
    ]);
  });

  test('a link that is not text is reported as a wrong kind of value', () => {
    expect(problemsAfter((data) => (data.navigation[1].href = 404))).toEqual([
      `${valueAt('content/navigation.yaml', 'href', 2)}: menu item "About", field "href" is the number 404, but this field takes text. Put it in double quotes: "404".`,
    ]);
  });

  test('one file checked alone has its links left unchecked, with no pages to check them against', () => {
    const menu = { ...contentModules.navigation, data: [{ label: 'Home', href: '/nowhere' }] };
    expect(checkContent([menu], shipped)).toEqual([]);
  });

  test('a jump to a section that does not exist', () => {
    expect(problemsAfter((data) => (data.home.hero.primary.href = '/#abuot'))).toEqual([
      `${valueAt('content/home.yaml', 'href')}: field "hero › primary › href" jumps to "#abuot", which is no section of the site. Use one of: ${everySection}.`,
    ]);
  });

  test('a link written without the leading slash', () => {
    expect(problemsAfter((data) => (data.services.knowMore.href = 'servicedetail'))).toEqual([
      `${valueAt('content/services.yaml', 'href')}: field "knowMore › href" is "servicedetail", but must be a page of this site written like "/about" or "/career#career".`,
    ]);
  });
});

describe('misspelt field names', () => {
  test('a misspelt field is reported with the name it most likely meant, and the real field as missing', () => {
    const source = withSourceEdit('content/jobs.yaml', 'details:', 'detials:');
    expect(
      problemsAfter(
        (data) => {
          data.jobs.jobs[0].detials = data.jobs.jobs[0].details;
          delete data.jobs.jobs[0].details;
        },
        withSourceEdit('content/jobs.yaml', 'details: B.E freshers', 'detials: B.E freshers'),
      ),
    ).toEqual([
      `${itemAt('content/jobs.yaml', 'slug: web-development', 1, source.rootDir)}: job "Web Development", field "details" is missing. Write the short line shown on the job card.`,
      `${at('content/jobs.yaml', 'detials', 1, source.rootDir)}: job "Web Development" has a field "detials" that this site does not use. Did you mean "details"? Check the spelling.`,
    ]);
  });

  test('a field nothing resembles lists the fields that belong there', () => {
    expect(problemsAfter((data) => (data.site.map.zoom = 14))).toEqual([
      `${valueAt('content/site.yaml', 'map')}: field "map" has a field "zoom" that this site does not use. The fields here are: "embedUrl", "title", "linkUrl". Check the spelling.`,
    ]);
  });
});

describe('wrong kinds of value', () => {
  test('a number where text belongs', () => {
    expect(problemsAfter((data) => (data.chrome.errors.heading = 404))).toEqual([
      // The third heading of the file: the footer's registration and online headings come before it.
      `${valueAt('content/chrome.yaml', 'heading', 3)}: field "errors › heading" is the number 404, but this field takes text. Put it in double quotes: "404".`,
    ]);
  });

  test('text where a number belongs', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[2].minimumExperienceMonths = '24'))).toEqual([
      `${valueAt('content/jobs.yaml', 'minimumExperienceMonths', 3)}: job "Any Degree", field "minimumExperienceMonths" is the text "24", but must be a number without quotes. Write the months of experience needed, 0 for freshers.`,
    ]);
  });

  test('a fraction where a whole number belongs, and a number out of range', () => {
    expect(
      problemsAfter((data) => {
        data.jobs.jobs[0].minimumExperienceMonths = 1.5;
        data.site.foundedYear = 16;
      }),
    ).toEqual([
      `${valueAt('content/site.yaml', 'foundedYear')}: field "foundedYear" is 16, but must be at least 1990.`,
      `${valueAt('content/jobs.yaml', 'minimumExperienceMonths')}: job "Web Development", field "minimumExperienceMonths" is 1.5, but must be a whole number without quotes. Write the months of experience needed, 0 for freshers.`,
    ]);
  });

  test('one text where a list belongs is reported once', () => {
    expect(problemsAfter((data) => (data.about.paragraphs = 'We build software for Indian businesses.'))).toEqual([
      `${valueAt('content/about.yaml', 'paragraphs')}: field "paragraphs" is the text "We build software for Indian businesses.", but must be a list of paragraphs, each on a line of its own starting with "- ".`,
    ]);
  });

  test('a path where a picture with alt text belongs', () => {
    expect(problemsAfter((data) => (data.site.logo = '/images/logo.svg'))).toEqual([
      `${valueAt('content/site.yaml', 'logo')}: field "logo" is the text "/images/logo.svg", but must be a group of fields indented under its name: "src", "alt".`,
    ]);
  });

  test('a choice outside the allowed ones', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[2].employmentType = 'Full time'))).toEqual([
      `${valueAt('content/jobs.yaml', 'employmentType', 3)}: job "Any Degree", field "employmentType" is the text "Full time", but must be one of "FULL_TIME", "PART_TIME", "CONTRACTOR" or "INTERN", in capitals.`,
    ]);
  });

  test('a date written the Indian way round', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].datePosted = '02-11-2026'))).toEqual([
      `${valueAt('content/jobs.yaml', 'datePosted')}: job "Web Development", field "datePosted" is the text "02-11-2026", but must be a real date written year-month-day, such as "2026-11-02".`,
    ]);
  });
});

test("a rule a schema author left without its own words still reads as an editor's sentence, never as zod's", () => {
  const module = {
    file: 'content/example.yaml',
    contentName: 'example',
    schema: z.strictObject({ contact: z.email(), count: z.number().max(3) }),
    data: { contact: 'nobody', count: 4 },
  };
  expect(checkContent([module], shipped).map(formatProblem)).toEqual([
    'content/example.yaml:1:1: field "contact" is the text "nobody", which is not written the way this field needs. See CONTENT.md.',
    'content/example.yaml:1:1: field "count" is 4, but must be at most 3.',
  ]);
});

describe('content files of other shapes', () => {
  const example = (schema: z.ZodType, data: unknown) => ({
    file: 'content/example.yaml',
    contentName: 'example',
    schema,
    data,
  });

  test('an item of a list the messages have no word for is called an item, named by its name', () => {
    const people = z.strictObject({ people: z.array(z.strictObject({ name: z.string(), slug: z.string() })) });
    const data = {
      people: [
        { name: 'Asha', slug: 'asha' },
        { name: 'Ravi', slug: 'asha' },
      ],
    };
    expect(checkContent([example(people, data)], shipped).map(formatProblem)).toEqual([
      'content/example.yaml:1:1: item "Ravi", field "slug" is "asha", which item "Asha" already uses. Each item needs its own.',
    ]);
  });

  test('a file that is a list without a word for its items calls them items, by their place', () => {
    const list = z.array(z.strictObject({ label: z.string() }));
    expect(checkContent([example(list, [{ label: 'Home' }, { label: 7 }])], shipped).map(formatProblem)).toEqual([
      'content/example.yaml:1:1: item 2, field "label" is the number 7, but this field takes text. Put it in double quotes: "7".',
    ]);
  });

  test('a whole file of the wrong kind is called the file', () => {
    expect(problemsAfter((data) => (data.navigation = { label: 'Home' }))).toEqual([
      `${at('content/navigation.yaml', '- label')}: the file is a group of fields, but must be a list of menu items, each on a line of its own starting with "- ".`,
    ]);
  });

  test('an empty entry in a list is reported by its place', () => {
    expect(problemsAfter((data) => (data.navigation[1] = null))).toEqual([
      `${itemAt('content/navigation.yaml', '/about#about')}: menu item 2 is empty, but must be a group of fields indented under its name: "label", "href", "children".`,
    ]);
  });
});

test('one mistake is told as one, with the count of mistakes', () => {
  const problems = [
    { file: 'content/jobs.yaml', line: 20, column: 16, message: 'job "Web Development", field "details" is empty.' },
  ];
  expect(new ContentError(problems).message).toBe(
    "The site's content has 1 mistake. Fix it and build again:\n" +
      '  - content/jobs.yaml:20:16: job "Web Development", field "details" is empty.',
  );
});

test('every mistake is reported at once, across files, in file order', () => {
  const jobs = contentModules.jobs.data.jobs;
  const product = productsFile.products[3];
  expect(
    problemsAfter((data) => {
      data.site.email = 'hello at anvayatech.in';
      data.site.openingHours[lastHours].hours = 'shut';
      data.navigation[4].href = '/careers#career';
      data.products.products[3].features.push('');
      data.jobs.jobs[0].title = '';
      data.jobs.jobs[1].image.src = '/images/jobs/app.svg';
      data.jobs.jobs[2].slug = jobs[1].slug;
    }),
  ).toEqual([
    `${at('content/site.yaml', `${site.email}`)}: field "email" is "hello at anvayatech.in", but must be an email address such as "hello@example.in".`,
    `${valueAt('content/site.yaml', 'hours', hoursLines.length)}: opening-hours line "${hoursLines[lastHours].days}", field "hours" is "shut", which cannot be read as opening hours. Write them like "9.30AM - 6.00PM", or "closed".`,
    // Two jobs now share one address, which the list names once.
    `${at('content/navigation.yaml', '/career#career')}: menu item "Career", field "href" links to "/careers#career", which is not a page of this site. ${oneOf(everyPage.filter((page) => page !== '/career/any-degree'))}`,
    `${valueAt('content/products.yaml', 'features', 4)}: product "${product.title}", bullet point ${product.features.length + 1} is empty. Write a bullet point.`,
    `${valueAt('content/jobs.yaml', 'title')}: job 1, field "title" is empty. Write the job title.`,
    `${at('content/jobs.yaml', `${jobs[1].image.src}`)}: job "${jobs[1].title}", field "image › src" points to "/images/jobs/app.svg", but there is no such file in public/images/jobs/. Add the picture there or correct the path.`,
    `${at('content/jobs.yaml', `${jobs[2].slug}`)}: job "${jobs[2].title}", field "slug" is "${jobs[1].slug}", which job "${jobs[1].title}" already uses. Each job needs its own.`,
  ]);
});

test('the contact texts and the timings of the islands are pointed at where they are written', () => {
  expect(
    problemsAfter((data) => {
      data.behaviour.preloaderMs = '4000';
      data.contact.callLabel = '';
    }),
  ).toEqual([
    `${valueAt('content/behaviour.yaml', 'preloaderMs')}: field "preloaderMs" is the text "4000", but must be a number without quotes. Write how long the loading screen shows, in milliseconds (4000 is 4 seconds).`,
    `${valueAt('content/contact.yaml', 'callLabel')}: field "callLabel" is empty. Write the label before the phone number.`,
  ]);
});

test('alt text that starts "Image of" is told to say only what the picture shows', () => {
  expect(problemsAfter((data) => (data.about.image.alt = 'Image of our team at work'))).toEqual([
    `${valueAt('content/about.yaml', 'alt')}: field "image › alt" is "Image of our team at work". Screen readers already say it is a picture, so leave out the words before what it shows: write "Our team at work".`,
  ]);
});

describe('HTML in text', () => {
  test('a bold tag is shown as written, so it is refused with both tags to remove', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].details = '<b>Freshers</b> can also apply'))).toEqual([
      `${valueAt('content/jobs.yaml', 'details', 1)}: job "Web Development", field "details" has <b> in it, which visitors would see exactly as written: the page shows text, not HTML. Remove <b> and </b>: the site sets how text looks, and emphasis cannot be written in content.`,
    ]);
  });

  test('a line break in an item of a list is told to become a new item', () => {
    const [first] = contentModules.jobs.data.jobs[0].responsibilities;
    expect(problemsAfter((data) => (data.jobs.jobs[0].responsibilities[0] = `${first}<br/>and more`))).toEqual([
      `${at('content/jobs.yaml', `${first}`)}: job "Web Development", responsibility 1 has <br/> in it, which visitors would see exactly as written: the page shows text, not HTML. A line break cannot be written in a text: remove <br/>, and start a new item of the list instead.`,
    ]);
  });

  test('a line break in a field of its own is told only to go', () => {
    expect(problemsAfter((data) => (data.contact.callLabel = 'Call<br>us'))).toEqual([
      `${valueAt('content/contact.yaml', 'callLabel', 1)}: field "callLabel" has <br> in it, which visitors would see exactly as written: the page shows text, not HTML. A line break cannot be written in a text: remove <br>.`,
    ]);
  });

  test('a character code such as &amp; is told to be the character itself; a text with < or & alone is fine', () => {
    expect(problemsAfter((data) => (data.contact.callLabel = 'Call &amp; talk'))).toEqual([
      `${valueAt('content/contact.yaml', 'callLabel', 1)}: field "callLabel" has &amp; in it, which visitors would see exactly as written: the page shows text, not HTML. Write the character itself instead: &.`,
    ]);
    expect(problemsAfter((data) => (data.contact.callLabel = 'Call < 5 min & talk'))).toEqual([]);
  });

  /** What the check says of a label holding `text`, from "has" on. */
  const adviceFor = (text: string) =>
    problemsAfter((data) => (data.contact.callLabel = `Call ${text} us`)).map((message) =>
      message.slice(message.indexOf(' has ') + 1),
    );
  const shown = (written: string, advice: string) =>
    `has ${written} in it, which visitors would see exactly as written: the page shows text, not HTML. ${advice}`;

  test.each([
    ['&lt;', 'Write the character itself instead: <.'],
    ['&gt;', 'Write the character itself instead: >.'],
    ['&quot;', 'Write the character itself instead: ".'],
    ['&apos;', "Write the character itself instead: '."],
    ['&#39;', "Write the character itself instead: '."],
    ['&nbsp;', 'Write a plain space instead.'],
    ['&hellip;', 'Write the character itself instead.'],
    ['&#8217;', 'Write the character itself instead.'],
    ['&#x2019;', 'Write the character itself instead.'],
  ])('%s', (code, advice) => {
    expect(adviceFor(code)).toEqual([shown(code, advice)]);
  });

  test('a paragraph tag is a line break; a closing tag alone is named alone', () => {
    expect(adviceFor('<p>')).toEqual([shown('<p>', 'A line break cannot be written in a text: remove <p>.')]);
    expect(adviceFor('</b>')).toEqual([
      shown('</b>', 'Remove </b>: the site sets how text looks, and emphasis cannot be written in content.'),
    ]);
  });
});

describe('invisible characters', () => {
  test('a zero-width space in a slug is the one message about it, with where it is', () => {
    expect(problemsAfter((data) => (data.jobs.jobs[0].slug = 'web-\u200bdevelopment'))).toEqual([
      `${valueAt('content/jobs.yaml', 'slug', 1)}: job "Web Development", field "slug" has an invisible character just after "web-" (a zero-width space), copied along with pasted text: this value must be exact, and it breaks it. Type the value again by hand, or delete the character: put the cursor just after "web-" and press Delete once.`,
    ]);
  });

  test('a no-break space breaks a phone number, but is harmless in copy', () => {
    expect(problemsAfter((data) => (data.site.phone = '+91\u00a04224507788'))).toEqual([
      `${valueAt('content/site.yaml', 'phone', 1)}: field "phone" has an invisible character just after "+91" (a no-break space), copied along with pasted text: this value must be exact, and it breaks it. Type the value again by hand, or delete the character: put the cursor just after "+91" and press Delete once.`,
    ]);
    expect(problemsAfter((data) => (data.contact.callLabel = 'Call\u00a0us'))).toEqual([]);
  });

  test('a soft hyphen or a byte order mark in copy, even at its start', () => {
    expect(problemsAfter((data) => (data.contact.callLabel = '\ufeffCall us'))).toEqual([
      `${valueAt('content/contact.yaml', 'callLabel', 1)}: field "callLabel" has an invisible character at its very start (a zero-width no-break space (byte order mark)), copied along with pasted text. Type the value again by hand, or delete the character: put the cursor at the very start of the text and press Delete once.`,
    ]);
    expect(problemsAfter((data) => (data.contact.callLabel = 'Call\u00adus'))).toEqual([
      expect.stringContaining('field "callLabel" has an invisible character just after "Call" (a soft hyphen)'),
    ]);
  });

  /** The content with a no-break space put after the first character of the first text written under `field`. */
  function withSpaceIn(data: Editable, field: string): void {
    const visit = (value: unknown, under: boolean): boolean => {
      if (!value || typeof value !== 'object') return false;
      for (const [key, inner] of Object.entries(value)) {
        const inside = under || key === field;
        if (inside && typeof inner === 'string') {
          (value as Record<string, unknown>)[key] = `${inner.slice(0, 1)}\u00a0${inner.slice(1)}`;
          return true;
        }
        if (visit(inner, inside)) return true;
      }
      return false;
    };
    if (!visit(data, false)) throw new Error(`The content has no text in a field "${field}" to test with.`);
  }

  test.each([
    'slug',
    'url',
    'href',
    'src',
    'email',
    'embedUrl',
    'linkUrl',
    'applicationFormUrl',
    'path',
    'postalCode',
    'countryCode',
    'profiles',
    'datePosted',
    'validThrough',
  ])('a no-break space in %s is a mistake, as it breaks the value', (field) => {
    const edit = (data: Editable) => {
      // The one list of such values the content may leave empty.
      if (field === 'profiles') data.site.profiles = ['https://www.linkedin.com/company/example'];
      withSpaceIn(data, field);
    };
    expect(problemsAfter(edit)).toContainEqual(
      expect.stringContaining('(a no-break space), copied along with pasted text: this value must be exact'),
    );
  });

  test.each([
    ['a narrow no-break space', '\u202f'],
    ['a zero-width non-joiner', '\u200c'],
    ['a zero-width joiner', '\u200d'],
  ])('%s, which copy in Indian scripts may hold, is harmless in copy but not in a phone number', (named, char) => {
    expect(problemsAfter((data) => (data.contact.callLabel = `Call${char}us`))).toEqual([]);
    expect(problemsAfter((data) => (data.site.phone = `+91${char}${data.site.phone.slice(3)}`))).toEqual([
      expect.stringContaining(`field "phone" has an invisible character just after "+91" (${named})`),
    ]);
  });
});

describe('the office and its map', () => {
  const { address, map } = contentModules.site.data;
  const road = address.street.slice(address.street.lastIndexOf(',') + 1).trim();

  test('an office moved while its map stayed behind: each map address is named, with the new one to write', () => {
    const place = (url: string, param: string) => new URL(url).searchParams.get(param);
    const moved = `25 Race Course Road, ${address.locality}, ${address.city}`;
    expect(
      problemsAfter((data) => {
        data.site.address.street = '4th Floor, 25 Race Course Road';
        data.site.address.postalCode = '641018';
      }),
    ).toEqual([
      `${valueAt('content/site.yaml', 'embedUrl', 1)}: field "map › embedUrl" shows the map at "${place(map.embedUrl, 'q')}", but the office's address is ${moved} 641018. If the office moved, write its new address after q= with + between words (${moved.replace(/\s+/g, '+')}+641018), and change geo to the new office's latitude and longitude.`,
      expect.stringContaining(`field "map › linkUrl" shows the map at "${place(map.linkUrl, 'query')}"`),
    ]);
  });

  test('a map moved while the address stayed behind is the same mistake', () => {
    expect(
      problemsAfter(
        (data) =>
          (data.site.map.linkUrl = 'https://www.google.com/maps/search/?api=1&query=Gandhipuram,+Coimbatore+641012'),
      ),
    ).toEqual([
      expect.stringContaining(
        `field "map › linkUrl" shows the map at "Gandhipuram, Coimbatore 641012", but the office's address is ${road}`,
      ),
    ]);
  });

  const mapAt = (place: string) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;

  test('a map address with other capitals, a comma after the door number and a spaced PIN code is the office', () => {
    const spacedPin = `${address.postalCode.slice(0, 3)} ${address.postalCode.slice(3)}`;
    const place = `${road.replace(' ', ', ').toUpperCase()}, ${address.city} ${spacedPin}`;
    expect(problemsAfter((data) => (data.site.map.embedUrl = mapAt(place)))).toEqual([]);
  });

  test('a PIN code changed on its own is the office moving', () => {
    const otherPin = String((Number(address.postalCode) + 1) % 1e6).padStart(6, '1');
    expect(problemsAfter((data) => (data.site.address.postalCode = otherPin))).toEqual([
      expect.stringContaining(`field "map › embedUrl" shows the map at`),
      expect.stringContaining(`field "map › linkUrl" shows the map at`),
    ]);
  });

  test('a map with no place in it (an "Embed a map" code) is told where to write the address', () => {
    const written = `${road}, ${address.locality}, ${address.city} ${address.postalCode}`;
    expect(
      problemsAfter((data) => (data.site.map.embedUrl = 'https://www.google.com/maps/embed?pb=!1m18!1m12')),
    ).toEqual([
      `${valueAt('content/site.yaml', 'embedUrl', 1)}: field "map › embedUrl" names no place after q=, so the map cannot be checked against the office's address. Write this address instead: https://www.google.com/maps?q=${written.replace(/\s+/g, '+')}&output=embed`,
    ]);
  });

  test('the address to write has one + between words, however many spaces the address has', () => {
    expect(
      problemsAfter((data) => (data.site.address.street = '4th Floor, 25  Race Course Road')).map((message) =>
        message.replace(/^.* with \+ between words \((.*)\), and .*$/, '$1'),
      ),
    ).toEqual([
      `25+Race+Course+Road,+${address.locality.replace(/ /g, '+')},+${address.city}+${address.postalCode}`,
      `25+Race+Course+Road,+${address.locality.replace(/ /g, '+')},+${address.city}+${address.postalCode}`,
    ]);
  });

  test('an address or map the schema refuses is that one mistake, not also a moved office', () => {
    expect(problemsAfter((data) => (data.site.address.postalCode = address.postalCode.slice(1)))).toEqual([
      expect.stringContaining('field "address › postalCode"'),
    ]);
    expect(problemsAfter((data) => (data.site.map.embedUrl = 'maps of Coimbatore'))).toEqual([
      expect.stringContaining('field "map › embedUrl" is "maps of Coimbatore"'),
    ]);
  });
});

describe("the schema's mistakes, one per value that is wrong", () => {
  const mistakesOf = (schema: z.ZodType, data: unknown) =>
    schemaMistakes({ schema, data } as Parameters<typeof schemaMistakes>[0]);

  test('a value failing two of its checks is one mistake, the first check’s', () => {
    const code = z
      .string()
      .min(3, 'is too short')
      .regex(/^[a-z]+$/, 'is not lowercase letters');
    expect(mistakesOf(z.object({ code }), { code: 'A' })).toEqual([{ at: ['code'], message: 'is too short' }]);
  });

  test('a rule reading a value that already failed its checks adds no second mistake', () => {
    const code = z
      .string()
      .min(3, 'is too short')
      .refine(() => false, 'breaks a rule');
    expect(mistakesOf(z.object({ code }), { code: 'A' })).toEqual([{ at: ['code'], message: 'is too short' }]);
  });

  test('a value that passed its checks gets every rule it breaks: two blanks missing are two mistakes', () => {
    const text = z
      .string()
      .refine((value) => value.includes('{a}'), 'lacks {a}')
      .refine((value) => value.includes('{b}'), 'lacks {b}');
    expect(mistakesOf(z.object({ text }), { text: 'x' }).map(({ message }) => message)).toEqual([
      'lacks {a}',
      'lacks {b}',
    ]);
  });

  test('a field the site does not use and a rule of its group are two mistakes, the field named by its key', () => {
    const group = z.strictObject({ a: z.string() }).refine(() => false, 'breaks the group’s rule');
    expect(mistakesOf(group, { a: 'x', b: 1 })).toEqual([
      { at: [], message: expect.stringContaining('"b"'), key: 'b' },
      { at: [], message: 'breaks the group’s rule' },
    ]);
  });

  test.each([
    [['page', 'sections', 1, 'heading'], 'part 2'],
    [['pages', 1, 'intro'], 'product page 2'],
    [['page', 'screens', 1, 'alt'], 'screen 2'],
    [['page', 'integrations', 1], 'integration 2'],
    [['page', 'audience', 1], 'kind of customer 2'],
  ])('an item of a list is named by what an editor calls it: %j is "%s"', (at, named) => {
    expect(describePath({}, at)).toMatch(new RegExp(`^${named}\\b`));
  });

  test('a value of the wrong kind is told the kind it needs, before any other complaint about it, and once', () => {
    const shortNumber = z
      .string()
      .min(3, 'is too short')
      .and(z.number({ error: 'must be a number' }));
    expect(mistakesOf(z.object({ code: shortNumber }), { code: 'A' })).toEqual([
      { at: ['code'], message: 'must be a number' },
    ]);
    const twoKinds = z.number({ error: 'must be a number' }).and(z.boolean({ error: 'must be true or false' }));
    expect(mistakesOf(z.object({ code: twoKinds }), { code: 'A' })).toEqual([
      { at: ['code'], message: 'must be a number' },
    ]);
  });
});

describe('menus, links and route files, as an editor or a developer may leave them', () => {
  /** The place in the menu of its item for the contact page, which the specification keeps there. */
  const contact = contentModules.navigation.data.findIndex(
    (item) => item.href.split('#')[0] === pageRoutes.contact.route,
  );

  test('a menu item written with a slash at its end still counts as its page', () => {
    const about = contentModules.navigation.data.findIndex((item) => item.href.startsWith(pageRoutes.about.route));
    const servicePage = everyPage.find((page) => page.startsWith(`${pageRoutes.services.route}/`));
    expect(
      problemsAfter((data) => {
        data.navigation[contact].href = data.navigation[contact].href.replace(/(#|$)/, '/$1');
        data.navigation.splice(about, 1, { label: 'One of our services', href: `${servicePage}/` });
      }),
    ).toEqual([expect.stringContaining(`has no item for the page at "${pageRoutes.about.route}"`)]);
  });

  test('the menu missing a page is reported on the menu as a whole, where the list starts', () => {
    expect(problemsAfter((data) => data.navigation.splice(contact, 1))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at('content/navigation.yaml', '- label')}: the file has no item for the page at "${pageRoutes.contact.route}"`,
        ),
      ),
    ]);
  });

  test('an item left empty in a list of jobs or services is the schema’s one mistake, and breaks no other check', () => {
    const problems = problemsAfter((data) => {
      data.jobs.jobs.push(null);
      data.services.services.push(null);
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/services\.yaml:.* is empty, but must be a group/),
      expect.stringMatching(/^content\/jobs\.yaml:.* is empty, but must be a group/),
    ]);
  });

  test('a job without its closing date is the schema’s one mistake: links to its page still count', () => {
    expect(
      problemsAfter((data) => {
        delete data.jobs.jobs[0].validThrough;
        data.home.hero.secondary.href = itemPath(itemFolderOf('jobs'), data.jobs.jobs[0].slug);
      }),
    ).toEqual([expect.stringContaining('field "validThrough"')]);
  });

  test('a page path without its leading slash is the schema’s one mistake, not also a page moved', () => {
    expect(problemsAfter((data) => (data.pages.contact.path = pageRoutes.contact.route.slice(1)))).toEqual([
      expect.stringContaining('field "contact › path"'),
    ]);
  });

  test('a pages file with nothing in it, or a page left empty, is the schema’s mistake, and breaks no other check', () => {
    expect(problemsAfter((data) => (data.pages = null))).toEqual([
      expect.stringMatching(/^content\/pages\.yaml:.* is empty/),
    ]);
    expect(problemsAfter((data) => (data.pages.contact = null))).toEqual([
      expect.stringMatching(/^content\/pages\.yaml:.*"contact" is empty/),
    ]);
  });

  test('a file checked on its own needs no other file', () => {
    expect(checkContent([contentModules.site], shipped)).toEqual([]);
  });
});

// Slips of issue 40 that reached the build (or the visitor) before: each refused by the check, where it is written.
describe('slips the check names, each with what to write instead', () => {
  const {
    pages: pagesFile,
    jobs: jobsFile,
    services: servicesFile,
  } = {
    pages: contentModules.pages.data,
    jobs: contentModules.jobs.data,
    services: contentModules.services.data,
  };
  const { name } = site;

  test('a page title holding the company name, which the site adds itself, is told the title without it', () => {
    const title = `${pagesFile.about.title} | ${name}`;
    expect(problemsAfter((data) => (data.pages.about.title = title))).toEqual([
      `${at('content/pages.yaml', pagesFile.about.title)}: field "about › title" is "${title}", which already holds the company name, but the site adds "${name}" to every page's title itself, so search results would show "${searchTitle(title, pagesFile.about.path, name)}". Leave the name out: write "${pagesFile.about.title}".`,
    ]);
  });

  test('the name is found in any capitals, and as {companyName}, on every page search results show', () => {
    const card = servicesFile.services.findIndex((service) => service.page);
    const { heading } = servicesFile.services[card];
    const [product] = productsFile.products;
    const [job] = jobsFile.jobs;
    expect(
      problemsAfter((data) => {
        data.pages.home.title = `${name.toUpperCase()}: Software`;
        data.services.services[card].page.title = `${heading} by ${name.toLowerCase()}`;
        data.products.products[0].page.title = `${product.shortName} from {companyName}`;
        data.jobs.jobs[0].postingTitle = `${job.postingTitle} at ${name}`.slice(0, 40);
      }),
    ).toEqual([
      expect.stringMatching(
        `^${at('content/pages.yaml', pagesFile.home.title)}: field "home › title" is "${name.toUpperCase()}: Software", which already holds the company name.* Leave the name out: write "Software"\\.$`,
      ),
      expect.stringMatching(
        `^content/jobs\\.yaml:\\d+:\\d+: job "${job.title}", field "postingTitle" is ".*", which already holds the company name`,
      ),
      expect.stringMatching(
        `^content/services\\.yaml:\\d+:\\d+: service "${heading}", field "page › title" is "${heading} by ${name.toLowerCase()}", which .* Leave the name out: write "${heading}"\\.$`,
      ),
      expect.stringMatching(
        `^content/products\\.yaml:\\d+:\\d+: product "${product.title}", field "page › title" is "${product.shortName} from \\{companyName\\}", which already holds the company name, but .* search results would show "${product.shortName} from ${name} \\| ${name}"\\. Leave the name out: write "${product.shortName}"\\.$`,
      ),
    ]);
  });

  test("a job page title naming the company in the jobs' pageTitle is told once, there", () => {
    const pageTitle = `${jobsFile.pageTitle} at {companyName}`;
    expect(problemsAfter((data) => (data.jobs.pageTitle = pageTitle))).toEqual([
      `${valueAt('content/jobs.yaml', 'pageTitle')}: field "pageTitle" is "${pageTitle}", which already holds the company name, but the site adds "${name}" to every page's title itself, so search results would show "${searchTitle(
        jobPageTitle(jobsFile.jobs[0], pageTitle.replace('{companyName}', name)),
        `${pagesFile.career.path}/${jobsFile.jobs[0].slug}`,
        name,
      )}". Leave the name out: write "${jobsFile.pageTitle}".`,
    ]);
  });

  test.each(['IMG_2041.PNG', 'team-photo.jpg', 'DSC0001'])(
    'alt text that is a file name, "%s", is told to describe the picture',
    (alt) => {
      const about = contentModules.about.data;
      expect(problemsAfter((data) => (data.about.image.alt = alt))).toEqual([
        `${at('content/about.yaml', about.image.alt)}: field "image › alt" is "${alt}", the name of a picture file, which a screen reader would read out as it is. Alt text describes what the picture shows, for people who cannot see it: write that in a short sentence, such as "Two developers planning a website at a whiteboard".`,
      ]);
    },
  );

  test('two items of one list named alike are refused on the later one, naming the earlier', () => {
    /** Where `field: value` has its value. */
    const written = (file: string, field: string, value: string) => {
      const [, line, column] = at(file, `${field}: ${value}`).split(':');
      return `${file}:${line}:${Number(column) + field.length + 2}`;
    };
    const [first, second] = servicesFile.services;
    const [product, other] = productsFile.products;
    const [job, otherJob] = jobsFile.jobs;
    const [study] = contentModules.proof.data.caseStudies.studies;
    const [home, about] = contentModules.navigation.data;
    const shouted = product.title.toUpperCase();
    expect(
      problemsAfter((data) => {
        data.services.services[1].heading = first.heading;
        data.products.products[1].title = shouted;
        data.jobs.jobs[1].title = ` ${job.title}`;
        data.proof.caseStudies.studies.push({ ...study, slug: `${study.slug}-again` });
        data.navigation[1].label = home.label;
      }),
    ).toEqual([
      `${written('content/navigation.yaml', 'label', about.label)}: menu item "${home.label}", field "label" is "${home.label}", the same as menu item 1's label. Give each menu item its own label, so they can be told apart.`,
      `${written('content/services.yaml', 'heading', second.heading)}: service "${first.heading}", field "heading" is "${first.heading}", the same as service 1's heading. Give each service its own heading, so they can be told apart.`,
      // Capitals make no other name: visitors could not tell the two apart.
      `${written('content/products.yaml', 'title', other.title)}: product "${shouted}", field "title" is "${shouted}", the same as product 1's title. Give each product its own title, so they can be told apart.`,
      `${written('content/jobs.yaml', 'title', otherJob.title)}: job "${job.title}", field "title" is "${job.title}", the same as job 1's title. Give each job its own title, so they can be told apart.`,
      // A case study added at the end is written nowhere in the file yet.
      expect.stringMatching(
        `^content/proof\\.yaml:\\d+:\\d+: case study "${study.title}", field "title" is "${study.title}", the same as case study 1's title\\. Give each case study its own title, so they can be told apart\\.$`,
      ),
    ]);
  });

  test('a space at either end of an exact value is named as the mistake, not the value as a whole', () => {
    expect(
      problemsAfter((data) => {
        data.site.email = `${site.email} `;
        data.site.address.postalCode = ` ${site.address.postalCode} `;
      }),
    ).toEqual([
      `${at('content/site.yaml', site.email)}: field "email" is "${site.email} " with a space at its end. Remove the space.`,
      expect.stringMatching(
        `^content/site\\.yaml:\\d+:\\d+: field "address › postalCode" is " ${site.address.postalCode} " with spaces at its start and end\\. Remove the spaces\\.$`,
      ),
    ]);
  });

  test("a product's screen that is not an SVG is refused on its path, with the path of the SVG to write", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'screens-'));
    afterTest.push(() => rmSync(publicDir, { recursive: true, force: true }));
    cpSync(shipped.publicDir, publicDir, { recursive: true });
    const [screen] = productsFile.products[0].page.screens;
    const png = screen.image.src.replace(/\.svg$/, '.png');
    writeFileSync(path.join(publicDir, png), PNG.sync.write(new PNG({ width: 800, height: 600 })));
    expect(problemsAfter((data) => (data.products.products[0].page.screens[0].image.src = png), { publicDir })).toEqual(
      [
        `${at('content/products.yaml', screen.image.src)}: product "${productsFile.products[0].title}", screen "${screen.heading}", field "image › src" is "${png}", but a product's screen is a drawing, saved as SVG: the site draws it into the page's share picture and gives it the brand's colours, which it can do with an SVG only. Save the drawing again as SVG (Inkscape: Save As → Plain SVG; Illustrator: Export As → SVG; Figma and Canva: Export → SVG) and write "${screen.image.src}".`,
      ],
    );
  });
});
