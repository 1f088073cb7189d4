import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import * as service from '../../services/lawyers';
import { lawyerArraySchema, lawyerUpdateArraySchema } from '../../validation/lawyer';
import { ok, okPage } from '../envelope';
import { idParam, langQuery, pagingOf, pagingQuery, queryInt, queryText, requestLang } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';
import { topParams } from './banners';

export const lawyerRoutes = createRouter();

const adminTags = ['Admin: lawyers'];

const lawyer = z
  .object({
    id: z.number(),
    no: z.string(),
    lang: z.string(),
    top: z.number(),
    photoUrl: z.string().nullable(),
    name: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    office: z.string().nullable(),
    intro: z.string().nullable().openapi({ description: 'Biography, rich text (sanitised HTML)' }),
    customContent: z.string().nullable(),
    sort: z.number(),
    createTime: z.string(),
    updateTime: z.string(),
    jobs: z.array(z.object({ jobId: z.number(), lawyerTeamId: z.number(), name: z.string(), lang: z.string() })),
    jobIds: z.array(z.number()),
    proFields: z.array(
      z.object({ professionalFieldId: z.number(), lawyerTeamId: z.number(), name: z.string(), lang: z.string() }),
    ),
    proFieldIds: z.array(z.number()),
    customContents: z.array(z.object({ title: z.string(), content: z.string().nullable() })),
  })
  .openapi('Lawyer');

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

lawyerRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/lawyerTeam',
    tags: adminTags,
    summary:
      'Create the language versions of a lawyer (an array sharing `no`, generated when absent; all or nothing). jobIds and proFieldIds must exist in the version\'s language',
    security: adminSecurity,
    request: jsonBody(lawyerArraySchema),
    responses: responses(z.array(lawyer), 'The created versions'),
  }),
  async (c) => ok(c, await service.createLawyers(getDb(), c.get('user'), c.req.valid('json'))),
);

lawyerRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/admin/lawyerTeam',
    tags: adminTags,
    summary: 'Update lawyer versions by id (an array; all or nothing); jobs, practice areas and sections are replaced',
    security: adminSecurity,
    request: jsonBody(lawyerUpdateArraySchema),
    responses: responses(z.array(lawyer), 'The updated versions'),
  }),
  async (c) => ok(c, await service.updateLawyers(getDb(), c.get('user'), c.req.valid('json'))),
);

lawyerRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/admin/lawyerTeam/{id}',
    tags: adminTags,
    summary: 'Delete one lawyer version',
    security: adminSecurity,
    request: { params: idParam },
    responses: responses(z.null()),
  }),
  async (c) => {
    await service.deleteLawyer(getDb(), c.get('user'), c.req.valid('param').id);
    return ok(c, null);
  },
);

lawyerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/lawyerTeam/detail/{id}',
    tags: adminTags,
    summary: 'One lawyer version with jobs, proFields, jobIds, proFieldIds and customContents',
    security: adminSecurity,
    request: { params: idParam },
    responses: responses(lawyer),
  }),
  async (c) => ok(c, await service.getLawyer(getDb(), c.req.valid('param').id)),
);

lawyerRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/admin/lawyerTeam/{id}/{top}',
    tags: adminTags,
    summary: 'Pin (top 1) or unpin (top 0) a lawyer version',
    security: adminSecurity,
    request: { params: topParams },
    responses: responses(z.null()),
  }),
  async (c) => {
    const { id, top } = c.req.valid('param');
    await service.pinLawyer(getDb(), c.get('user'), id, top === '1' ? 1 : 0);
    return ok(c, null);
  },
);

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
  async (c) => ok(c, await service.getLawyer(getDb(), c.req.valid('param').id)),
);
