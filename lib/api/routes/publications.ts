import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb, type Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import type { PageRequest } from '../../services/page-request';
import { assertMayDelete } from '../../services/workflow/deletion';
import { presentItem, presentItems, saveThroughWorkflow } from '../../services/workflow/items';
import type { WorkflowKind } from '../../services/workflow/kinds';
import type { WorkflowInput } from '../../validation/workflow';
import type { StaffListFilter } from '../../services/publications';
import { ok, okPage } from '../envelope';
import { found } from '../found';
import { idParam, langQuery, noQuery, pagingOf, pagingQuery, queryInt, queryText, requestLang, statusQuery } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';
import { helperRoute, type HelperContext } from './helper-route';
import type { Stored } from './stored';

type Page<Row> = Promise<{ rows: Row[]; totalCount: number }>;

type Item = WorkflowInput & { id?: number };

/**
 * The calls of an entity kept in translation groups and listed pinned-first (news, deals,
 * honours): admin list, detail, create, update, delete, pin, unpin by `no`;
 * public list in the request's language and detail that counts a view.
 */
export interface PublicationApi<
  Segment extends string,
  View extends z.ZodType,
  AdminView extends z.ZodType,
  Items extends z.ZodType<Item[]>,
  PublicQuery extends z.ZodObject,
> {
  /** The path segment: `latest-news`. */
  path: Segment;
  /** What messages call one item: `News article`. */
  label: string;
  /** OpenAPI group names. */
  adminTag: string;
  publicTag: string;
  /** What visitors read of one item. */
  view: View;
  /** What staff read: the current version with its editorial state. */
  adminView: AdminView;
  /** How the editorial workflow stores and names the items. */
  workflow: WorkflowKind;
  items: Items;
  /** Query of the public list beyond paging, `no` and `lang`. */
  publicQuery: PublicQuery;
  list(db: Db, filter: StaffListFilter, page: PageRequest): Page<Stored<AdminView>>;
  listPublic(db: Db, lang: string, query: PublicListQuery & z.infer<PublicQuery>, page: PageRequest): Page<z.output<View>>;
  get(db: Db, id: number): Promise<Stored<AdminView> | undefined>;
  read(db: Db, id: number): Promise<z.output<View> | undefined>;
  save(db: Db, user: AdminProfile, items: z.output<Items>, mode: 'create' | 'update'): Promise<Stored<AdminView>[]>;
  setTop(db: Db, user: AdminProfile, no: string, top: 0 | 1): Promise<void>;
  remove(db: Db, user: AdminProfile, no: string): Promise<void>;
}

const adminListQuery = pagingQuery.extend({
  title: queryText.openapi({ description: 'Part of the title, any case' }),
  no: queryText.openapi({ description: 'The start of the translation group key, any case' }),
  lang: langQuery.shape.lang.openapi({ description: 'Only this language (default: all)' }),
  ...statusQuery.shape,
  lawyerNo: queryText.openapi({ description: 'Only those naming this lawyer (the translation group key)' }),
  practiceNo: queryText.openapi({ description: 'Only those naming this practice area (the translation group key)' }),
});

const publicBaseQuery = pagingQuery.extend({
  no: queryText.openapi({ description: 'Translation group key' }),
  lang: langQuery.shape.lang.openapi({ description: 'Language; the `lang` header also sets it (default: the site default language)' }),
  lawyerId: queryInt(1).openapi({ description: 'Only those naming this lawyer (a version in the language asked for)' }),
  practiceAreaId: queryInt(1).openapi({ description: 'Only those naming this practice area (a version in the language asked for)' }),
});

type PublicListQuery = z.infer<typeof publicBaseQuery>;

const noRequest = { query: noQuery.openapi({ description: 'Translation group key; acts on every language version' }) };

/** Registers the calls of one such entity, in this order (a path's order decides which call answers it). */
export function publicationRoutes<
  Segment extends string,
  View extends z.ZodType,
  AdminView extends z.ZodType,
  Items extends z.ZodType<Item[]>,
  PublicQuery extends z.ZodObject,
>(api: PublicationApi<Segment, View, AdminView, Items, PublicQuery>) {
  const admin = `/admin/${api.path}` as const;
  const write = { tags: [api.adminTag], security: adminSecurity };

  const list = helperRoute(
    createRoute({
      method: 'get',
      path: admin,
      ...write,
      summary: `${api.label}s, every language unless lang is given, pinned first then newest`,
      request: { query: adminListQuery },
      responses: responses(z.array(api.adminView)),
    }),
    async (c: HelperContext<{ query: z.output<typeof adminListQuery> }>) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const filter = {
        lang: query.lang,
        title: query.title,
        noPrefix: query.no,
        status: query.status,
        lawyerNo: query.lawyerNo,
        practiceNo: query.practiceNo,
      };
      const { rows, totalCount } = await api.list(getDb(), filter, paging);
      return okPage(c, await presentItems(getDb(), api.workflow, rows), paging, totalCount);
    },
  );

  const detail = helperRoute(
    createRoute({
      method: 'get',
      path: `${admin}/{id}` as const,
      ...write,
      summary: `One ${api.label.toLowerCase()}, for the editor`,
      request: { params: idParam },
      responses: responses(api.adminView),
    }),
    async (c: HelperContext<{ param: { id: number } }>) =>
      ok(c, found(await presentItem(getDb(), api.workflow, await api.get(getDb(), c.req.valid('param').id)), api.label)),
  );

  const save = <Method extends 'post' | 'put'>(method: Method) =>
    helperRoute(
      createRoute({
        method,
        path: admin,
        ...write,
        summary:
          method === 'post'
            ? `Create language versions (one array, one shared no unless given); all or nothing`
            : `Update language versions by id; an item without id but with an existing no adds that version; all or nothing`,
        request: jsonBody(api.items),
        responses: responses(z.array(api.adminView), 'The saved items'),
      }),
      async (c: HelperContext<{ json: z.output<Items> }>) => {
        const user = c.get('user');
        const mode = method === 'post' ? 'create' : 'update';
        const saved = await saveThroughWorkflow(getDb(), user, api.workflow, {
          items: c.req.valid('json'),
          existingId: async (_db, item) => (mode === 'update' ? item.id : undefined),
          save: (trx: Db, items: z.output<Items>) => api.save(trx, user, items, mode),
        });
        return ok(c, saved);
      },
    );

  const remove = createRouter().openapi(
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

  const pin = <Action extends 'pin' | 'unpin'>(action: Action) =>
    createRouter().openapi(
      createRoute({
        method: 'put',
        path: `${admin}/${action}` as const,
        ...write,
        summary: `${action === 'pin' ? 'Pin' : 'Unpin'} every language version of no`,
        request: noRequest,
        responses: responses(z.null()),
      }),
      async (c) => {
        await api.setTop(getDb(), c.get('user'), c.req.valid('query').no, action === 'pin' ? 1 : 0);
        return ok(c, null);
      },
    );

  const publicList = helperRoute(
    createRoute({
      method: 'get',
      path: `/user/${api.path}` as const,
      tags: [api.publicTag],
      summary: `${api.label}s in the request's language, pinned first then newest`,
      request: { query: publicBaseQuery.extend(api.publicQuery.shape) },
      responses: responses(z.array(api.view)),
    }),
    async (c: HelperContext<{ query: PublicListQuery & z.infer<PublicQuery> }>) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, totalCount } = await api.listPublic(getDb(), requestLang(c), query, paging);
      return okPage(c, rows, paging, totalCount);
    },
  );

  const publicDetail = helperRoute(
    createRoute({
      method: 'get',
      path: `/user/${api.path}/{id}` as const,
      tags: [api.publicTag],
      summary: `One ${api.label.toLowerCase()}; counts a view`,
      request: { params: idParam },
      responses: responses(api.view),
    }),
    async (c: HelperContext<{ param: { id: number } }>) => {
      const row = found(await api.read(getDb(), c.req.valid('param').id), api.label);
      // Every read counts a view, so no cache may answer it (server/page-cache.ts honours this).
      c.header('Cache-Control', 'no-store');
      return ok(c, row);
    },
  );

  return createRouter()
    .route('/', list)
    .route('/', detail)
    .route('/', save('post'))
    .route('/', save('put'))
    .route('/', remove)
    .route('/', pin('pin'))
    .route('/', pin('unpin'))
    .route('/', publicList)
    .route('/', publicDetail);
}
