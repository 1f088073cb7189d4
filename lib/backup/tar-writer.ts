import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { privateFileMode } from '../private-files';
import { BLOCK, fileHeader, padding } from './tar-format';

export interface TarWriter {
  addBytes(name: string, bytes: Buffer): Promise<void>;
  addFile(name: string, file: string): Promise<void>;
}

/**
 * Writes a .tar.gz at `target` from what `fill` adds. The archive appears under its name only
 * once complete: until then it is `<target>.partial`, removed when `fill` fails.
 */
export async function writeTarGz(target: string, fill: (writer: TarWriter) => Promise<void>): Promise<void> {
  const partial = `${target}.partial`;
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(partial, { mode: privateFileMode }));
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
  };
  const entry = async (name: string, size: number, chunks: Iterable<Buffer> | AsyncIterable<Buffer>) => {
    await write(fileHeader(name, size, new Date()));
    let length = 0;
    for await (const chunk of chunks) {
      length += chunk.length;
      if (length > size) break;
      await write(chunk);
    }
    if (length !== size) throw new Error(`${name} changed while it was archived`);
    await write(Buffer.alloc(padding(size)));
  };
  try {
    await fill({
      addBytes: (name, bytes) => entry(name, bytes.length, [bytes]),
      addFile: async (name, file) => entry(name, (await fs.promises.stat(file)).size, fs.createReadStream(file)),
    });
    gzip.end(Buffer.alloc(2 * BLOCK));
    await written;
    await fs.promises.rename(partial, target);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}
