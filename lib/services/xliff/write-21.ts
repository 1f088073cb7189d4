import { productNamespace, productPrefix, xliff2Namespace, type ExportDocument, type ExportUnit } from './document';
import type { CodeData, Inline } from './inline';
import { tag, xmlText } from './xml-text';

/** Data ids of a code's markup in `<originalData>`: a paired code's start and end, a placeholder's element. */
const dataIds = (id: string) => ({ start: `s${id}`, end: `e${id}`, ph: `d${id}` });

// A translator may not copy or delete a code; the import refuses a unit whose codes would break the HTML.
const locked = { canCopy: 'no', canDelete: 'no' };

function inline(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return xmlText(part);
      if ('ph' in part) return tag('ph', { id: part.ph, dataRef: dataIds(part.ph).ph, ...locked }, true);
      const ids = dataIds(part.pc);
      return `${tag('pc', { id: part.pc, dataRefStart: ids.start, dataRefEnd: ids.end, ...locked })}${inline(part.children)}</pc>`;
    })
    .join('');
}

function originalData(codes: Map<string, CodeData>): string {
  if (!codes.size) return '';
  const data = [...codes].flatMap(([id, code]) => {
    const ids = dataIds(id);
    return code.end === undefined
      ? [[ids.ph, code.start]]
      : [
          [ids.start, code.start],
          [ids.end, code.end],
        ];
  });
  return `<originalData>${data.map(([id, markup]) => `<data id="${id}">${xmlText(markup)}</data>`).join('')}</originalData>`;
}

function unit(unit: ExportUnit): string {
  const notes = unit.notes?.length ? `<notes>${unit.notes.map((note) => `<note>${xmlText(note)}</note>`).join('')}</notes>` : '';
  return [
    `   ${tag('unit', { id: unit.id, [`${productPrefix}:sourceHash`]: unit.hash })}`,
    notes && `    ${notes}`,
    `    ${originalData(unit.codes)}`,
    `    <segment><source xml:space="preserve">${inline(unit.content)}</source></segment>`,
    '   </unit>',
  ]
    .filter((line) => line.trim())
    .join('\n');
}

/** An XLIFF 2.1 document: one `<file>` per item, one `<unit>` per field, its markup as `<pc>`/`<ph>` codes. */
export function writeXliff21(document: ExportDocument): string {
  const root = tag('xliff', {
    xmlns: xliff2Namespace,
    [`xmlns:${productPrefix}`]: productNamespace,
    version: '2.1',
    srcLang: document.srcLang,
    trgLang: document.trgLang,
  });
  const files = document.items.map((item) => [` ${tag('file', { id: item.id })}`, ...item.units.map(unit), ' </file>'].join('\n'));
  return ['<?xml version="1.0" encoding="UTF-8"?>', root, ...files, '</xliff>', ''].join('\n');
}
