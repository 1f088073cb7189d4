import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import * as service from '../../services/legal-documents';
import { listLegalDocumentsForStaff, saveLegalDocumentVersions } from '../../services/workflow/legal-documents';
import { legalDocumentAdminView, legalDocumentArraySchema, legalDocumentView } from '../../validation/legal-document';
import { ok } from '../envelope';
import { found } from '../found';
import { langQuery, requestLang } from '../params';
import { createRouter, responses } from '../router';
import { wholeVersions } from './list-routes';

export const legalDocumentRoutes = createRouter()
  .route(
    '/',
    wholeVersions({
      path: '/admin/legal-document',
      tags: ['Admin: legal documents'],
      view: named(legalDocumentAdminView, 'AdminLegalDocument'),
      list: { summary: 'Every legal document in every language (extension)', run: listLegalDocumentsForStaff },
      save: {
        summary:
          'Save legal documents (extension): an array of {name: privacy | term-condition, lang, title, content}, each inserted or replaced by name and language; all or nothing',
        result: 'Every document after the save',
        body: legalDocumentArraySchema,
        run: saveLegalDocumentVersions,
      },
    }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/legal-document/{name}',
      tags: ['Public'],
      summary: "The privacy policy (`privacy`) or terms (`term-condition`) in the request's language (extension)",
      request: {
        params: z.object({
          name: z
            .string()
            .max(64)
            .openapi({ param: { name: 'name', in: 'path' } }),
        }),
        query: langQuery,
      },
      responses: responses(named(legalDocumentView, 'LegalDocument')),
    }),
    async (c) => ok(c, found(await service.getPublishedLegalDocument(getDb(), c.req.valid('param').name, requestLang(c)), 'Document')),
  );
