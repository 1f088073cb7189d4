import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import type { LangCode } from '@/i18n/locales';
import { getDb, type Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { presentItems } from '../../services/workflow/items';
import type { ItemView, WorkflowKind } from '../../services/workflow/kinds';
import type { WorkflowStatus } from '../../validation/workflow';
import { ok } from '../envelope';
import { langQuery, requestLang, statusQuery } from '../params';
import { adminSecurity, jsonBody, responses, type ApiRouter } from '../router';

/** A GET that lists an entity by language. */
interface LangList {
  path: string;
  summary: string;
  /** The schema of one item. */
  view: z.ZodType;
}

const adminListQuery = langQuery.extend(statusQuery.shape);

/** GET `path` for staff: the items of `lang`, or of every language when it is absent, with their editorial state. */
export function addAdminLangList(
  router: ApiRouter,
  call: LangList & { tags: string[]; workflow?: WorkflowKind; run(db: Db, lang?: LangCode, status?: WorkflowStatus): Promise<unknown[]> },
): void {
  router.openapi(
    createRoute({
      method: 'get',
      path: call.path,
      tags: call.tags,
      summary: call.summary,
      security: adminSecurity,
      request: { query: call.workflow ? adminListQuery : langQuery },
      responses: responses(z.array(call.view)),
    }),
    async (c) => {
      const { lang, status } = c.req.valid('query') as z.infer<typeof adminListQuery>;
      const items = await call.run(getDb(), lang, status);
      return ok(c, call.workflow ? await presentItems(getDb(), call.workflow, items as ItemView[]) : items);
    },
  );
}

/** GET `path` for visitors: the items of the request's language (query or header `lang`). */
export function addPublicLangList(router: ApiRouter, call: LangList & { run(db: Db, lang: LangCode): Promise<unknown> }): void {
  router.openapi(
    createRoute({
      method: 'get',
      path: call.path,
      tags: ['Public'],
      summary: call.summary,
      request: { query: langQuery },
      responses: responses(z.array(call.view)),
    }),
    async (c) => ok(c, await call.run(getDb(), requestLang(c))),
  );
}

/**
 * GET and POST `path` for staff, for what is kept whole per language (the firm's information,
 * legal documents): every stored version, and saving an array of them, each inserted or
 * replaced; the answer to a save is every version after it.
 */
export function addWholeVersions<Item>(
  router: ApiRouter,
  api: {
    path: string;
    tags: string[];
    view: z.ZodType;
    list: { summary: string; run(db: Db): Promise<unknown> };
    save: { summary: string; result: string; body: z.ZodType<Item[]>; run(db: Db, user: AdminProfile, items: Item[]): Promise<unknown> };
  },
): void {
  const admin = { path: api.path, tags: api.tags };
  router.openapi(
    createRoute({
      method: 'get',
      ...admin,
      summary: api.list.summary,
      security: adminSecurity,
      responses: responses(z.array(api.view)),
    }),
    async (c) => ok(c, await api.list.run(getDb())),
  );

  router.openapi(
    createRoute({
      method: 'post',
      ...admin,
      summary: api.save.summary,
      security: adminSecurity,
      request: jsonBody(api.save.body),
      responses: responses(z.array(api.view), api.save.result),
    }),
    async (c) => ok(c, await api.save.run(getDb(), c.get('user'), c.req.valid('json') as Item[])),
  );
}
