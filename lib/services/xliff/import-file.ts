import { isZip, unzipWithin, type NamedFile } from './archive';
import { parseUnitId } from './ids';
import { assertNoDeclarations, assertSize, badFile, decodeText } from './limits';
import { readXliff, xliffVersion, type ReadFile } from './read';
import { MalformedXml, parseXml } from './xml-tree';

/** One XLIFF document's files; refuses (and so imports nothing of) a file that is not one of ours. */
function readDocument({ name, bytes }: NamedFile): ReadFile[] {
  const text = decodeText(bytes, name);
  assertNoDeclarations(text, name);
  let root;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof MalformedXml) throw badFile('malformed', name, error.message);
    throw error;
  }
  const version = xliffVersion(root);
  if (!version) throw badFile('foreign', name);
  const files = readXliff(root, version);
  if (!files.some((file) => file.units.some((unit) => parseUnitId(unit.id)))) throw badFile('foreign', name);
  return files;
}

/**
 * The XLIFF files of an upload (one document, or a zip of them), read whole before anything is
 * saved: a bad file of a zip refuses the zip.
 */
export function readUpload(bytes: Uint8Array, name: string): ReadFile[] {
  assertSize(bytes);
  if (!isZip(bytes)) return readDocument({ name, bytes });
  const files = unzipWithin(bytes);
  if (!files.length) throw badFile('empty', name);
  return files.flatMap(readDocument);
}
