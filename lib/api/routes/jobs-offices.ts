import { jobs, type LabelService } from '../../services/jobs';
import { offices } from '../../services/offices';
import { spokenLanguages } from '../../services/spoken-languages';
import { jobOfficeArraySchema, jobOfficeUpdateArraySchema, jobOfficeView } from '../../validation/job-office';
import { named } from '../zod';
import { createRouter } from '../router';
import { itemWrites } from './item-routes';
import { adminLangList, publicLangList } from './list-routes';

const label = named(jobOfficeView, 'JobOrOffice');

/** Jobs, offices and languages spoken are managed the same way; each gets the same five calls under its own path. */
function labelRoutes<Segment extends 'job' | 'office' | 'spoken-language'>(segment: Segment, plural: string, service: LabelService) {
  const admin = { path: `/admin/${segment}` as const, tags: [`Admin: ${plural}`], view: label };
  return createRouter()
    .route(
      '/',
      adminLangList({ ...admin, summary: `The ${plural} of \`lang\` (every language when absent), in staff order`, run: service.list }),
    )
    .route(
      '/',
      itemWrites({
        ...admin,
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
      }),
    )
    .route(
      '/',
      publicLangList({
        path: `/user/${segment}` as const,
        summary: `The ${plural} of the request's language, for the people filters (extension)`,
        view: label,
        run: service.list,
      }),
    );
}

export const jobAndOfficeRoutes = createRouter()
  .route('/', labelRoutes('job', 'jobs', jobs))
  .route('/', labelRoutes('office', 'offices', offices))
  .route('/', labelRoutes('spoken-language', 'languages spoken', spokenLanguages));
