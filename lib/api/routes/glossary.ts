import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { createTerm, listGlossary, removeTerm, updateTerm } from '../../services/glossary';
import { checkGlossary } from '../../services/glossary-check';
import { glossaryCsv, importGlossaryCsv } from '../../services/glossary-csv';
import {
  glossaryCheckView,
  glossaryImportSchema,
  glossaryImportView,
  glossaryTermSchema,
  glossaryTermView,
} from '../../validation/glossary';
import { translationConfirmSchema } from '../../validation/translations';
import { ok } from '../envelope';
import { idParam } from '../params';
import { adminResponses, adminSecurity, createRouter, errorResponse, jsonBody, responses } from '../router';

const admin = { tags: ['Admin: glossary'], security: adminSecurity };
const writes = ' (administrators only; any member of staff reads the glossary)';

const termView = named(glossaryTermView, 'GlossaryTerm');
const termBody = named(glossaryTermSchema, 'GlossaryTermInput');
const taken = { 409: errorResponse('The glossary has the term already (in any case)') };

export const glossaryRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/glossary',
      ...admin,
      summary:
        "(Extension) The firm's glossary, alphabetically: terms in the site's default language, each with its rendering per served language, or not translated (`doNotTranslate`), and a note",
      responses: responses(z.array(termView)),
    }),
    async (c) => ok(c, await listGlossary(getDb())),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/glossary',
      ...admin,
      summary: `(Extension) Add a term: \`renderings\` by served language code (not the default's); none with doNotTranslate 1${writes}`,
      request: jsonBody(termBody),
      responses: { ...adminResponses(termView), ...taken },
    }),
    async (c) => ok(c, await createTerm(getDb(), c.get('user'), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/glossary/{id}',
      ...admin,
      summary: `(Extension) Change a term: what is sent replaces what is stored (\`renderings\` as a whole); what is not sent stays${writes}`,
      request: { params: idParam, ...jsonBody(glossaryTermSchema.partial()) },
      responses: { ...adminResponses(termView), ...taken },
    }),
    async (c) => ok(c, await updateTerm(getDb(), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/glossary/{id}',
      ...admin,
      summary: `(Extension) Delete a term${writes}`,
      request: { params: idParam },
      responses: adminResponses(z.null()),
    }),
    async (c) => {
      await removeTerm(getDb(), c.get('user'), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/glossary/export',
      ...admin,
      summary:
        '(Extension) The glossary as CSV (UTF-8 with a byte-order mark, for Excel): a column per served language, the default first (the terms), then doNotTranslate (1 or 0) and note',
      responses: {
        ...responses(z.null()),
        200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) =>
      c.body(await glossaryCsv(getDb()), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="glossary.csv"',
      }),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/glossary/import',
      ...admin,
      summary: `(Extension) Import a CSV as exported (\`csv\`, its text; columns in any order, a byte-order mark, commas or semicolons): a term already there (in any case) takes the file's columns, an empty language cell taking that rendering away; a new term is added; terms the file lacks stay. A file with any problem changes nothing: 400 naming the first refused row and column${writes}`,
      request: jsonBody(named(glossaryImportSchema, 'GlossaryImport')),
      responses: adminResponses(named(glossaryImportView, 'GlossaryImportReport')),
    }),
    async (c) => ok(c, await importGlossaryCsv(getDb(), c.get('user'), c.req.valid('json').csv)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/translations/glossary',
      ...admin,
      summary:
        "(Extension) The glossary's terms in a version's source whose rendering its saved text (its waiting draft's, else its live text) lacks: a warning after a save, a submission or \"still current\", never a refusal",
      request: { query: translationConfirmSchema.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      responses: responses(named(glossaryCheckView, 'GlossaryCheck')),
    }),
    async (c) => {
      const { kind, id } = c.req.valid('query');
      return ok(c, await checkGlossary(getDb(), kind, id));
    },
  );
