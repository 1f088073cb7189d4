import { BackupError } from './backup-error';
import { manifestName, manifestSchema, type Manifest } from './manifest';
import { readTarGz, type TarEntry } from './tar-reader';

/** An archive opened for restoring: its manifest, then the entries after it. */
export interface OpenedArchive {
  manifest: Manifest;
  entries: AsyncIterable<TarEntry>;
}

export async function openArchive(archive: string): Promise<OpenedArchive> {
  const entries = readableEntries(archive);
  const first = await entries.next();
  const manifest =
    first.done || first.value.name !== manifestName ? undefined : manifestSchema.safeParse(parseJson(await readAll(first.value.content)));
  if (!manifest?.success) throw new BackupError(`${archive} is not a backup archive of this site`);
  return { manifest: manifest.data, entries };
}

export async function readAll(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of content) parts.push(part);
  return Buffer.concat(parts);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The entries, with any failure to read them (not gzip, not tar, cut short, corrupted) said as such. */
async function* readableEntries(archive: string): AsyncGenerator<TarEntry> {
  const unreadable = (error: unknown) => new BackupError(`${archive} is not a readable backup archive: ${(error as Error).message}`);
  async function* guarded<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
    try {
      yield* source;
    } catch (error) {
      throw unreadable(error);
    }
  }
  for await (const entry of guarded(readTarGz(archive))) yield { ...entry, content: guarded(entry.content) };
}
