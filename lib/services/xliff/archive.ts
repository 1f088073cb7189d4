import { Unzip, UnzipInflate, strToU8, zipSync } from 'fflate';
import { DomainError } from '../../errors';
import { badFile, MAX_UNZIPPED_BYTES, MAX_ZIP_FILES, zipTooLarge, zipTooMany } from './limits';

export interface NamedFile {
  name: string;
  bytes: Uint8Array;
}

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);

/** Files a zip tool adds beside the real ones (macOS's resource forks, folders). */
const isNoise = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name);

/**
 * The files of a zip, expanded as a stream that stops as soon as they pass MAX_UNZIPPED_BYTES in
 * all (counting the bytes that come out, not the sizes the zip claims) or MAX_ZIP_FILES.
 */
export function unzipWithin(zip: Uint8Array): NamedFile[] {
  try {
    return expand(zip);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw badFile('zip', 'zip', error instanceof Error ? error.message : String(error));
  }
}

function expand(zip: Uint8Array): NamedFile[] {
  const files: (NamedFile & { done: boolean })[] = [];
  let total = 0;
  const unzip = new Unzip((file) => {
    if (isNoise(file.name)) return;
    if (files.length >= MAX_ZIP_FILES) throw zipTooMany();
    const chunks: Uint8Array[] = [];
    const entry = { name: file.name, bytes: new Uint8Array(), done: false };
    files.push(entry);
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      total += chunk.byteLength;
      if (total > MAX_UNZIPPED_BYTES) throw zipTooLarge();
      chunks.push(chunk);
      if (final) Object.assign(entry, { bytes: Buffer.concat(chunks), done: true });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(zip, true);
  if (files.some((file) => !file.done)) throw new Error('it ends before its last file does');
  return files.map(({ name, bytes }) => ({ name, bytes }));
}

/** A zip of text files, deflated. */
export const zipTexts = (files: { name: string; text: string }[]): Uint8Array =>
  zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)])), { level: 6 });
