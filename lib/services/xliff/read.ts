import { productNamespace, xliff12Namespace, xliff2Namespace } from './document';
import type { CodeData, Inline } from './inline';
import { attribute, childElements, descendants, type XmlElement, type XmlNode } from './xml-tree';

/** One unit as a translator sent it back: the source's codes, and the translation (null when none). */
export interface ReadUnit {
  id: string;
  hash: string | null;
  source: Inline[];
  /** Undefined when the codes of the translation do not nest (a code closed inside another). */
  target: Inline[] | null | undefined;
  codes: Map<string, CodeData>;
}

export interface ReadFile {
  srcLang: string | undefined;
  trgLang: string | undefined;
  units: ReadUnit[];
}

/** Words and codes in document order; a translation's codes may be split over segments (`<sc>`/`<ec>`). */
type Token = string | { open: string } | { close: string } | { ph: string };

/** Stands for a code XLIFF knows but this product never writes (`<bpt>`, `<it>`): always unknown. */
const foreignCode = { ph: '\u0000foreign' };

const startTag = /^<([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>]*)?>$/;
const emptyTag = /^<([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>]*)?\/?>$/;

/** A code's markup, when it is one tag (and a paired code's end closes its start); a file's markup is never trusted further. */
function codeData(start: string | undefined, end: string | undefined, paired: boolean): CodeData | undefined {
  if (start === undefined) return undefined;
  if (!paired) return emptyTag.test(start) ? { start } : undefined;
  const name = startTag.exec(start)?.[1];
  return name && end?.toLowerCase() === `</${name.toLowerCase()}>` ? { start, end } : undefined;
}

function tokensOf(nodes: XmlNode[], v2: boolean): Token[] {
  return nodes.flatMap((node): Token[] => {
    if (typeof node === 'string') return [node];
    const id = attribute(node, 'id') ?? '';
    switch (node.local) {
      case v2 ? 'pc' : 'g':
        return [{ open: id }, ...tokensOf(node.children, v2), { close: id }];
      case v2 ? 'ph' : 'x':
        return [{ ph: id }];
      case v2 ? 'sc' : 'bx':
        return [{ open: id }];
      case v2 ? 'ec' : 'ex':
        return [{ close: attribute(node, v2 ? 'startRef' : 'rid') ?? id }];
      case 'mrk':
        return tokensOf(node.children, v2);
      case 'cp':
        return v2 ? [String.fromCodePoint(parseInt(attribute(node, 'hex') ?? '0', 16) || 0xfffd)] : [foreignCode];
      case 'sm':
      case 'em':
        return v2 ? [] : [foreignCode];
      default:
        return [foreignCode];
    }
  });
}

/** Tokens as nested codes; undefined when a code closes while another opened inside it is still open. */
function nest(tokens: Token[]): Inline[] | undefined {
  const root: Inline[] = [];
  const open: { id: string | null; children: Inline[] }[] = [{ id: null, children: root }];
  for (const token of tokens) {
    const here = open[open.length - 1];
    if (typeof token === 'string') {
      const last = here.children.length - 1;
      if (typeof here.children[last] === 'string') here.children[last] += token;
      else here.children.push(token);
    } else if ('ph' in token) here.children.push({ ph: token.ph });
    else if ('open' in token) {
      const code = { pc: token.open, children: [] as Inline[] };
      here.children.push(code);
      open.push({ id: token.open, children: code.children });
    } else if (here.id !== token.close) return undefined;
    else open.pop();
  }
  return open.length === 1 ? root : undefined;
}

/** XLIFF 2: segments and ignorables in order; a segment without a target leaves the unit untranslated. */
function readUnit2(unit: XmlElement): ReadUnit {
  const data = new Map(
    childElements(unit, 'originalData')
      .flatMap((original) => childElements(original, 'data'))
      .map((element) => [attribute(element, 'id') ?? '', element.children.filter((child) => typeof child === 'string').join('')]),
  );
  const parts = childElements(unit).filter((child) => child.local === 'segment' || child.local === 'ignorable');
  const sources = parts.flatMap((part) => childElements(part, 'source'));
  const codes = new Map<string, CodeData>();
  for (const source of sources) {
    for (const code of descendants(source, 'pc'))
      addCode(codes, code, data.get(attribute(code, 'dataRefStart') ?? ''), data.get(attribute(code, 'dataRefEnd') ?? ''), true);
    for (const code of descendants(source, 'ph')) addCode(codes, code, data.get(attribute(code, 'dataRef') ?? ''), undefined, false);
    const ends = new Map(descendants(source, 'ec').map((end) => [attribute(end, 'startRef'), data.get(attribute(end, 'dataRef') ?? '')]));
    for (const code of descendants(source, 'sc'))
      addCode(codes, code, data.get(attribute(code, 'dataRef') ?? ''), ends.get(attribute(code, 'id')), true);
  }
  const targets = parts.map(
    (part) => childElements(part, 'target')[0] ?? (part.local === 'ignorable' ? childElements(part, 'source')[0] : null),
  );
  const translated = targets.every((target) => target);
  return {
    id: attribute(unit, 'id') ?? '',
    hash: attribute(unit, 'sourceHash', productNamespace) ?? null,
    source: nest(sources.flatMap((source) => tokensOf(source.children, true))) ?? [],
    target: translated ? nest(targets.flatMap((target) => tokensOf(target!.children, true))) : null,
    codes,
  };
}

function addCode(codes: Map<string, CodeData>, code: XmlElement, start: string | undefined, end: string | undefined, paired: boolean) {
  const data = codeData(start, end, paired);
  if (data) codes.set(attribute(code, 'id') ?? '', data);
}

/** XLIFF 1.2: each code's markup is in the product's attributes of the source's `<g>` and `<x>`. */
function readUnit12(unit: XmlElement): ReadUnit {
  const source = childElements(unit, 'source')[0];
  const target = childElements(unit, 'target')[0];
  const codes = new Map<string, CodeData>();
  const markup = (element: XmlElement, name: string) => attribute(element, name, productNamespace);
  if (source) {
    for (const code of descendants(source, 'g')) addCode(codes, code, markup(code, 'start'), markup(code, 'end'), true);
    for (const code of descendants(source, 'x')) addCode(codes, code, markup(code, 'code'), undefined, false);
  }
  return {
    id: attribute(unit, 'id') ?? '',
    hash: attribute(unit, 'sourceHash', productNamespace) ?? null,
    source: (source && nest(tokensOf(source.children, false))) ?? [],
    target: target ? nest(tokensOf(target.children, false)) : null,
    codes,
  };
}

/** The version of an XLIFF document, or undefined when the root is not XLIFF 1.2 or 2.x. */
export function xliffVersion(root: XmlElement): '1.2' | '2' | undefined {
  if (root.local !== 'xliff') return undefined;
  if (root.uri === xliff2Namespace && /^2\.\d$/.test(attribute(root, 'version') ?? '')) return '2';
  if (root.uri === xliff12Namespace || (root.uri === '' && attribute(root, 'version') === '1.2')) return '1.2';
  return undefined;
}

/** The files of an XLIFF document (its root already known to be XLIFF), each with its languages and units. */
export function readXliff(root: XmlElement, version: '1.2' | '2'): ReadFile[] {
  if (version === '2') {
    const units = childElements(root, 'file').map((file) => descendants(file, 'unit').map(readUnit2));
    return [{ srcLang: attribute(root, 'srcLang'), trgLang: attribute(root, 'trgLang'), units: units.flat() }];
  }
  return childElements(root, 'file').map((file) => ({
    srcLang: attribute(file, 'source-language'),
    trgLang: attribute(file, 'target-language'),
    units: descendants(file, 'trans-unit').map(readUnit12),
  }));
}
