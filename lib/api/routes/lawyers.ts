import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import * as service from '../../services/lawyers';
import { presentItems } from '../../services/workflow/items';
import { editorialKinds } from '../../services/workflow/kinds';
import { lawyerAdminView, lawyerArraySchema, lawyerUpdateArraySchema, lawyerView } from '../../validation/lawyer';
import { ok, okPage } from '../envelope';
import { found } from '../found';
import { idParam, langQuery, pagingOf, pagingQuery, queryInt, queryText, requestLang, statusQuery } from '../params';
import { adminSecurity, createRouter, responses } from '../router';
import { itemDetail, itemPin, itemWrites } from './item-routes';

const adminTags = ['Admin: lawyers'];

const lawyer = named(lawyerView, 'Lawyer');
const adminLawyer = named(lawyerAdminView, 'AdminLawyer');
const workflow = editorialKinds.lawyer;
const staffRead = { path: '/admin/lawyerTeam' as const, tags: adminTags, view: adminLawyer, workflow };

const searchQuery = pagingQuery.extend(langQuery.shape).extend({
  practiceAreaId: queryInt(1).openapi({ description: 'Only lawyers practising this area' }),
  jobId: queryInt(1).openapi({ description: 'Only lawyers with this job title' }),
  languageId: queryInt(1).openapi({
    description: "Only lawyers who speak this language (an id of the request language's /api/user/spoken-language)",
  }),
  office: queryText.openapi({ description: "The office's name (whole, case-insensitive) or its id" }),
  keyword: queryText.openapi({
    description:
      'Words of the name, biography, job titles, practice areas or office, matched as the site search matches them: any case and accents, simple plurals, the start of a word, Chinese words; every word must match',
  }),
});

export const lawyerRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/lawyerTeam',
      tags: adminTags,
      summary:
        'A page of lawyers filtered by name and office (substrings), `lang` and `no` (the start of the translation group key); pinned first',
      security: adminSecurity,
      request: {
        query: pagingQuery
          .extend(langQuery.shape)
          .extend({
            name: queryText,
            office: queryText,
            no: queryText.openapi({ description: 'The start of the translation group key, any case' }),
          })
          .extend(statusQuery.shape),
      },
      responses: responses(z.array(adminLawyer)),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, total } = await service.pageLawyersForAdmin(getDb(), { ...query, paging });
      return okPage(c, await presentItems(getDb(), workflow, rows), paging, total);
    },
  )
  .route(
    '/',
    itemWrites({
      ...staffRead,
      create: {
        summary:
          "Create the language versions of a lawyer (an array sharing `no`, generated when absent; all or nothing). jobIds, proFieldIds and languageIds must exist in the version's language; years from 1900 to this year",
        result: 'The created versions',
        body: lawyerArraySchema,
        run: service.createLawyers,
      },
      update: {
        summary:
          'Update lawyer versions by id (an array; all or nothing); jobs, practice areas, sections, languages spoken, admissions and education are replaced',
        result: 'The updated versions',
        body: lawyerUpdateArraySchema,
        run: service.updateLawyers,
      },
      remove: { summary: 'Delete one lawyer version', run: service.deleteLawyer },
    }),
  )
  .route(
    '/',
    itemDetail({
      ...staffRead,
      summary: 'One lawyer version with jobs, proFields, customContents, admissions, education and languages spoken',
      label: 'Lawyer',
      run: service.getLawyer,
    }),
  )
  .route('/', itemPin({ ...staffRead, summary: 'Pin (top 1) or unpin (top 0) a lawyer version', run: service.pinLawyer }))
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/lawyerTeam',
      tags: ['Public'],
      summary: "A page of the request language's lawyers, pinned first; filters combine",
      request: { query: searchQuery },
      responses: responses(z.array(lawyer)),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, total } = await service.searchPublishedLawyers(getDb(), {
        ...query,
        reader: { lang: requestLang(c), fallback: null },
        paging,
      });
      return okPage(c, rows, paging, total);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/lawyerTeam/{id}',
      tags: ['Public'],
      summary: 'One lawyer with jobs, proFields, customContents, admissions, education and languages spoken',
      request: { params: idParam },
      responses: responses(lawyer),
    }),
    async (c) => ok(c, found(await service.getPublishedLawyer(getDb(), c.req.valid('param').id), 'Lawyer')),
  );
