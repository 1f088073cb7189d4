import { contentChanged } from '../cache/invalidation';
import { cacheTags } from '../cache/tags';
import type { Db } from '../db/client';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { countArticlesInCatalog } from '../repositories/articles';
import * as catalogs from '../repositories/catalogs';
import type { CatalogRow } from '../repositories/catalogs';
import type { CatalogInput, CatalogNode } from '../validation/catalog';
import { audit } from './audit';
import { saveVersions, type PlannedVersion } from './translation-groups';

const label = 'Catalog';
const changedTags = [cacheTags.catalogs, cacheTags.news, cacheTags.deals] as const;

function buildTrees(rows: CatalogRow[]): CatalogNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, childrenList: [] as CatalogNode[] }]));
  const roots: CatalogNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.childrenList : roots).push(node);
  }
  return roots;
}

/**
 * Root catalogs with nested `childrenList`, each level in display order. Staff may leave
 * out `type` or `lang` to see every tree.
 */
export async function listCatalogTrees(db: Db, filter: { type?: number; lang?: string }): Promise<CatalogNode[]> {
  return buildTrees(await catalogs.listCatalogs(db, filter));
}

/** The catalog tree of one type (0 news, 1 deals) in one language, as visitors see it. */
export function catalogTree(db: Db, type: number, lang: string): Promise<CatalogNode[]> {
  return listCatalogTrees(db, { type, lang });
}

/** The name each catalog is shown under in a language: its translation's, else its own. */
export function catalogNamesIn(db: Db, ids: number[], lang: string): Promise<Map<number, string>> {
  return catalogs.namesIn(db, [...new Set(ids)], lang);
}

/** One catalog with its sub-catalogs; undefined when unknown. */
export async function getCatalog(db: Db, id: number): Promise<CatalogNode | undefined> {
  const catalog = await catalogs.findCatalog(db, id);
  if (!catalog) return undefined;
  const tree = buildTrees(await catalogs.listCatalogs(db, { type: catalog.type, lang: catalog.lang }));
  const find = (nodes: CatalogNode[]): CatalogNode | undefined => {
    for (const node of nodes) {
      const found = node.id === id ? node : find(node.childrenList);
      if (found) return found;
    }
    return undefined;
  };
  return find(tree);
}

// What a catalog still in use says, by what was being done to it.
const inUse = {
  change: {
    children: 'Catalog {id} still has {count} sub-catalog(s); to change its type or language, move them first',
    articles: 'Catalog {id} still has {count} article(s); to change its type or language, move them first',
  },
  delete: {
    children: 'Catalog {id} still has {count} sub-catalog(s); delete or move them first',
    articles: 'Catalog {id} still has {count} article(s); delete or move them first',
  },
};

async function refuseIfInUse(db: Db, id: number, doing: 'change' | 'delete'): Promise<void> {
  const children = await catalogs.countChildren(db, id);
  if (children) throw new ConflictError(inUse[doing].children, { id, count: children });
  const articles = await countArticlesInCatalog(db, id);
  if (articles) throw new ConflictError(inUse[doing].articles, { id, count: articles });
}

/** The parent must exist, be of the same type and language, and not sit below the catalog itself. */
async function checkParent(db: Db, { item, index, existing }: PlannedVersion<CatalogInput>): Promise<void> {
  if (item.parentId === null) return;
  const field = `[${index}].parentId`;
  const parent = await catalogs.findCatalog(db, item.parentId);
  if (!parent) throw new InvalidInputError(field, '{field}: catalog {parentId} does not exist', { parentId: item.parentId });
  if (parent.type !== item.type || parent.lang !== item.lang) {
    throw new InvalidInputError(field, '{field}: the parent must be a catalog of the same type and language');
  }
  if (existing && (await catalogs.subtreeIds(db, existing.id)).includes(parent.id)) {
    throw new InvalidInputError(field, '{field}: a catalog cannot be placed under itself or its own sub-catalogs');
  }
}

async function writeCatalog(db: Db, { item, no, existing }: PlannedVersion<CatalogInput>, now: string): Promise<number> {
  const place = { type: item.type, lang: item.lang, parentId: item.parentId };
  if (!existing) {
    return catalogs.insertCatalog(db, {
      ...place,
      name: item.name,
      no,
      sort: await catalogs.nextSort(db, place),
      createTime: now,
      updateTime: now,
    });
  }
  const current = (await catalogs.findCatalog(db, existing.id))!;
  if (current.type !== place.type || current.lang !== place.lang) {
    await refuseIfInUse(db, current.id, 'change');
  }
  // A catalog given a new parent goes to the end of its new siblings.
  const moved = current.type !== place.type || current.lang !== place.lang || current.parentId !== place.parentId;
  await catalogs.updateCatalog(db, current.id, {
    ...place,
    name: item.name,
    sort: moved ? await catalogs.nextSort(db, place) : undefined,
    updateTime: now,
  });
  return current.id;
}

/**
 * Creates or updates catalogs (language versions share `no`) in one transaction; new
 * catalogs go last among their siblings. Returns the saved catalogs.
 */
export async function saveCatalogs(db: Db, user: AdminProfile, items: CatalogInput[], mode: 'create' | 'update'): Promise<CatalogRow[]> {
  const ids = await saveVersions(db, {
    shelf: { table: 'catalog' },
    label,
    entity: 'catalog',
    user,
    mode,
    items,
    check: checkParent,
    write: writeCatalog,
  });
  contentChanged(...changedTags);
  return Promise.all(ids.map(async (id) => (await catalogs.findCatalog(db, id))!));
}

/** Deletes an empty catalog; one with sub-catalogs or articles is refused (409). */
export async function deleteCatalog(db: Db, user: AdminProfile, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await catalogs.findCatalog(trx, id))) throw new NotFoundError(label, id);
    await refuseIfInUse(trx, id, 'delete');
    await catalogs.deleteCatalog(trx, id);
    await audit(trx, user, 'delete', 'catalog', id);
  });
  contentChanged(...changedTags);
}

/**
 * Moves catalog `sourceId` to the position of `targetId` among their siblings (the others
 * shift by one) and renumbers the siblings 1..n. Both must share parent, type and language;
 * otherwise 400: a catalog changes parent through an update of its parentId.
 */
export async function moveCatalog(db: Db, user: AdminProfile, sourceId: number, targetId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const source = await catalogs.findCatalog(trx, sourceId);
    if (!source) throw new NotFoundError(label, sourceId);
    const target = await catalogs.findCatalog(trx, targetId);
    if (!target) throw new NotFoundError(label, targetId);
    if (source.parentId !== target.parentId || source.type !== target.type || source.lang !== target.lang) {
      throw new InvalidInputError(
        'targetId',
        'sourceId and targetId must have the same parent, type and language; change parentId to move a catalog elsewhere',
      );
    }
    const order = await catalogs.siblingIds(trx, source);
    const targetIndex = order.indexOf(targetId);
    order.splice(order.indexOf(sourceId), 1);
    order.splice(targetIndex, 0, sourceId);
    for (const [index, id] of order.entries()) await catalogs.updateCatalog(trx, id, { sort: index + 1 });
    await audit(trx, user, 'sort', 'catalog', sourceId);
  });
  contentChanged(...changedTags);
}
