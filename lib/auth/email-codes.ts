import { randomInt } from 'node:crypto';
import { hashToken } from './tokens';

/** Six random digits: short enough to type from a phone, and guessed only a few times before it expires. */
export function newEmailCode(): string {
  return randomInt(1_000_000).toString().padStart(6, '0');
}

/** The stored form of a code: salted with the account and the address, so it confirms that address only. */
export function hashEmailCode(userId: number, email: string, code: string): string {
  return hashToken(`${userId}:${email}:${code.replace(/\s/g, '')}`);
}
