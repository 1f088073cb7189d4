import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as settings from '../../repositories/site-settings';
import { workflowEntities, type WorkflowEntity } from '../../validation/workflow';
import { defaultUrlLocale, localeOf } from '../../../i18n/locales';
import { localisedPath } from '../../../i18n/navigation';
import { presentItem } from './items';
import { workflowKinds } from './kinds';

const PREVIEW_SECRET = 'previewSecret';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The key preview links are signed with: made once and kept in the database, so every instance shares it. */
async function previewSecret(db: Db): Promise<string> {
  const stored = await settings.readSetting(db, PREVIEW_SECRET);
  if (stored) return stored;
  await settings.insertSettingIfAbsent(db, PREVIEW_SECRET, randomBytes(32).toString('base64url'));
  return (await settings.readSetting(db, PREVIEW_SECRET))!;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A link showing the current version of item `id` (any status) on its public page layout, for 24 hours, and when it expires. */
export async function previewLink(
  db: Db,
  entity: WorkflowEntity,
  id: number,
  now = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  const kind = workflowKinds[entity];
  const item = await kind.view(db, id);
  if (!item) throw new NotFoundError(kind.label, id);
  const expires = now + LIFETIME_MS;
  const parts = [workflowEntities.indexOf(entity), id, expires.toString(36)];
  // Joined without dots: a path with a dot is taken for a file and skips the locale proxy.
  const token = [...parts, sign(await previewSecret(db), parts.join('.'))].join('_');
  return { url: localisedPath(localeOf(item.lang), `/preview/${token}`, defaultUrlLocale()), expiresAt: new Date(expires).toISOString() };
}

/** The item a preview token shows, or undefined when the token is wrong or expired. */
export async function readPreview(db: Db, token: string, now = Date.now()) {
  const match = /^(\d)_(\d{1,10})_([0-9a-z]{1,12})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, entityIndex, id, expires, signature] = match;
  const expected = Buffer.from(sign(await previewSecret(db), `${entityIndex}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (parseInt(expires, 36) < now) return undefined;
  const entity = workflowEntities[Number(entityIndex)];
  if (!entity) return undefined;
  const kind = workflowKinds[entity];
  const item = await presentItem(db, kind, await kind.view(db, Number(id)));
  return item && { entity, item };
}
