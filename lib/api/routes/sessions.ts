import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { endOtherSessions, endSession, listSessions } from '../../services/sessions';
import { sessionView } from '../../validation/session';
import { ok } from '../envelope';
import { adminSecurity, createRouter, responses } from '../router';

const tags = ['Admin: account'];

export const sessionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/sessions',
      tags,
      summary: "(Extension) The signed-in user's live sessions: device, address, last use (kept to the minute); `current` marks this one",
      security: adminSecurity,
      responses: responses(z.array(named(sessionView, 'Session'))),
    }),
    async (c) => ok(c, await listSessions(getDb(), c.get('user'), c.get('token'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/sessions/{id}',
      tags,
      summary: "(Extension) End one of the signed-in user's sessions; its token stops working",
      security: adminSecurity,
      request: { params: z.object({ id: z.string().min(1).max(64) }) },
      responses: responses(z.null()),
    }),
    async (c) => {
      await endSession(getDb(), c.get('user'), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/sessions/end-others',
      tags,
      summary: '(Extension) End every session of the signed-in user but this one',
      security: adminSecurity,
      responses: responses(z.null()),
    }),
    async (c) => {
      await endOtherSessions(getDb(), c.get('user'), c.get('token'));
      return ok(c, null);
    },
  );
