import { productNamespace, productPrefix, xliff12Namespace, type ExportDocument, type ExportUnit } from './document';
import type { CodeData, Inline } from './inline';
import { tag, xmlText } from './xml-text';

const elementOf = (data: CodeData) => /^<([a-zA-Z][a-zA-Z0-9]*)/.exec(data.start)?.[1].toLowerCase() ?? 'code';

/** XLIFF 1.2's `<g>` and `<x>` carry no markup of their own: each keeps its tag in the product's namespace. */
function inline(content: Inline[], codes: Map<string, CodeData>): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return xmlText(part);
      if ('ph' in part) {
        const data = codes.get(part.ph)!;
        return tag('x', { id: part.ph, ctype: `x-html-${elementOf(data)}`, [`${productPrefix}:code`]: data.start }, true);
      }
      const data = codes.get(part.pc)!;
      const attributes = { id: part.pc, ctype: `x-html-${elementOf(data)}`, [`${productPrefix}:start`]: data.start };
      return `${tag('g', { ...attributes, [`${productPrefix}:end`]: data.end })}${inline(part.children, codes)}</g>`;
    })
    .join('');
}

function unit(unit: ExportUnit): string {
  const notes = (unit.notes ?? []).map((note) => `<note>${xmlText(note)}</note>`).join('');
  return [
    `    ${tag('trans-unit', { id: unit.id, 'xml:space': 'preserve', [`${productPrefix}:sourceHash`]: unit.hash })}`,
    `     <source>${inline(unit.content, unit.codes)}</source>${notes}`,
    '    </trans-unit>',
  ].join('\n');
}

/** An XLIFF 1.2 document: one `<file>` per item, one `<trans-unit>` per field, its markup as `<g>`/`<x>` codes. */
export function writeXliff12(document: ExportDocument): string {
  const root = tag('xliff', { xmlns: xliff12Namespace, [`xmlns:${productPrefix}`]: productNamespace, version: '1.2' });
  const files = document.items.map((item) =>
    [
      `  ${tag('file', { original: item.id, 'source-language': document.srcLang, 'target-language': document.trgLang, datatype: 'html' })}`,
      '   <body>',
      ...item.units.map(unit),
      '   </body>',
      '  </file>',
    ].join('\n'),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', root, ...files, '</xliff>', ''].join('\n');
}
