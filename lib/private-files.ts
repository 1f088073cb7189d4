// The SQLite database and the backups hold password hashes and two-factor secrets: only the
// site's own user may read them.
import fs from 'node:fs';

export const privateFileMode = 0o600;
export const privateFolderMode = 0o700;

/** Creates `file` empty, readable and writable by its owner only; an existing one is narrowed to that. */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', privateFileMode));
  fs.chmodSync(file, privateFileMode);
}
