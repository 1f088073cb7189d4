import { randomInt } from 'node:crypto';
import { hashToken } from './tokens';

const RECOVERY_CODE_COUNT = 10;
// Without 0/o, 1/l/i: a code copied from paper is read back without doubt.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return characters.match(/.{4}/g)!.join('-');
}

/** Ten single-use codes of twelve characters (59 bits each), written `xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

/**
 * The stored form of a code as typed (spaces, dashes and case do not matter). The user's id
 * salts it, so a copy of the database cannot be searched for every user's codes at once.
 */
export function hashRecoveryCode(userId: number, code: string): string {
  return hashToken(`${userId}:${code.replace(/[\s-]/g, '').toLowerCase()}`);
}
