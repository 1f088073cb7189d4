import { InvalidInputError, TooLargeError } from '../../errors';

/** The largest file an import takes, as sent (an XLIFF document or a zip of them). */
export const MAX_XLIFF_BYTES = 20 * 1024 * 1024;
/** What a zip may hold: its files' size once expanded, and how many. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
export const MAX_ZIP_FILES = 100;
/** The most rows (an item in one language) one export writes. */
export const MAX_EXPORT_ROWS = 5000;

const megabytes = (bytes: number) => bytes / 1024 / 1024;

export function assertSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_XLIFF_BYTES)
    throw new TooLargeError('file', '{field} is larger than {size} MB', { size: megabytes(MAX_XLIFF_BYTES) });
}

export const zipTooLarge = () =>
  new TooLargeError('file', '{field}: the zip expands to more than {size} MB', { size: megabytes(MAX_UNZIPPED_BYTES) });

export const zipTooMany = () => new TooLargeError('file', '{field}: the zip holds more than {count} files', { count: MAX_ZIP_FILES });

/** A file the import does not read at all: nothing of it is imported. */
export const badFile = (problem: 'doctype' | 'encoding' | 'malformed' | 'foreign' | 'zip' | 'empty', name: string, detail = '') => {
  const templates = {
    doctype: '{field}: {name} declares a DOCTYPE or entities, which are refused (no entity is expanded or fetched)',
    encoding: '{field}: {name} is not UTF-8 or UTF-16 text',
    malformed: '{field}: {name} is not well-formed XML ({detail})',
    foreign: '{field}: {name} is not an XLIFF file exported by this site',
    zip: '{field}: the zip cannot be read ({detail})',
    empty: '{field}: the zip holds no file',
  };
  return new InvalidInputError('file', templates[problem], { name, detail });
};

/** The text of a file: UTF-8 (with or without a byte order mark) or UTF-16 with one. */
export function decodeText(bytes: Uint8Array, name: string): string {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : undefined;
  try {
    return new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badFile('encoding', name);
  }
}

/**
 * A DOCTYPE or an entity declaration is refused before the XML is parsed, wherever it stands
 * (the parser never sees one, so no entity is expanded and nothing is fetched).
 */
export function assertNoDeclarations(text: string, name: string): void {
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw badFile('doctype', name);
}
