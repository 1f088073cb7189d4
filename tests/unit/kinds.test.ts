/**
 * One list of kinds (lib/content/kinds.ts), one registry per side: the server's
 * (lib/services/kinds.ts, with the workflow's lib/services/workflow/kinds.ts) and the back
 * office's (lib/admin/kinds.ts). Every registry covers every kind, and every other list of kinds
 * is the registry's, so a kind added in one place and forgotten in another fails here by name.
 */
import { adminKinds as adminRegistry, type AdminKind } from '@/lib/admin/kinds';
import { publications } from '@/lib/admin/articles/kinds';
import { api } from '@/lib/api/app';
import { zhNouns } from '@/lib/api/messages/zh-terms';
import { contentKindList, kindNames, type ContentKind } from '@/lib/content/kinds';
import { searchKinds } from '@/lib/search/kinds';
import { serverKinds, type ServerKind } from '@/lib/services/kinds';
import { editorialKinds } from '@/lib/services/workflow/kinds';
import { searchResultPaths } from '@/lib/site/paths';
import { translationKinds } from '@/lib/validation/translations';
import { vitalPageTypes } from '@/lib/validation/web-vitals';
import { kindOfEntity, workflowEntities } from '@/lib/validation/workflow';

const server: Record<ContentKind, ServerKind> = serverKinds;
const adminKinds: Record<ContentKind, AdminKind> = adminRegistry;

test('every registry has every kind, and no other', () => {
  expect(contentKindList).toEqual(['news', 'deal', 'honour', 'lawyer', 'practice', 'banner', 'legal']);
  for (const registry of [serverKinds, editorialKinds, adminKinds]) expect(Object.keys(registry)).toEqual(contentKindList);
});

test.each(contentKindList)('%s: both sides name it as lib/content/kinds.ts does', (kind) => {
  const { entity } = kindNames[kind];
  expect(server[kind]).toMatchObject({ kind, entity, apiPath: `/admin/${entity}` });
  expect(editorialKinds[kind]).toMatchObject({ kind, entity, table: server[kind].table });
  expect(adminKinds[kind]).toMatchObject({ entity, apiPath: server[kind].apiPath });
  expect(kindOfEntity[entity]).toBe(kind);
  expect(server[kind].label in zhNouns).toBe(true);
});

test('the other lists of kinds are derived from the registry', () => {
  expect(workflowEntities).toEqual(contentKindList.map((kind) => server[kind].entity));
  expect(translationKinds).toEqual(contentKindList);
  // The search page's order: people and practice areas first.
  expect(searchKinds).toEqual(['lawyer', 'practice', 'news', 'deal', 'honour']);
  expect([...searchKinds].sort()).toEqual(contentKindList.filter((kind) => server[kind].searched).sort());
  expect(vitalPageTypes).toEqual(expect.arrayContaining(contentKindList.flatMap((kind) => kindNames[kind].pages)));
  expect(Object.keys(publications)).toEqual(contentKindList.filter((kind) => 'publication' in kindNames[kind]));
});

test.each(contentKindList)("%s: the back office's public page is the search result's", (kind) => {
  const paths: Partial<Record<ContentKind, (id: number) => string>> = searchResultPaths;
  expect(adminKinds[kind].publicPath?.(7)).toBe(paths[kind]?.(7));
});

let document: { paths: Record<string, object> };
beforeAll(async () => {
  document = await (await api.request('/api/openapi.json')).json();
});

test.each(contentKindList)('%s: its screens and the API calls the back office makes are there', (kind) => {
  expect(document.paths[`/api${adminKinds[kind].apiPath}`]).toHaveProperty('get');
  const { base, listPath } = adminKinds[kind];
  expect(listPath.startsWith(`${base}/`)).toBe(true);
  expect(adminKinds[kind].editHref(7).startsWith(`${base}/`)).toBe(true);
});
