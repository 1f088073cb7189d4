import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import type { LangCode } from '@/i18n/locales';
import { getDb, type Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { presentItems } from '../../services/workflow/items';
import type { WorkflowKind } from '../../services/workflow/kinds';
import type { WorkflowStatus } from '../../validation/workflow';
import { ok } from '../envelope';
import { langQuery, requestLang, statusQuery } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';
import { helperRoute, type HelperContext } from './helper-route';
import type { Stored } from './stored';

/** A GET that lists an entity by language. */
interface LangList<Path extends string, View extends z.ZodType> {
  path: Path;
  summary: string;
  /** The schema of one item. */
  view: View;
}

type StaffList<Path extends string, View extends z.ZodType> = LangList<Path, View> & { tags: string[] };

/** The GET of a staff list, filtered by `query`. */
const staffListRoute = <Path extends string, View extends z.ZodType, Query extends z.ZodObject>(
  call: StaffList<Path, View>,
  query: Query,
) =>
  createRoute({
    method: 'get',
    path: call.path,
    tags: call.tags,
    summary: call.summary,
    security: adminSecurity,
    request: { query },
    responses: responses(z.array(call.view)),
  });

/** GET `path` for staff: the items of `lang`, or of every language when it is absent. */
export function adminLangList<Path extends string, View extends z.ZodType>(
  call: StaffList<Path, View> & { run(db: Db, lang?: LangCode): Promise<z.output<View>[]> },
) {
  return helperRoute(staffListRoute(call, langQuery), async (c: HelperContext<{ query: z.output<typeof langQuery> }>) =>
    ok(c, await call.run(getDb(), c.req.valid('query').lang)),
  );
}

const workflowListQuery = langQuery.extend(statusQuery.shape);

/** The same for content that goes through the editorial workflow: each item with its state, and `status` to filter by. */
export function workflowLangList<Path extends string, View extends z.ZodType>(
  call: StaffList<Path, View> & {
    workflow: WorkflowKind;
    run(db: Db, lang?: LangCode, status?: WorkflowStatus): Promise<Stored<View>[]>;
  },
) {
  return helperRoute(staffListRoute(call, workflowListQuery), async (c: HelperContext<{ query: z.output<typeof workflowListQuery> }>) => {
    const { lang, status } = c.req.valid('query');
    return ok(c, await presentItems(getDb(), call.workflow, await call.run(getDb(), lang, status)));
  });
}

/** GET `path` for visitors: the items of the request's language (query or header `lang`). */
export function publicLangList<Path extends string, View extends z.ZodType>(
  call: LangList<Path, View> & { run(db: Db, lang: LangCode): Promise<z.output<View>[]> },
) {
  return helperRoute(
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
export function wholeVersions<Path extends string, View extends z.ZodType, Body extends z.ZodType>(api: {
  path: Path;
  tags: string[];
  view: View;
  list: { summary: string; run(db: Db): Promise<z.output<View>[]> };
  save: {
    summary: string;
    result: string;
    body: Body;
    run(db: Db, user: AdminProfile, items: z.output<Body>): Promise<z.output<View>[]>;
  };
}) {
  const admin = { path: api.path, tags: api.tags, security: adminSecurity };
  const list = helperRoute(
    createRoute({ method: 'get', ...admin, summary: api.list.summary, responses: responses(z.array(api.view)) }),
    async (c) => ok(c, await api.list.run(getDb())),
  );
  const save = helperRoute(
    createRoute({
      method: 'post',
      ...admin,
      summary: api.save.summary,
      request: jsonBody(api.save.body),
      responses: responses(z.array(api.view), api.save.result),
    }),
    async (c: HelperContext<{ json: z.output<Body> }>) => ok(c, await api.save.run(getDb(), c.get('user'), c.req.valid('json'))),
  );
  return createRouter().route('/', list).route('/', save);
}
