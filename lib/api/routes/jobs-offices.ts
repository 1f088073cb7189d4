import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import { jobs, type LabelService } from '../../services/jobs';
import { offices } from '../../services/offices';
import { jobOfficeArraySchema, jobOfficeUpdateArraySchema, jobOfficeView } from '../../validation/job-office';
import { ok } from '../envelope';
import { langQuery, requestLang } from '../params';
import { adminSecurity, createRouter, responses } from '../router';
import { addItemWrites } from './item-routes';

export const jobAndOfficeRoutes = createRouter();

const label = jobOfficeView.openapi('JobOrOffice');

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

  addItemWrites(jobAndOfficeRoutes, {
    path: `/admin/${path}`,
    tags,
    view: label,
    create: {
      summary: `Create ${plural} (extension): an array of {lang, name, sort?} or one object; all or nothing`,
      result: 'The created items',
      body: jobOfficeArraySchema,
      run: service.create,
    },
    update: {
      summary: `Update ${plural} by id (extension): an array or one object; all or nothing`,
      result: 'The updated items',
      body: jobOfficeUpdateArraySchema,
      run: service.update,
    },
    remove: { summary: `Delete one of the ${plural} (extension); lawyers lose the link`, run: service.remove },
  });

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
