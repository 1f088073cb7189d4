import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { InvalidInputError } from '../../errors';
import { createIcon, createIconFromFile, deleteIcon, listIcons } from '../../services/icons';
import { iconSchema, iconView } from '../../validation/icon';
import { ok } from '../envelope';
import { idParam } from '../params';
import { adminSecurity, createRouter, responses } from '../router';
import { fileField, fileForm } from './uploads';

const iconForm = fileForm.extend({ name: z.string().max(100).optional() });

const icon = named(iconView, 'Icon');

export const iconRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/icon',
      tags: ['Admin: icons'],
      summary: 'The icon library, newest first (images usable as practice-area icons)',
      security: adminSecurity,
      responses: responses(z.array(icon)),
    }),
    async (c) => ok(c, await listIcons(getDb())),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/icon',
      tags: ['Admin: icons'],
      summary: 'Add an icon: JSON {iconUrl, name?} naming an uploaded image, or multipart `file` (and `name`) to upload and add in one go',
      security: adminSecurity,
      request: {
        body: {
          required: false,
          content: {
            'application/json': { schema: iconSchema },
            'multipart/form-data': { schema: iconForm },
          },
        },
      },
      responses: responses(icon),
    }),
    async (c) => {
      const db = getDb();
      const user = c.get('user');
      if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
        const form = c.req.valid('form') as z.infer<typeof iconForm>;
        return ok(c, await createIconFromFile(db, user, fileField(form.file), form.name));
      }
      const json = c.req.valid('json');
      if (!('iconUrl' in json)) throw new InvalidInputError('iconUrl', '{field} is required');
      return ok(c, await createIcon(db, user, json));
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/icon/{id}',
      tags: ['Admin: icons'],
      summary: 'Remove an icon from the library (the uploaded image itself stays)',
      security: adminSecurity,
      request: { params: idParam },
      responses: responses(z.null()),
    }),
    async (c) => {
      await deleteIcon(getDb(), c.get('user'), c.req.valid('param').id);
      return ok(c, null);
    },
  );
