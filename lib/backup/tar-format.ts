/**
 * The 512-byte header of a POSIX ustar archive, as much of it as a backup needs: regular files
 * with names of up to 100 bytes. Readable by any `tar`.
 */
export const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

export function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return sum;
}

export function fileHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`archive entry too large: ${name}`);
  header.write(name, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, size);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.write(checksum(header).toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
}

/** The file a header announces; null for the end of the archive; throws for anything else. */
export function parseHeader(header: Buffer): { name: string; size: number } | null {
  if (header.every((byte) => byte === 0)) return null;
  const text = (offset: number, length: number) => header.toString('ascii', offset, offset + length).replace(/\0.*$/s, '');
  if (!text(257, 6).startsWith('ustar') || parseInt(text(148, 8).trim(), 8) !== checksum(header)) {
    throw new Error('not a tar header');
  }
  const type = text(156, 1);
  if (type !== '0' && type !== '') throw new Error('only regular files are expected in a backup');
  return { name: header.toString('utf8', 0, 100).replace(/\0.*$/s, ''), size: parseInt(text(124, 12).trim(), 8) };
}
