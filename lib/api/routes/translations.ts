import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { confirmTranslation, countTranslations, listTranslations, translationChanges } from '../../services/translations';
import { deskLanguagesOf } from '../../services/translator';
import { langField } from '../../validation/translation-group';
import {
  translationConfirmSchema,
  translationChangesView,
  translationCountView,
  translationKinds,
  translationRowView,
  translationStatusFilters,
} from '../../validation/translations';
import { ok, okPage } from '../envelope';
import { blankAbsent, pagingOf, pagingQuery, queryText } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';

const admin = { tags: ['Admin: translations'], security: adminSecurity };

const rowView = named(translationRowView, 'TranslationRow');

const kindQuery = z.preprocess(blankAbsent<string>(), z.enum(translationKinds).optional());

/** Several groups' keys, comma-separated (a list screen's page of rows). */
const keysQuery = z.preprocess(
  blankAbsent<string>(),
  z
    .string()
    .max(20_000)
    .transform((keys) => keys.split(','))
    .pipe(z.array(z.string().trim().min(1).max(200)).max(100))
    .optional(),
);

export const translationRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/translations',
      ...admin,
      summary:
        '(Extension) The translation status of every group in every served language (missing, outdated, current), newest source change first',
      request: {
        query: pagingQuery.extend({
          kind: kindQuery.openapi({ description: 'news, deal, honour, lawyer, practice, banner or legal' }),
          lang: z.preprocess(blankAbsent<string>(), langField.optional()).openapi({ description: 'The target language' }),
          status: z
            .preprocess(blankAbsent<string>(), z.enum(translationStatusFilters).optional())
            .openapi({ description: 'missing, outdated, current, or todo (missing or outdated)' }),
          no: queryText.openapi({ description: "One group's key (a legal document's name)" }),
          nos: keysQuery.openapi({ description: 'Several groups’ keys, comma-separated (up to 100)', type: 'string' }),
        }),
      },
      responses: responses(z.array(rowView)),
    }),
    async (c) => {
      const { kind, lang, status, no, nos, ...page } = c.req.valid('query');
      const paging = pagingOf(page);
      const langs = deskLanguagesOf(c.get('user'));
      const { rows, total } = await listTranslations(getDb(), { kind, lang, status, no, nos, langs }, paging);
      return okPage(c, rows, paging, total);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/translations/counts',
      ...admin,
      summary: '(Extension) Per served language, how many versions are missing and how many are out of date',
      request: { query: z.object({ kind: kindQuery }) },
      responses: responses(z.array(named(translationCountView, 'TranslationCount'))),
    }),
    async (c) => ok(c, await countTranslations(getDb(), c.req.valid('query').kind, deskLanguagesOf(c.get('user')))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/translations/changes',
      ...admin,
      summary: "(Extension) What a version was translated from, and the source's fields whose words changed since (then and now)",
      request: { query: translationConfirmSchema.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      responses: responses(named(translationChangesView, 'TranslationChanges')),
    }),
    async (c) => {
      const { kind, id } = c.req.valid('query');
      return ok(c, await translationChanges(getDb(), kind, id));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/translations/confirm',
      ...admin,
      summary:
        '(Extension) Still current: mark a translated version current against its source as it is now, without changing its text (audited)',
      request: jsonBody(translationConfirmSchema),
      responses: responses(rowView, 'The version’s row after the change'),
    }),
    async (c) => {
      const { kind, id } = c.req.valid('json');
      return ok(c, await confirmTranslation(getDb(), c.get('user'), kind, id));
    },
  );
