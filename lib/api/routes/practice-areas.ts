import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import * as service from '../../services/practice-areas';
import {
  practiceAreaArraySchema,
  practiceAreaSortSchema,
  practiceAreaUpdateArraySchema,
  practiceAreaAdminView,
  practiceAreaView,
} from '../../validation/practice-area';
import { presentItems } from '../../services/workflow/items';
import { editorialKinds } from '../../services/workflow/kinds';
import { ok, okPage } from '../envelope';
import { found } from '../found';
import { idParam, langQuery, pagingOf, pagingQuery, requestLang, statusQuery } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';
import { itemDetail, itemWrites } from './item-routes';
import { publicLangList, workflowLangList } from './list-routes';

const adminTags = ['Admin: practice areas'];

const field = named(practiceAreaView, 'ProfessionalField');
const adminField = named(practiceAreaAdminView, 'AdminProfessionalField');
const workflow = editorialKinds.practice;
const staffRead = { path: '/admin/professionalField' as const, tags: adminTags, view: adminField, workflow };

const neighbour = z.object({ id: z.number(), name: z.string() }).nullable();

export const practiceAreaRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/professionalField',
      tags: adminTags,
      summary: 'A page of practice areas (of `lang`, or every language), in display order',
      security: adminSecurity,
      request: { query: pagingQuery.extend(langQuery.shape).extend(statusQuery.shape) },
      responses: responses(z.array(adminField)),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, total } = await service.pagePracticeAreas(getDb(), paging, query.lang, query.status);
      return okPage(c, await presentItems(getDb(), workflow, rows), paging, total);
    },
  )
  .route(
    '/',
    workflowLangList({
      ...staffRead,
      path: '/admin/professionalField/lang/list',
      summary: 'Every practice area of `lang` (every language when absent), in display order',
      run: service.listAllPracticeAreas,
    }),
  )
  .route(
    '/',
    itemWrites({
      ...staffRead,
      create: {
        summary: 'Create the language versions of a practice area (an array sharing `no`, generated when absent; all or nothing)',
        result: 'The created versions',
        body: practiceAreaArraySchema,
        run: service.createPracticeAreas,
      },
      update: {
        summary: 'Update practice-area versions by id (an array; all or nothing)',
        result: 'The updated versions',
        body: practiceAreaUpdateArraySchema,
        run: service.updatePracticeAreas,
      },
      remove: { summary: 'Delete one practice-area version; lawyers lose the link to it', run: service.deletePracticeArea },
    }),
  )
  .route('/', itemDetail({ ...staffRead, summary: 'One practice-area version', label: 'Practice area', run: service.getPracticeArea }))
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/professionalField/sort',
      tags: adminTags,
      summary: "Move the source to the target's position within their language; returns that language's new order",
      security: adminSecurity,
      request: jsonBody(practiceAreaSortSchema),
      responses: responses(z.array(field)),
    }),
    async (c) => {
      const { sourceId, targetId } = c.req.valid('json');
      return ok(c, await service.movePracticeArea(getDb(), c.get('user'), sourceId, targetId));
    },
  )
  // Registered before /{id} so that `list` is not read as an id.
  .route(
    '/',
    publicLangList({
      path: '/user/professionalField/list',
      summary: "The practice areas of the request's language, in display order",
      view: field,
      run: (db, lang) => service.listPublishedPracticeAreas(db, { lang, fallback: null }),
    }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/professionalField/pageTurn/{no}',
      tags: ['Public'],
      summary: "The practice areas before and after area `no` in the request's language ({id, name} or null)",
      request: {
        params: z.object({
          no: z
            .string()
            .trim()
            .min(1)
            .max(64)
            .openapi({ param: { name: 'no', in: 'path' } }),
        }),
        query: langQuery,
      },
      responses: responses(z.object({ prev: neighbour, next: neighbour })),
    }),
    async (c) =>
      ok(c, found(await service.publishedPracticeAreaNeighbours(getDb(), c.req.valid('param').no, requestLang(c)), 'Practice area')),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/professionalField/{id}',
      tags: ['Public'],
      summary: 'One practice area',
      request: { params: idParam },
      responses: responses(field),
    }),
    async (c) => ok(c, found(await service.getPublishedPracticeArea(getDb(), c.req.valid('param').id), 'Practice area')),
  );
