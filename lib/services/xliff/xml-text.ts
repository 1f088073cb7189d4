/** XML's own: characters a document may not hold, and escaping for text and attribute values. */

// Control characters other than tab, line feed and carriage return cannot appear in XML 1.0, even escaped.
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const xmlText = (text: string) => text.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const xmlAttribute = (value: string) =>
  xmlText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** `<name a="1">` (or `<name a="1"/>` when `empty`), attributes left out when undefined. */
export function tag(name: string, attributes: Record<string, string | undefined>, empty = false): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${xmlAttribute(value)}"`);
  return `<${name}${written.join('')}${empty ? '/' : ''}>`;
}
