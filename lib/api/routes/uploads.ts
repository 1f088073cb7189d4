import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb } from '../../db/client';
import { acceptUpload, fileField, serveUpload } from '../../services/uploads';
import { uploadedFileView } from '../../validation/upload';
import { ok } from '../envelope';
import { found } from '../found';
import { adminSecurity, createRouter, responses } from '../router';

export const uploadRoutes = createRouter();

/** A multipart body with one file in `file`. */
export const fileForm = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF, AVIF or PDF; at most 10 MB' }),
});

uploadRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/files/upload',
    tags: ['Admin: files'],
    summary:
      'Upload an image or PDF (multipart field `file`, at most 10 MB, type judged by content); returns {fileId}, served at /api/upload/{fileId}',
    security: adminSecurity,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: fileForm } } } },
    responses: {
      ...responses(uploadedFileView),
      413: { description: 'The file is larger than 10 MB' },
    },
  }),
  async (c) => {
    const file = fileField(c.req.valid('form').file);
    return ok(c, { fileId: await acceptUpload(getDb(), c.get('user'), file) });
  },
);

uploadRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/upload/{fileId}',
    tags: ['Public'],
    summary: 'An uploaded file, with its real content type, nosniff and immutable caching; any other name is 404',
    request: { params: z.object({ fileId: z.string().openapi({ param: { name: 'fileId', in: 'path' } }) }) },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/octet-stream': { schema: z.any().openapi({ type: 'string', format: 'binary' }) } },
      },
      404: responses()[404],
    },
  }),
  async (c) => {
    const fileId = c.req.valid('param').fileId;
    const served = found(await serveUpload(getDb(), fileId), 'File');
    if (c.req.header('if-none-match') === served.headers.ETag) return c.body(null, 304, served.headers);
    return c.body(new Uint8Array(served.bytes), 200, served.headers);
  },
);
