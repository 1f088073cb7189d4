import { jobs, type LabelService } from '../../services/jobs';
import { offices } from '../../services/offices';
import { jobOfficeArraySchema, jobOfficeUpdateArraySchema, jobOfficeView } from '../../validation/job-office';
import { named } from '../zod';
import { createRouter } from '../router';
import { addItemWrites } from './item-routes';
import { addAdminLangList, addPublicLangList } from './list-routes';

export const jobAndOfficeRoutes = createRouter();

const label = named(jobOfficeView, 'JobOrOffice');

/** Jobs and offices are managed the same way; each gets the same five calls under its own path. */
function register(path: 'job' | 'office', plural: string, service: LabelService) {
  const tags = [`Admin: ${plural}`];

  addAdminLangList(jobAndOfficeRoutes, {
    path: `/admin/${path}`,
    tags,
    summary: `The ${plural} of \`lang\` (every language when absent), in staff order`,
    view: label,
    run: service.list,
  });

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

  addPublicLangList(jobAndOfficeRoutes, {
    path: `/user/${path}`,
    summary: `The ${plural} of the request's language, for the people filters (extension)`,
    view: label,
    run: service.list,
  });
}

register('job', 'jobs', jobs);
register('office', 'offices', offices);
