import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import { jobs, type LabelService } from '../../services/jobs';
import { offices } from '../../services/offices';
import { jobOfficeArraySchema, jobOfficeUpdateArraySchema } from '../../validation/job-office';
import { ok } from '../envelope';
import { idParam, langQuery, requestLang } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';

export const jobAndOfficeRoutes = createRouter();

const label = z.object({ id: z.number(), lang: z.string(), name: z.string(), sort: z.number() }).openapi('JobOrOffice');

/** Jobs and offices are managed the same way; each gets the same five calls under its own path. */
function register(path: 'job' | 'office', plural: string, service: LabelService) {
  const tags = [`Admin: ${plural}`];

  jobAndOfficeRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/admin/${path}`,
      tags,
      summary: `The ${plural} of \`lang\` (every language when absent), in staff order`,
      security: adminSecurity,
      request: { query: langQuery },
      responses: responses(z.array(label)),
    }),
    async (c) => ok(c, await service.list(getDb(), c.req.valid('query').lang)),
  );

  jobAndOfficeRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/admin/${path}`,
      tags,
      summary: `Create ${plural} (extension): an array of {lang, name, sort?} or one object; all or nothing`,
      security: adminSecurity,
      request: jsonBody(jobOfficeArraySchema),
      responses: responses(z.array(label), 'The created items'),
    }),
    async (c) => ok(c, await service.create(getDb(), c.get('user'), c.req.valid('json'))),
  );

  jobAndOfficeRoutes.openapi(
    createRoute({
      method: 'put',
      path: `/admin/${path}`,
      tags,
      summary: `Update ${plural} by id (extension): an array or one object; all or nothing`,
      security: adminSecurity,
      request: jsonBody(jobOfficeUpdateArraySchema),
      responses: responses(z.array(label), 'The updated items'),
    }),
    async (c) => ok(c, await service.update(getDb(), c.get('user'), c.req.valid('json'))),
  );

  jobAndOfficeRoutes.openapi(
    createRoute({
      method: 'delete',
      path: `/admin/${path}/{id}`,
      tags,
      summary: `Delete one of the ${plural} (extension); lawyers lose the link`,
      security: adminSecurity,
      request: { params: idParam },
      responses: responses(z.null()),
    }),
    async (c) => {
      await service.remove(getDb(), c.get('user'), c.req.valid('param').id);
      return ok(c, null);
    },
  );

  jobAndOfficeRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/user/${path}`,
      tags: ['Public'],
      summary: `The ${plural} of the request's language, for the people filters (extension)`,
      request: { query: langQuery },
      responses: responses(z.array(label)),
    }),
    async (c) => ok(c, await service.list(getDb(), requestLang(c))),
  );
}

register('job', 'jobs', jobs);
register('office', 'offices', offices);
