import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { config } from '../config';

// scrypt is memory-hard: at the default N=2^15, r=8 needs 32 MiB per hash, which makes guessing
// on GPUs costly. N is a setting only so that tests can hash cheaply (PASSWORD_HASH_COST).
const r = 8;
const p = 1;
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, blockSize: number, parallel: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { N: n, r: blockSize, p: parallel, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts; the salt is random per user. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = config.passwordHashN;
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(blockSize), Number(parallel));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password of 18 random characters, for a first administrator with none configured. */
export function randomPassword(): string {
  return randomBytes(14).toString('base64url');
}
