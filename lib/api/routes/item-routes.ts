import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb, type Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { assertMayDelete } from '../../services/workflow/deletion';
import { presentItem, saveThroughWorkflow } from '../../services/workflow/items';
import type { ItemView, WorkflowKind } from '../../services/workflow/kinds';
import type { WorkflowInput } from '../../validation/workflow';
import { ok } from '../envelope';
import { found } from '../found';
import { idParam } from '../params';
import { adminSecurity, jsonBody, responses, type ApiRouter } from '../router';

/** `{id}/{top}`: pin (1) or unpin (0); anything else is 400. */
const topParams = idParam.extend({
  top: z.enum(['0', '1']).openapi({ param: { name: 'top', in: 'path' }, description: '1 pins, 0 unpins' }),
});

interface ArrayWrite<Item> {
  summary: string;
  /** The description of the saved items in the response. */
  result: string;
  body: z.ZodType<Item[]>;
  run(db: Db, user: AdminProfile, items: Item[]): Promise<unknown[]>;
}

/** The admin calls of an entity whose rows are managed one id at a time. */
export interface ItemWrites<Created, Updated> {
  /** `/admin/banner`. */
  path: string;
  tags: string[];
  /** What staff read: the current version with its editorial state. */
  view: z.ZodType;
  /** How the editorial workflow stores and names the items, for content that goes through it. */
  workflow?: WorkflowKind;
  create: ArrayWrite<Created>;
  update: ArrayWrite<Updated>;
  remove: { summary: string; run(db: Db, user: AdminProfile, id: number): Promise<unknown> };
  /** `label` is what a 404 calls one item: `Banner not found`. */
  detail?: { summary: string; label: string; run(db: Db, id: number): Promise<unknown> };
  pin?: { summary: string; run(db: Db, user: AdminProfile, id: number, top: 0 | 1): Promise<void> };
}

/**
 * Registers, in this order: POST `path` (create an array, all or nothing), PUT `path` (update
 * an array by id), DELETE `path/{id}`, and when given GET `path/detail/{id}` and PUT `path/{id}/{top}`.
 */
export function addItemWrites<Created, Updated>(router: ApiRouter, api: ItemWrites<Created, Updated>): void {
  const { workflow } = api;
  const admin = { tags: api.tags, security: adminSecurity };

  for (const [method, write] of [
    ['post', api.create],
    ['put', api.update],
  ] as const) {
    router.openapi(
      createRoute({
        method,
        path: api.path,
        ...admin,
        summary: write.summary,
        request: jsonBody(write.body),
        responses: responses(z.array(api.view), write.result),
      }),
      async (c) => {
        const user = c.get('user');
        const items = c.req.valid('json') as (WorkflowInput & { id?: number })[];
        const run = (db: Db, list: unknown[]) => (write as ArrayWrite<unknown>).run(db, user, list) as Promise<ItemView[]>;
        if (!workflow) return ok(c, await run(getDb(), items));
        const saved = await saveThroughWorkflow<WorkflowInput & { id?: number }, ItemView>(getDb(), user, workflow, {
          items,
          existingId: async (_db, item) => (method === 'put' ? item.id : undefined),
          save: run,
        });
        return ok(c, saved);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'delete',
      path: `${api.path}/{id}`,
      ...admin,
      summary: api.remove.summary,
      request: { params: idParam },
      responses: responses(z.null()),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (workflow) await assertMayDelete(getDb(), c.get('user'), workflow, { id });
      await api.remove.run(getDb(), c.get('user'), id);
      return ok(c, null);
    },
  );

  const { detail, pin } = api;
  if (detail) {
    router.openapi(
      createRoute({
        method: 'get',
        path: `${api.path}/detail/{id}`,
        ...admin,
        summary: detail.summary,
        request: { params: idParam },
        responses: responses(api.view),
      }),
      async (c) => {
        const item = (await detail.run(getDb(), c.req.valid('param').id)) as ItemView | undefined;
        return ok(c, found(workflow ? await presentItem(getDb(), workflow, item) : item, detail.label));
      },
    );
  }

  if (pin) {
    router.openapi(
      createRoute({
        method: 'put',
        path: `${api.path}/{id}/{top}`,
        ...admin,
        summary: pin.summary,
        request: { params: topParams },
        responses: responses(z.null()),
      }),
      async (c) => {
        const { id, top } = c.req.valid('param');
        await pin.run(getDb(), c.get('user'), id, top === '1' ? 1 : 0);
        return ok(c, null);
      },
    );
  }
}
