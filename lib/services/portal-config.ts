import { cacheTags } from '../cache/tags';
import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import type { PortalConfig } from '../db/schema';
import type { AdminProfile } from '../repositories/admin-users';
import * as configs from '../repositories/portal-config';
import { nowIso } from '../time';
import type { PortalConfigInput } from '../validation/portal-config';
import { audit } from './audit';
import { assertDistinctLanguages, writeContent } from './content-writes';

function parseList<T>(json: string): T[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The stored row as the API gives it: the lists as arrays, visibility flags as 0/1. */
function present(row: PortalConfig) {
  return {
    ...row,
    advantagesList: parseList<{ title: string; content: string | null }>(row.advantagesList),
    environmentList: parseList<{ title: string | null; coverUrl: string }>(row.environmentList),
  };
}

export type PortalConfigView = ReturnType<typeof present>;

/** The firm's information in one language; undefined when none is saved for it. */
export async function getPortalConfig(db: Db, lang: string): Promise<PortalConfigView | undefined> {
  const row = await configs.findConfig(db, lang);
  return row && present(row);
}

/** The firm's information in every language that has it. */
export async function listPortalConfigs(db: Db): Promise<PortalConfigView[]> {
  return (await configs.listConfigs(db)).map(present);
}

/** Saves each language's row (inserted or replaced), all or nothing. */
export function savePortalConfigs(db: Db, user: AdminProfile, items: PortalConfigInput[]) {
  assertDistinctLanguages(items);
  return writeContent(db, [cacheTags.portalConfig], async (trx) => {
    for (const item of items) {
      await configs.upsertConfig(trx, {
        ...item,
        iconUrl: item.iconUrl || null,
        address: item.address || null,
        tel: item.tel || null,
        introduce: sanitizeRichText(item.introduce) || null,
        advantagesList: JSON.stringify(item.advantagesList ?? []),
        environmentList: JSON.stringify(item.environmentList ?? []),
        updateTime: nowIso(),
      });
      await audit(trx, user, 'update', 'portalConfig', item.lang);
    }
    return (await configs.listConfigs(trx)).map(present);
  });
}
