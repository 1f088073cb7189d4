import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { listMessages, markHandled } from '../../services/messages';
import { contactMessageView, messageHandledSchema } from '../../validation/message';
import { zeroOrOne } from '../../validation/translation-group';
import { ok, okPage } from '../envelope';
import { blankAbsent, idParam, pagingOf, pagingQuery } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';

const messageView = named(contactMessageView, 'ContactMessage');

export const messageRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/messages',
      tags: ['Admin: messages'],
      summary: '(Extension) Contact messages received, newest first, with their delivery state; filter by handled 0 or 1',
      security: adminSecurity,
      request: {
        query: pagingQuery.extend({
          handled: z.preprocess(blankAbsent<number | string>(), z.coerce.number().pipe(zeroOrOne).optional()),
        }),
      },
      responses: responses(z.array(messageView)),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, totalCount } = await listMessages(getDb(), { handled: query.handled }, paging.offset, paging.pageSize);
      return okPage(c, rows, paging, totalCount);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/messages/{id}/handled',
      tags: ['Admin: messages'],
      summary: '(Extension) Mark a contact message handled (1) or not (0)',
      security: adminSecurity,
      request: { params: idParam, ...jsonBody(messageHandledSchema) },
      responses: responses(z.null()),
    }),
    async (c) => {
      await markHandled(getDb(), c.get('user'), c.req.valid('param').id, c.req.valid('json').handled);
      return ok(c, null);
    },
  );
