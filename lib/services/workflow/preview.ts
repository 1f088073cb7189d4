import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { workflowEntities, type WorkflowEntity } from '../../validation/workflow';
import { defaultUrlLocale, knownLangCode, localeOf } from '../../../i18n/locales';
import { localisedPath } from '../../../i18n/navigation';
import { sign, signatureMatches, signingKey } from '../link-signing';
import { presentItem } from './items';
import { editorialKindOf } from './kinds';

const PREVIEW_SECRET = 'previewSecret';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A link showing the current version of item `id` (any status) on its public page layout, for 24 hours, and when it expires. */
export async function previewLink(
  db: Db,
  entity: WorkflowEntity,
  id: number,
  now = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  const kind = editorialKindOf(entity);
  const item = await kind.view(db, id);
  if (!item) throw new NotFoundError(kind.label, id);
  const expires = now + LIFETIME_MS;
  const parts = [workflowEntities.indexOf(entity), id, expires.toString(36)];
  // Joined without dots: a path with a dot is taken for a file and skips the locale proxy.
  const token = [...parts, sign(await signingKey(db, PREVIEW_SECRET), parts.join('.'))].join('_');
  return {
    url: localisedPath(localeOf(knownLangCode(item.lang)), `/preview/${token}`, defaultUrlLocale()),
    expiresAt: new Date(expires).toISOString(),
  };
}

/** The item a preview token shows, or undefined when the token is wrong or expired. */
export async function readPreview(db: Db, token: string, now = Date.now()) {
  const match = /^(\d)_(\d{1,10})_([0-9a-z]{1,12})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, entityIndex, id, expires, signature] = match;
  if (!signatureMatches(await signingKey(db, PREVIEW_SECRET), `${entityIndex}.${id}.${expires}`, signature)) return undefined;
  if (parseInt(expires, 36) < now) return undefined;
  const entity = workflowEntities[Number(entityIndex)];
  if (!entity) return undefined;
  const kind = editorialKindOf(entity);
  const item = await presentItem(db, kind, await kind.view(db, Number(id)));
  return item && { entity, item };
}
