import { SaxesParser } from 'saxes';

/** An element with its namespace resolved; attributes keyed `local` (no namespace) or `{uri}local`. */
export interface XmlElement {
  uri: string;
  local: string;
  attributes: Map<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

/** Elements nest at most this deep: an XLIFF document needs a dozen levels; more is an attack on the reader. */
const MAX_DEPTH = 100;

export class MalformedXml extends Error {}

const keyOf = (uri: string, local: string) => (uri ? `{${uri}}${local}` : local);

/** The document's root element; throws MalformedXml when the text is not well-formed XML (with namespaces). */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: string | undefined;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  parser.on('opentag', (node) => {
    if (open.length >= MAX_DEPTH) throw new MalformedXml(`elements nest deeper than ${MAX_DEPTH} levels`);
    const attributes = new Map(Object.values(node.attributes).map((attribute) => [keyOf(attribute.uri, attribute.local), attribute.value]));
    const element: XmlElement = { uri: node.uri, local: node.local, attributes, children: [] };
    open.at(-1)?.children.push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  const addText = (chunk: string) => {
    const here = open.at(-1);
    if (!here) return;
    const last = here.children.length - 1;
    if (typeof here.children[last] === 'string') here.children[last] += chunk;
    else here.children.push(chunk);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(text).close();
  if (failure || !root) throw new MalformedXml(failure ?? 'no root element');
  return root;
}

export const attribute = (element: XmlElement, local: string, uri = '') => element.attributes.get(keyOf(uri, local));

export const childElements = (element: XmlElement, local?: string) =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string' && (local === undefined || child.local === local));

/** Every element named `local` below `element`, in document order. */
export function descendants(element: XmlElement, local: string): XmlElement[] {
  return childElements(element).flatMap((child) => [...(child.local === local ? [child] : []), ...descendants(child, local)]);
}
