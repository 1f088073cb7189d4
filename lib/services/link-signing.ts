import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import * as settings from '../repositories/site-settings';

/** A key links are signed with: made once and kept in `siteSetting` under `name`, so every instance shares it. */
export async function signingKey(db: Db, name: string): Promise<string> {
  const stored = await settings.readSetting(db, name);
  if (stored) return stored;
  await settings.insertSettingIfAbsent(db, name, randomBytes(32).toString('base64url'));
  return (await settings.readSetting(db, name))!;
}

/** 43 characters of base64url. */
export const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signatureMatches(key: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
