import { Parser } from 'htmlparser2';

/**
 * Rich text as a translator's tool sees it: words, with each HTML tag turned into an inline code
 * they move but cannot edit. A paired code (`<p>…</p>`, `<a href>…</a>`) holds the words inside
 * it; a placeholder stands for an empty element (`<br>`, `<img>`). Code ids count from 1 in the
 * order the tags open.
 */
export type Inline = string | { pc: string; children: Inline[] } | { ph: string };

/** The markup a code stands for: a paired code's start and end tags, or a placeholder's element. */
export interface CodeData {
  start: string;
  end?: string;
}

export interface Segment {
  content: Inline[];
  codes: Map<string, CodeData>;
}

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/** Blocks keep their order: paragraphs, list items, table cells. Inline codes may move within their block. */
const blockElements = new Set([
  ...['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr'],
  ...['figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
]);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeHtml(value).replace(/"/g, '&quot;');

function startTag(name: string, attributes: Record<string, string>): string {
  const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
  return `<${name}${written.join('')}>`;
}

function append(list: Inline[], text: string): void {
  const last = list.length - 1;
  if (typeof list[last] === 'string') list[last] += text;
  else if (text) list.push(text);
}

/** Rich text (HTML) as words and codes. */
export function htmlToSegment(html: string): Segment {
  const codes = new Map<string, CodeData>();
  const root: Inline[] = [];
  const open: Inline[][] = [root];
  let count = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const id = String(++count);
        const here = open[open.length - 1];
        if (voidElements.has(name)) {
          codes.set(id, { start: startTag(name, attributes) });
          here.push({ ph: id });
          return;
        }
        codes.set(id, { start: startTag(name, attributes), end: `</${name}>` });
        const code = { pc: id, children: [] as Inline[] };
        here.push(code);
        open.push(code.children);
      },
      ontext(text) {
        append(open[open.length - 1], text);
      },
      onclosetag(name) {
        if (!voidElements.has(name) && open.length > 1) open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { content: root, codes };
}

/** Words and codes back as HTML, each code written as the markup it stands for. */
export function segmentToHtml(content: Inline[], codes: Map<string, CodeData>): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part);
      if ('ph' in part) return codes.get(part.ph)!.start;
      const data = codes.get(part.pc)!;
      return `${data.start}${segmentToHtml(part.children, codes)}${data.end}`;
    })
    .join('');
}

/** The plain words of a segment: what a field without markup holds. */
export const segmentText = (content: Inline[]): string =>
  content.map((part) => (typeof part === 'string' ? part : 'pc' in part ? segmentText(part.children) : '')).join('');

export type CodeProblem = 'code-missing' | 'code-duplicated' | 'code-reordered' | 'code-unknown';

interface Placed {
  id: string;
  paired: boolean;
  parent: string | null;
}

function placed(content: Inline[], parent: string | null = null, into: Placed[] = []): Placed[] {
  for (const part of content) {
    if (typeof part === 'string') continue;
    if ('ph' in part) into.push({ id: part.ph, paired: false, parent });
    else {
      into.push({ id: part.pc, paired: true, parent });
      placed(part.children, part.pc, into);
    }
  }
  return into;
}

const tagName = (data: CodeData) => /^<([a-zA-Z][a-zA-Z0-9]*)/.exec(data.start)?.[1].toLowerCase() ?? '';

/**
 * Why a translation's codes would break the source's HTML, if they would: a code left out, one
 * used twice, one the source does not have, a code moved out of the code holding it, or blocks
 * put in another order. Inline codes (bold, a link) may change places within their block.
 */
export function codeProblems(source: Inline[], target: Inline[], codes: Map<string, CodeData>): CodeProblem[] {
  const before = new Map(placed(source).map((code) => [code.id, code]));
  const after = placed(target);
  const problems = new Set<CodeProblem>();
  const seen = new Set<string>();
  for (const code of after) {
    const original = before.get(code.id);
    if (!original || original.paired !== code.paired || !codes.has(code.id)) problems.add('code-unknown');
    else if (seen.has(code.id)) problems.add('code-duplicated');
    else if (original.parent !== code.parent) problems.add('code-reordered');
    seen.add(code.id);
  }
  if ([...before.keys()].some((id) => !seen.has(id))) problems.add('code-missing');
  const blocks = (list: Placed[]) =>
    list
      .filter((code) => blockElements.has(tagName(codes.get(code.id) ?? { start: '' })))
      .map((code) => code.id)
      .join(',');
  if (!problems.size && blocks([...before.values()]) !== blocks(after)) problems.add('code-reordered');
  return [...problems];
}
