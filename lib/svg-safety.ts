/**
 * Whether an SVG is safe to publish, decided the way a browser reads the file: an SVG is a document, and opened on
 * its own (/images/x.svg) on a host that sends no headers (GitHub Pages) its scripts run on the site's address,
 * where the editor's sign-in is kept.
 *
 * The file is parsed as XML by a real parser (the browser's own DOMParser in the editor; jsdom's, the same
 * standard's, in Node), so entities and character references are resolved and every name has its namespace as a
 * browser sees it. DOMPurify (kept by cure53, used by browsers' vendors and by Decap itself) then walks the result
 * with its SVG and SVG-filter allow-lists: any element, attribute or namespace it would remove refuses the picture.
 * Its lists are in lowercase, for HTML; XML names keep their case (clipPath, viewBox), so a name is looked up in
 * lowercase, which lets through only names the lists hold. On top of DOMPurify, stricter rules for what it lets
 * through but a picture of this site never needs: a reference anywhere but inside the picture (href only to "#id"
 * or an embedded PNG, JPEG, GIF or WebP), styles that import or load (url() only to "#id"), entity declarations,
 * processing instructions (<?xml-stylesheet?>). A drawing program's own notes (Inkscape's, Illustrator's) are
 * allowed by their namespace: a browser shows and runs nothing of them, and what is inside them is checked too.
 *
 * The picture is refused, never rewritten: the editor's upload and the build run this same code, so an editor
 * learns at upload what the build would say, and the file in the repository is the file the site serves.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** The namespaces of drawing programs' notes: Inkscape's, Sodipodi's, RDF, Creative Commons, Dublin Core, Adobe's. */
const NOTES_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Flows/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/GenericCustomNamespace/1.0/',
  'http://ns.adobe.com/XPath/1.0/',
]);

/** Elements a picture of this site never needs that DOMPurify's SVG list does not hold, refused in these words. */
const NAMED_ELEMENTS: Record<string, string> = {
  script: 'a script (<script>)',
  foreignobject: 'a web page inside the picture (<foreignObject>)',
  iframe: 'a web page inside the picture (<iframe>)',
  animate: 'an animation that can change links (<animate>)',
  set: 'an animation that can change links (<set>)',
};

/** An embedded picture, the one thing besides "#id" a reference may name: what Canva and Figma embed. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z\d+/=\s]*$/i;

/** Where a value (a style, a fill, a filter) reads from: each url(...), with what it names. */
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

type Here = { purify: DOMPurify; parser: DOMParser };
let here: Here | undefined;

/** The browser's own window in the editor; a jsdom window in Node (the build, the check, the tests). */
function parserAndPurifier(): Here {
  if (here) return here;
  // Loaded only where there is no window: jsdom does not load inside a browser, or inside jest's jsdom.
  const windowHere = (typeof window === 'undefined'
    ? new (require('jsdom') as typeof import('jsdom')).JSDOM('').window
    : window) as unknown as typeof globalThis;
  here = {
    purify: createDOMPurify(windowHere as unknown as Parameters<typeof createDOMPurify>[0]),
    parser: new windowHere.DOMParser(),
  };
  return here;
}

/**
 * CSS functions that load a picture named by a plain string, with no url() written: image-set("x.png" 1x) (and its
 * -webkit- form), src("x.png"). A drawing program writes none.
 */
const STRING_LOADER = /(?:^|[^\w-])((?:-webkit-)?image-set|src)\s*\(/i;

/** What a value (a fill, a filter, a style) loads from outside the picture; undefined when it names only "#id"s. */
function urlDanger(value: string): string | undefined {
  const loader = STRING_LOADER.exec(value)?.[1];
  if (loader) return `a style that loads another picture (${loader.toLowerCase()}())`;
  const urls = [...value.matchAll(CSS_URL)];
  for (const [, , target] of urls) if (!target.trim().startsWith('#')) return referenceDanger(target);
  // A url( left unmatched above (no closing bracket, quotes inside) names what the check cannot read.
  if ((value.match(/url\(/gi)?.length ?? 0) !== urls.length) return 'a reference the check cannot read (url()';
  return undefined;
}

/** What a style loads or imports from outside the picture, in plain words; undefined when it names only "#id"s. */
function styleDanger(css: string): string | undefined {
  // A CSS escape can spell url( or @import in other letters: a drawing program writes none.
  if (css.includes('\\')) return 'an escaped character in a style (\\)';
  if (/@import/i.test(css)) return 'a style that loads another file (@import)';
  return urlDanger(css);
}

/** What a link or reference (href, xlink:href) names, in plain words, when that is not inside the picture. */
function referenceDanger(value: string): string | undefined {
  const target = value.trim();
  if (target.startsWith('#') || EMBEDDED_PICTURE.test(target)) return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(target.replace(/\s/g, ''))?.[1]?.toLowerCase();
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript') return `a ${scheme}: link`;
  return scheme || target.startsWith('//')
    ? `a reference to another site (${target})`
    : `a reference to another file (${target})`;
}

/** How DOMPurify's removal of `entry` reads to an editor. */
function removedDescribed(entry: DOMPurify['removed'][number]): string {
  if ('element' in entry && entry.element) {
    const element = entry.element as Element;
    const local = (element.localName ?? element.nodeName).toLowerCase();
    return NAMED_ELEMENTS[local] ?? `<${element.nodeName}>, which a picture of this site may not have`;
  }
  const { attribute, from } = entry as { attribute: Attr | null; from: Element };
  const name = attribute?.name ?? '';
  if (/^on/i.test(attribute?.localName ?? '')) return `code that runs on an event (${name}=)`;
  const value = attribute?.value ?? '';
  const scheme = /^\s*(javascript|vbscript|data):/i.exec(value)?.[1];
  return (
    ((attribute?.localName === 'href' || attribute?.localName === 'src') && referenceDanger(value)) ||
    (scheme && `a ${scheme.toLowerCase()}: link`) ||
    `the attribute ${name}="${value.slice(0, 40)}" on <${from.nodeName}>, which a picture of this site may not have`
  );
}

/**
 * What svgDanger says of a file a browser cannot show as a picture at all (it is not well-formed XML, or its root is
 * not <svg> in the SVG namespace): it shows an error or the bare code, never the picture.
 */
export const UNREADABLE_SVG = 'code that is not an SVG picture';

/**
 * What in an SVG could run code or load from elsewhere when the picture is opened on its own, in plain words for the
 * editor ("a script (<script>)"), or what keeps it from being read as a picture at all; undefined when it is safe.
 */
export function svgDanger(svg: string): string | undefined {
  if (!verdicts.has(svg)) verdicts.set(svg, dangerIn(svg));
  return verdicts.get(svg);
}

/**
 * Each file's verdict, by its text: the check reads the same pictures on every save and in every test, and
 * DOMPurify on jsdom takes tens of milliseconds a file and keeps memory it used.
 */
const verdicts = new Map<string, string | undefined>();

function dangerIn(svg: string): string | undefined {
  // Entities are declared in a doctype; no drawing program's plain SVG has one, and a browser expands them.
  if (/<!ENTITY/i.test(svg)) return 'an entity declaration (<!ENTITY>)';
  if (/<!DOCTYPE[^>[]*\[/i.test(svg)) return 'a doctype with declarations of its own (<!DOCTYPE … [ ]>)';
  const { purify, parser } = parserAndPurifier();
  const doc = parser.parseFromString(svg, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length || !doc.documentElement) return UNREADABLE_SVG;
  for (const node of Array.from(doc.childNodes))
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE)
      return `an instruction that loads or runs something (<?${node.nodeName} …?>)`;
  const root = doc.documentElement;
  if (root.namespaceURI !== SVG || root.localName !== 'svg') return UNREADABLE_SVG;

  const found: string[] = [];
  purify.removeAllHooks();
  purify.addHook('uponSanitizeElement', (node, data) => {
    const element = node as Element;
    // A comment runs nothing; a style's text may be marked as character data (Illustrator's older exports).
    if (node.nodeType === node.COMMENT_NODE || node.nodeType === node.CDATA_SECTION_NODE)
      data.allowedTags[data.tagName] = true;
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const notes = NOTES_NAMESPACES.has(element.namespaceURI ?? '');
    if (notes || (element.namespaceURI === SVG && data.allowedTags[data.tagName.toLowerCase()]))
      data.allowedTags[data.tagName] = true;
    if (element.namespaceURI === SVG && element.localName === 'style') {
      const danger = styleDanger(element.textContent ?? '');
      if (danger) found.push(danger);
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const attribute = (node as Element).attributes.getNamedItem(data.attrName);
    const namespace = attribute?.namespaceURI ?? '';
    const onNotes = NOTES_NAMESPACES.has((node as Element).namespaceURI ?? '');
    // Declaring a namespace loads nothing; a drawing program's notes (and anything on them but an event) do nothing.
    if (namespace === XMLNS || NOTES_NAMESPACES.has(namespace) || (onNotes && !/^on/i.test(data.attrName))) {
      data.forceKeepAttr = true;
      return;
    }
    if (data.allowedAttributes[data.attrName.toLowerCase()]) data.allowedAttributes[data.attrName] = true;
    if (attribute?.localName === 'href' && (namespace === '' || namespace === XLINK)) {
      const danger = referenceDanger(data.attrValue);
      if (danger) found.push(danger);
    }
    const danger = data.attrName === 'style' ? styleDanger(data.attrValue) : urlDanger(data.attrValue);
    if (danger) found.push(danger);
  });
  try {
    purify.sanitize(root, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // use: only to "#id" (referenceDanger); DOMPurify leaves it out for the references it refuses here.
      ADD_TAGS: ['use'],
      // Illustrator's older exports set it; browsers ignore it.
      ADD_ATTR: ['enable-background'],
      PARSER_MEDIA_TYPE: 'application/xhtml+xml',
      NAMESPACE: SVG,
      ALLOWED_NAMESPACES: [SVG, ...NOTES_NAMESPACES],
      IN_PLACE: true,
    });
  } finally {
    purify.removeAllHooks();
  }
  return found[0] ?? (purify.removed[0] && removedDescribed(purify.removed[0]));
}
