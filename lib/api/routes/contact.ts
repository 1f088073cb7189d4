import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb } from '../../db/client';
import { submitContact } from '../../services/contact';
import { contactSchema } from '../../validation/contact';
import { clientAddress } from '../client';
import { ok } from '../envelope';
import { requestLang } from '../params';
import { createRouter, jsonBody, responses, visitorFormHook } from '../router';

export const contactRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/admin/send-email',
    tags: ['Public'],
    summary:
      'Contact form (public, no token): stores the message and mails it to the firm only (`to` is ignored); at most 5 per client in 10 minutes',
    request: jsonBody(contactSchema),
    responses: { ...responses(z.null()), 429: { description: 'Too many messages from this client; try again later' } },
  }),
  async (c) => {
    const lang = requestLang(c);
    await submitContact(getDb(), c.req.valid('json'), clientAddress(c), lang);
    return ok(c, null);
  },
  visitorFormHook,
);
