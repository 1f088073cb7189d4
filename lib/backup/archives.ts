import fs from 'node:fs/promises';
import path from 'node:path';

/** Archives are named by the time they were taken, so their names sort oldest first. */
const archivePattern = /^lawfirm-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/;

export function archiveName(time: Date): string {
  return `lawfirm-backup-${time.toISOString().replace(/:/g, '-')}.tar.gz`;
}

/** The archives in `dir`, oldest first; other files are not ours and are left alone. */
async function listArchives(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => []);
  return names.filter((name) => archivePattern.test(name)).sort();
}

/** Removes all but the newest `keep` archives of `dir`. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = await listArchives(dir);
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await fs.rm(path.join(dir, name), { force: true });
  return removed;
}
