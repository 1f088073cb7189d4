import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { deskLanguagesOf } from '../../services/translator';
import { exportXliff } from '../../services/xliff/export';
import { importXliff } from '../../services/xliff/import';
import { langField } from '../../validation/translation-group';
import { translationKinds, translationStatuses } from '../../validation/translations';
import { xliffReportView } from '../../validation/xliff';
import { ok } from '../envelope';
import { blankAbsent } from '../params';
import { adminSecurity, createRouter, responses } from '../router';
import { fileField } from './uploads';

const admin = { tags: ['Admin: translations'], security: adminSecurity };

/** Group keys, comma-separated (as the desk's `nos`). */
const keysQuery = z.preprocess(
  blankAbsent<string>(),
  z
    .string()
    .max(100_000)
    .transform((list) => list.split(',').map((each) => each.trim()))
    .pipe(z.array(z.string().min(1).max(1000)).max(500))
    .optional(),
);

/** Repeated (`lang=zh_CN&lang=ms_MY`): every call's single `lang` is checked as one served language (request-lang.ts). */
const langsQuery = z
  .preprocess((value) => (value === undefined || value === '' ? undefined : [value].flat()), z.array(langField).max(20).optional())
  .openapi({ description: 'Target languages, the parameter repeated (default: every served language)' });

const exportQuery = z.object({
  lang: langsQuery,
  kind: z.preprocess(blankAbsent<string>(), z.enum(translationKinds).optional()),
  status: z.preprocess(blankAbsent<string>(), z.enum(translationStatuses).optional()).openapi({
    description: 'Default: missing and outdated, or every status of the groups named in `no`',
  }),
  no: keysQuery.openapi({ description: 'Group keys, comma-separated (up to 500)', type: 'string' }),
  version: z.preprocess(blankAbsent<string>(), z.enum(['2.1', '1.2']).default('2.1')),
});

const rawFile = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };

export const xliffRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/translations/xliff',
      ...admin,
      summary:
        '(Extension) The words to translate as XLIFF 2.1 (or 1.2): one file per pair of languages, a zip when several (docs/translation-supply.md)',
      request: { query: exportQuery },
      responses: {
        ...responses(z.null()),
        200: {
          description: 'An XLIFF document, or a zip of them',
          content: { 'application/xliff+xml': rawFile, 'application/zip': rawFile },
        },
      },
    }),
    async (c) => {
      const { lang, kind, status, no, version } = c.req.valid('query');
      const deskLangs = deskLanguagesOf(c.get('user'));
      const file = await exportXliff(getDb(), { langs: lang ?? [], kind, status, nos: no, deskLangs }, version);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/translations/xliff',
      ...admin,
      summary:
        '(Extension) Import translated XLIFF (1.2 or 2.x, or a zip of them; at most 20 MB) as drafts, in review under approval; answers what became of each unit',
      request: {
        body: {
          required: false,
          content: {
            'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) },
            'application/xliff+xml': rawFile,
            'application/xml': rawFile,
            'text/xml': rawFile,
            'application/zip': rawFile,
            'application/octet-stream': rawFile,
          },
        },
      },
      responses: {
        ...responses(named(xliffReportView, 'XliffReport')),
        413: { description: 'Larger than 20 MB, or a zip expanding past 50 MB or 100 files' },
      },
    }),
    async (c) => {
      const multipart = /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
      // Declared beside the raw types, the form's validated type also admits a string body.
      const file = multipart ? fileField((c.req.valid('form') as { file?: unknown }).file) : undefined;
      const bytes = new Uint8Array(file ? await file.arrayBuffer() : await c.req.arrayBuffer());
      return ok(c, await importXliff(getDb(), c.get('user'), bytes, file?.name || 'file'));
    },
  );
