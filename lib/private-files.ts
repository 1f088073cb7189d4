// The SQLite database and the backups hold password hashes and two-factor secrets: only the
// site's own user may read them.
import fs from 'node:fs';

export const privateFileMode = 0o600;
export const privateFolderMode = 0o700;

/**
 * Creates `file` empty, readable and writable by its owner only; an existing one is narrowed to
 * that by its path. An existing file is never opened: closing any descriptor of a SQLite database
 * drops every lock this process's connections hold on it, and another process would then
 * checkpoint and delete the write-ahead log under them.
 */
export function createPrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', privateFileMode));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, privateFileMode);
}
