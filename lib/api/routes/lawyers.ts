import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import * as service from '../../services/lawyers';
import { lawyerArraySchema, lawyerUpdateArraySchema, lawyerView } from '../../validation/lawyer';
import { ok, okPage } from '../envelope';
import { found } from '../found';
import { idParam, langQuery, pagingOf, pagingQuery, queryInt, queryText, requestLang } from '../params';
import { adminSecurity, createRouter, responses } from '../router';
import { addItemWrites } from './item-routes';

export const lawyerRoutes = createRouter();

const adminTags = ['Admin: lawyers'];

const lawyer = lawyerView.openapi('Lawyer');

lawyerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/lawyerTeam',
    tags: adminTags,
    summary: 'A page of lawyers filtered by name and office (substrings), `lang` and `no` (the translation group); pinned first',
    security: adminSecurity,
    request: { query: pagingQuery.extend(langQuery.shape).extend({ name: queryText, office: queryText, no: queryText }) },
    responses: responses(z.array(lawyer)),
  }),
  async (c) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { rows, total } = await service.pageLawyersForAdmin(getDb(), { ...query, paging });
    return okPage(c, rows, paging, total);
  },
);

addItemWrites(lawyerRoutes, {
  path: '/admin/lawyerTeam',
  tags: adminTags,
  view: lawyer,
  create: {
    summary:
      "Create the language versions of a lawyer (an array sharing `no`, generated when absent; all or nothing). jobIds and proFieldIds must exist in the version's language",
    result: 'The created versions',
    body: lawyerArraySchema,
    run: service.createLawyers,
  },
  update: {
    summary: 'Update lawyer versions by id (an array; all or nothing); jobs, practice areas and sections are replaced',
    result: 'The updated versions',
    body: lawyerUpdateArraySchema,
    run: service.updateLawyers,
  },
  remove: { summary: 'Delete one lawyer version', run: service.deleteLawyer },
  detail: {
    summary: 'One lawyer version with jobs, proFields, jobIds, proFieldIds and customContents',
    label: 'Lawyer',
    run: service.getLawyer,
  },
  pin: { summary: 'Pin (top 1) or unpin (top 0) a lawyer version', run: service.pinLawyer },
});

const searchQuery = pagingQuery.extend(langQuery.shape).extend({
  practiceAreaId: queryInt(1).openapi({ description: 'Only lawyers practising this area' }),
  jobId: queryInt(1).openapi({ description: 'Only lawyers with this job title' }),
  office: queryText.openapi({ description: "The office's name (whole, case-insensitive) or its id" }),
  keyword: queryText.openapi({
    description: 'Substring of the name, biography, a job title or a practice-area name (case-insensitive)',
  }),
});

lawyerRoutes.openapi(
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
    const { rows, total } = await service.searchLawyers(getDb(), { ...query, lang: requestLang(c), paging });
    return okPage(c, rows, paging, total);
  },
);

lawyerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user/lawyerTeam/{id}',
    tags: ['Public'],
    summary: 'One lawyer with jobs, proFields, jobIds, proFieldIds and customContents',
    request: { params: idParam },
    responses: responses(lawyer),
  }),
  async (c) => ok(c, found(await service.getLawyer(getDb(), c.req.valid('param').id), 'Lawyer')),
);
