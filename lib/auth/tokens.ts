import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes; only its hash is stored, so a copy of the database holds no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
