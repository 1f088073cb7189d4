import fs from 'node:fs';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { BLOCK, padding, parseHeader } from './tar-format';

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; what is left unread is skipped before the next entry. */
  content: AsyncIterable<Buffer>;
}

/** Pulls exact amounts of bytes out of a stream of chunks. */
class ByteSource {
  private pending: Buffer = Buffer.alloc(0);
  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  /** The next bytes, at most `limit` of them. */
  async upTo(limit: number): Promise<Buffer> {
    if (!this.pending.length) {
      const next = await this.chunks.next();
      if (next.done) throw new Error('the archive ends too early');
      this.pending = next.value;
    }
    const taken = this.pending.subarray(0, limit);
    this.pending = this.pending.subarray(taken.length);
    return taken;
  }

  async exactly(length: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for (let left = length; left > 0;) {
      const part = await this.upTo(left);
      parts.push(part);
      left -= part.length;
    }
    return Buffer.concat(parts);
  }

  async skip(length: number): Promise<void> {
    for (let left = length; left > 0;) left -= (await this.upTo(left)).length;
  }

  /** Reads to the end, so the gzip trailer (length and CRC of everything) is checked. */
  async drain(): Promise<void> {
    while (!(await this.chunks.next()).done);
  }
}

/** The files of a .tar.gz, in order; throws when it is not one, or is damaged or cut short. */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  // pipeline, unlike pipe, hands a read error on to the gunzip stream, whose reader then throws it.
  const gunzip = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => {});
  const source = new ByteSource(gunzip[Symbol.asyncIterator]());
  for (;;) {
    const header = parseHeader(await source.exactly(BLOCK));
    if (!header) break;
    let left = header.size;
    const content = (async function* () {
      while (left > 0) {
        const chunk = await source.upTo(left);
        left -= chunk.length;
        yield chunk;
      }
    })();
    yield { ...header, content };
    await source.skip(left + padding(header.size));
  }
  await source.drain();
}
