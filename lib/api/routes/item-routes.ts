import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb, type Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { assertMayDelete } from '../../services/workflow/deletion';
import { presentItem, saveThroughWorkflow } from '../../services/workflow/items';
import type { WorkflowKind } from '../../services/workflow/kinds';
import type { WorkflowInput } from '../../validation/workflow';
import { ok } from '../envelope';
import { found } from '../found';
import { idParam } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';
import { helperRoute, type HelperContext } from './helper-route';
import type { Stored } from './stored';

/** `{id}/{top}`: pin (1) or unpin (0); anything else is 400. */
const topParams = idParam.extend({
  top: z.enum(['0', '1']).openapi({ param: { name: 'top', in: 'path' }, description: '1 pins, 0 unpins' }),
});

type Item = WorkflowInput & { id?: number };

/** The admin calls of an entity whose rows are managed one id at a time, at `path` (`/admin/banner`). */
interface ItemCalls<Path extends string, View extends z.ZodType> {
  path: Path;
  tags: string[];
  /** What staff read: the current version with its editorial state. */
  view: View;
  /** How the editorial workflow stores and names the items, for content that goes through it. */
  workflow?: WorkflowKind;
}

interface ArrayWrite<Body extends z.ZodType<Item[]>, View extends z.ZodType> {
  summary: string;
  /** The description of the saved items in the response. */
  result: string;
  body: Body;
  run(db: Db, user: AdminProfile, items: z.output<Body>): Promise<Stored<View>[]>;
}

const admin = (calls: { tags: string[] }) => ({ tags: calls.tags, security: adminSecurity });

/** POST (create an array, all or nothing) or PUT (update an array by id) of `path`. */
function arrayWrite<Method extends 'post' | 'put', Path extends string, View extends z.ZodType, Body extends z.ZodType<Item[]>>(
  method: Method,
  calls: ItemCalls<Path, View>,
  write: ArrayWrite<Body, View>,
) {
  return helperRoute(
    createRoute({
      method,
      path: calls.path,
      ...admin(calls),
      summary: write.summary,
      request: jsonBody(write.body),
      responses: responses(z.array(calls.view), write.result),
    }),
    async (c: HelperContext<{ json: z.output<Body> }>) => {
      const user = c.get('user');
      const items = c.req.valid('json');
      const run = (db: Db, list: z.output<Body>) => write.run(db, user, list);
      if (!calls.workflow) return ok(c, await run(getDb(), items));
      const saved = await saveThroughWorkflow(getDb(), user, calls.workflow, {
        items,
        existingId: async (_db, item) => (method === 'put' ? item.id : undefined),
        save: run,
      });
      return ok(c, saved);
    },
  );
}

/** POST `path` creates items, PUT `path` updates them, DELETE `path/{id}` deletes one. */
export function itemWrites<
  Path extends string,
  View extends z.ZodType,
  Created extends z.ZodType<Item[]>,
  Updated extends z.ZodType<Item[]>,
>(
  calls: ItemCalls<Path, View> & {
    create: ArrayWrite<Created, View>;
    update: ArrayWrite<Updated, View>;
    remove: { summary: string; run(db: Db, user: AdminProfile, id: number): Promise<unknown> };
  },
) {
  return createRouter()
    .route('/', arrayWrite('post', calls, calls.create))
    .route('/', arrayWrite('put', calls, calls.update))
    .openapi(
      createRoute({
        method: 'delete',
        path: `${calls.path}/{id}` as const,
        ...admin(calls),
        summary: calls.remove.summary,
        request: { params: idParam },
        responses: responses(z.null()),
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (calls.workflow) await assertMayDelete(getDb(), c.get('user'), calls.workflow, { id });
        await calls.remove.run(getDb(), c.get('user'), id);
        return ok(c, null);
      },
    );
}

/** GET `path/detail/{id}`: one item as staff read it; `label` is what a 404 calls it (`Banner not found`). */
export function itemDetail<Path extends string, View extends z.ZodType>(
  calls: ItemCalls<Path, View> & { summary: string; label: string; run(db: Db, id: number): Promise<Stored<View> | undefined> },
) {
  return helperRoute(
    createRoute({
      method: 'get',
      path: `${calls.path}/detail/{id}` as const,
      ...admin(calls),
      summary: calls.summary,
      request: { params: idParam },
      responses: responses(calls.view),
    }),
    async (c: HelperContext<{ param: { id: number } }>) => {
      const item = await calls.run(getDb(), c.req.valid('param').id);
      return ok(c, found(calls.workflow ? await presentItem(getDb(), calls.workflow, item) : item, calls.label));
    },
  );
}

/** PUT `path/{id}/{top}`: pins (1) or unpins (0) one item. */
export function itemPin<Path extends string>(calls: {
  path: Path;
  tags: string[];
  summary: string;
  run(db: Db, user: AdminProfile, id: number, top: 0 | 1): Promise<void>;
}) {
  return createRouter().openapi(
    createRoute({
      method: 'put',
      path: `${calls.path}/{id}/{top}` as const,
      ...admin(calls),
      summary: calls.summary,
      request: { params: topParams },
      responses: responses(z.null()),
    }),
    async (c) => {
      const { id, top } = c.req.valid('param');
      await calls.run(getDb(), c.get('user'), id, top === '1' ? 1 : 0);
      return ok(c, null);
    },
  );
}
