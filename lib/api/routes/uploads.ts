import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { getDb } from '../../db/client';
import { InvalidInputError } from '../../errors';
import { acceptUpload, readUpload } from '../../services/uploads';
import { uploadedFileView } from '../../validation/upload';
import { ok } from '../envelope';
import { found } from '../found';
import { adminSecurity, createRouter, notFoundResponse, responses } from '../router';

/** A multipart body with one file in `file`. */
export const fileForm = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF, AVIF or PDF; at most 10 MB' }),
});

/** The `file` field of a multipart form, or a 400 naming it. */
export function fileField(value: unknown): File {
  if (value instanceof File) return value;
  throw new InvalidInputError('file', '{field} is required: send it as the multipart form field "file"');
}

/** The headers an upload is served with; PDFs open inline in a sandbox with no scripts. */
function servedHeaders(fileId: string, contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${fileId}"`,
  };
  if (contentType === 'application/pdf') {
    headers['Content-Disposition'] = 'inline';
    headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
  }
  return headers;
}

export const uploadRoutes = createRouter()
  .openapi(
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
  )
  .openapi(
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
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const fileId = c.req.valid('param').fileId;
      const stored = found(await readUpload(getDb(), fileId), 'File');
      const headers = servedHeaders(fileId, stored.contentType);
      if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(stored.bytes), 200, headers);
    },
  );
