import { randomBytes } from 'node:crypto';

/** A new translation-group key (`no`): the versions of one item in each language share it. */
export function newNo(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
