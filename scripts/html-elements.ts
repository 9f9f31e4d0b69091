/**
 * The exported pages read by a real HTML parser (parse5, the one jsdom uses), for the post-export steps that rewrite
 * them. They edit the page's text at the offsets the parser reports instead of re-serialising the tree, so every byte
 * they do not mean to change stays as Next wrote it.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

export type HtmlElement = DefaultTreeAdapterMap['element'];

type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** One element of the page, in source order, and whether it sits in a <template>'s inert content. */
export type PageElement = { element: HtmlElement; inTemplate: boolean };

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The page parsed as a browser parses it, with where each element starts and ends in `html`. */
export function parsePage(html: string) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element of the parsed page in source order, those of <template> contents included and marked. */
export function elementsOf(root: ParentNode, inTemplate = false): PageElement[] {
  return root.childNodes.flatMap((node) => {
    if (!('tagName' in node)) return [];
    const content = node.tagName === 'template' && 'content' in node ? elementsOf(node.content, true) : [];
    return [{ element: node, inTemplate }, ...content, ...elementsOf(node, inTemplate)];
  });
}

/** Script types that are data blocks (JSON-LD): the browser runs none of them, and CSP does not govern them. */
export const DATA_SCRIPT_TYPES = ['application/ld+json', 'application/json'];

/** The value of an attribute (names are lower case once parsed: noModule is nomodule), or undefined. */
export const attributeOf = (element: HtmlElement, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** Whether the element is an HTML one, not an <svg> or <math> one of the same name. */
export const isHtml = (element: HtmlElement) => element.namespaceURI === HTML_NAMESPACE;

/** The element's text content (a script's source, as the browser reads it). */
export const textOf = (element: HtmlElement) =>
  element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');

/** Where the element is written in the page, start tag to end tag (only <html>, <head> and <body> can be implied). */
export function spanOf(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> is implied by the parser, not written in the page`);
  return { start: location.startOffset, end: location.endOffset };
}

/** The element's start tag as written, shortened for a message. */
export function startTagOf(html: string, element: HtmlElement): string {
  const tag = element.sourceCodeLocation?.startTag;
  const text = tag ? html.slice(tag.startOffset, tag.endOffset) : `<${element.tagName}>`;
  return text.length > 160 ? `${text.slice(0, 150)}...>` : text;
}
