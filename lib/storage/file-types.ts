/** The file kinds the site accepts, recognised by their first bytes, never by name or declared type. */
export interface FileKind {
  extension: string;
  contentType: string;
}

const kinds = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
} satisfies Record<string, FileKind>;

export const contentTypeByExtension: Record<string, string> = Object.fromEntries(
  Object.values(kinds).map((kind) => [kind.extension, kind.contentType]),
);

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

export function detectKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return kinds.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kinds.png;
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return kinds.gif;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return kinds.webp;
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return kinds.avif;
  if (ascii(bytes, 0, 5) === '%PDF-') return kinds.pdf;
  return undefined;
}

// Markup inside an image makes it a polyglot: harmless with nosniff, but never wanted. Only
// element names and schemes no image metadata (EXIF, XMP, ICC) uses, so real photos pass.
const markup =
  /<([a-z0-9]+:)?script[\s>/]|<(html|svg|body|iframe|frame|object|embed|img|meta|link|style|base|form|math)[\s>/]|<!doctype|(javascript|vbscript):/i;

export function containsMarkup(bytes: Uint8Array): boolean {
  return markup.test(Buffer.from(bytes).toString('latin1'));
}
