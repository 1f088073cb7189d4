import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb, type Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import type { PageRequest } from '../../services/page-request';
import { assertMayDelete } from '../../services/workflow/deletion';
import { presentItem, presentItems, saveThroughWorkflow } from '../../services/workflow/items';
import type { ItemView, WorkflowKind } from '../../services/workflow/kinds';
import type { WorkflowInput } from '../../validation/workflow';
import type { StaffListFilter } from '../../services/publications';
import { ok, okPage } from '../envelope';
import { found } from '../found';
import { idParam, langQuery, noQuery, pagingOf, pagingQuery, queryText, requestLang, statusQuery } from '../params';
import { adminSecurity, jsonBody, responses, type ApiRouter } from '../router';

type Page<Row> = Promise<{ rows: Row[]; totalCount: number }>;

/**
 * The calls of an entity kept in translation groups and listed pinned-first (news, deals,
 * honours): admin list, detail, create, update, delete, pin, unpin by `no`;
 * public list in the request's language and detail that counts a view.
 */
export interface PublicationApi<Row extends ItemView, Input extends WorkflowInput & { id?: number }, PublicQuery extends z.ZodObject> {
  /** The path segment: `latest-news`. */
  path: string;
  /** What messages call one item: `News article`. */
  label: string;
  /** OpenAPI group names. */
  adminTag: string;
  publicTag: string;
  /** What visitors read of one item. */
  view: z.ZodType;
  /** What staff read: the current version with its editorial state. */
  adminView: z.ZodType;
  /** How the editorial workflow stores and names the items. */
  workflow: WorkflowKind;
  items: z.ZodType<Input[]>;
  /** Query of the public list beyond paging, `no` and `lang`. */
  publicQuery: PublicQuery;
  list(db: Db, filter: StaffListFilter, page: PageRequest): Page<Row>;
  listPublic(db: Db, lang: string, query: PublicListQuery & z.infer<PublicQuery>, page: PageRequest): Page<Row>;
  get(db: Db, id: number): Promise<Row | undefined>;
  read(db: Db, id: number): Promise<Row | undefined>;
  save(db: Db, user: AdminProfile, items: Input[], mode: 'create' | 'update'): Promise<Row[]>;
  setTop(db: Db, user: AdminProfile, no: string, top: 0 | 1): Promise<void>;
  remove(db: Db, user: AdminProfile, no: string): Promise<void>;
}

const adminListQuery = pagingQuery.extend({
  title: queryText.openapi({ description: 'Part of the title, any case' }),
  no: queryText.openapi({ description: 'The start of the translation group key, any case' }),
  lang: langQuery.shape.lang.openapi({ description: 'Only this language (default: all)' }),
  ...statusQuery.shape,
});

const publicBaseQuery = pagingQuery.extend({
  no: queryText.openapi({ description: 'Translation group key' }),
  lang: langQuery.shape.lang.openapi({ description: 'Language; the `lang` header also sets it (default en_US)' }),
});

type PublicListQuery = z.infer<typeof publicBaseQuery>;

export function addPublicationRoutes<Row extends ItemView, Input extends WorkflowInput & { id?: number }, PublicQuery extends z.ZodObject>(
  router: ApiRouter,
  api: PublicationApi<Row, Input, PublicQuery>,
): void {
  const admin = `/admin/${api.path}`;
  const write = { tags: [api.adminTag], security: adminSecurity };
  const noRequest = { query: noQuery.openapi({ description: 'Translation group key; acts on every language version' }) };

  router.openapi(
    createRoute({
      method: 'get',
      path: admin,
      ...write,
      summary: `${api.label}s, every language unless lang is given, pinned first then newest`,
      request: { query: adminListQuery },
      responses: responses(z.array(api.adminView)),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, totalCount } = await api.list(
        getDb(),
        { lang: query.lang, title: query.title, noPrefix: query.no, status: query.status },
        paging,
      );
      return okPage(c, await presentItems(getDb(), api.workflow, rows), paging, totalCount);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${admin}/{id}`,
      ...write,
      summary: `One ${api.label.toLowerCase()}, for the editor`,
      request: { params: idParam },
      responses: responses(api.adminView),
    }),
    async (c) => {
      const row: object = found(await presentItem(getDb(), api.workflow, await api.get(getDb(), c.req.valid('param').id)), api.label);
      return ok(c, row);
    },
  );

  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'update'],
  ] as const) {
    router.openapi(
      createRoute({
        method,
        path: admin,
        ...write,
        summary:
          mode === 'create'
            ? `Create language versions (one array, one shared no unless given); all or nothing`
            : `Update language versions by id; an item without id but with an existing no adds that version; all or nothing`,
        request: jsonBody(api.items),
        responses: responses(z.array(api.adminView), 'The saved items'),
      }),
      async (c) => {
        const user = c.get('user');
        const saved = await saveThroughWorkflow<Input, Row>(getDb(), user, api.workflow, {
          items: c.req.valid('json') as Input[],
          existingId: async (_db, item) => (mode === 'update' ? item.id : undefined),
          save: (trx, items) => api.save(trx, user, items, mode),
        });
        return ok(c, saved);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'delete',
      path: admin,
      ...write,
      summary: `Delete every language version of no`,
      request: noRequest,
      responses: responses(z.null()),
    }),
    async (c) => {
      const { no } = c.req.valid('query');
      await assertMayDelete(getDb(), c.get('user'), api.workflow, { no });
      await api.remove(getDb(), c.get('user'), no);
      return ok(c, null);
    },
  );

  for (const [action, top] of [
    ['pin', 1],
    ['unpin', 0],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'put',
        path: `${admin}/${action}`,
        ...write,
        summary: `${action === 'pin' ? 'Pin' : 'Unpin'} every language version of no`,
        request: noRequest,
        responses: responses(z.null()),
      }),
      async (c) => {
        await api.setTop(getDb(), c.get('user'), c.req.valid('query').no, top);
        return ok(c, null);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: `/user/${api.path}`,
      tags: [api.publicTag],
      summary: `${api.label}s in the request's language, pinned first then newest`,
      request: { query: publicBaseQuery.extend(api.publicQuery.shape) },
      responses: responses(z.array(api.view)),
    }),
    async (c) => {
      const query = c.req.valid('query') as PublicListQuery & z.infer<PublicQuery>;
      const paging = pagingOf(query);
      const { rows, totalCount } = await api.listPublic(getDb(), requestLang(c), query, paging);
      return okPage(c, rows, paging, totalCount);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `/user/${api.path}/{id}`,
      tags: [api.publicTag],
      summary: `One ${api.label.toLowerCase()}; counts a view`,
      request: { params: idParam },
      responses: responses(api.view),
    }),
    async (c) => {
      const row: object = found(await api.read(getDb(), c.req.valid('param').id), api.label);
      // Every read counts a view, so no cache may answer it (server/page-cache.ts honours this).
      c.header('Cache-Control', 'no-store');
      return ok(c, row);
    },
  );
}
