import { createRoute } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { Context } from 'hono';
import { getDb } from '../../db/client';
import { readiness } from '../../services/readiness';
import { errorBody } from '../errors';
import { createRouter, errorSchema, responses } from '../router';
import { ok } from '../envelope';
import { z } from '../zod';

const tags = ['Health'];

/** A balancer asks each time: nothing in between may keep an answer. */
function uncached(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

const readinessFailure = {
  description: 'Not ready: starting, draining, the database or Redis not answering, or migrations not applied',
  content: {
    'application/json': {
      schema: errorSchema.extend({
        reasons: z.array(z.string()).describe('What keeps the instance from taking visitors, each as `part: why`'),
      }),
    },
  },
};

export const healthRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags,
      summary: 'Whether the server and its database answer',
      responses: responses(z.object({ database: z.literal('ok') })),
    }),
    async (c) => {
      uncached(c);
      await sql`select 1`.execute(getDb());
      return ok(c, { database: 'ok' as const });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/health/live',
      tags,
      summary: 'Whether the process answers (liveness: no database call)',
      responses: { 200: responses(z.object({ live: z.literal(true) }))[200] },
    }),
    (c) => {
      uncached(c);
      return ok(c, { live: true as const });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/health/ready',
      tags,
      summary:
        'Whether this instance should take visitors (readiness): serving, database up to date and answering, Redis connected where set',
      responses: { 200: responses(z.object({ ready: z.literal(true) }))[200], 503: readinessFailure },
    }),
    async (c) => {
      uncached(c);
      const { ready, reasons } = await readiness(getDb());
      if (ready) return ok(c, { ready: true as const });
      return c.json({ ...errorBody(503, `Not ready: ${reasons.join('; ')}`), reasons }, 503);
    },
  );
