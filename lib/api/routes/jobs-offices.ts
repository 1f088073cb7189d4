import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { jobs } from '../../services/jobs';
import { offices } from '../../services/offices';
import { spokenLanguages } from '../../services/spoken-languages';
import {
  jobArraySchema,
  jobOfficeArraySchema,
  jobOfficeUpdateArraySchema,
  jobOfficeView,
  jobUpdateArraySchema,
  jobView,
  officeArraySchema,
  officeUpdateArraySchema,
  officeView,
  type JobOfficeInput,
} from '../../validation/job-office';
import { named, type z } from '../zod';
import { createRouter } from '../router';
import { itemWrites } from './item-routes';
import { adminLangList, publicLangList } from './list-routes';
import type { Stored } from './stored';

/** What a list's calls read and take: a name by language; a job title's also its feminine form, an office's its address. */
const jobSchemas = { view: named(jobView, 'Job'), create: jobArraySchema, update: jobUpdateArraySchema };
const nameSchemas = { view: named(jobOfficeView, 'JobOrOffice'), create: jobOfficeArraySchema, update: jobOfficeUpdateArraySchema };
const officeSchemas = { view: named(officeView, 'Office'), create: officeArraySchema, update: officeUpdateArraySchema };

/** Jobs, offices and languages spoken are managed the same way; each gets the same five calls under its own path. */
function labelRoutes<
  Segment extends 'job' | 'office' | 'spoken-language',
  View extends z.ZodType,
  Created extends z.ZodType<JobOfficeInput[]>,
  Updated extends z.ZodType<JobOfficeInput[]>,
>(
  segment: Segment,
  plural: string,
  service: {
    list(db: Db, lang?: string): Promise<z.output<View>[]>;
    create(db: Db, user: AdminProfile, items: z.output<Created>): Promise<Stored<View>[]>;
    update(db: Db, user: AdminProfile, items: z.output<Updated>): Promise<Stored<View>[]>;
    remove(db: Db, user: AdminProfile, id: number): Promise<unknown>;
  },
  schemas: { view: View; create: Created; update: Updated },
) {
  const label = schemas.view;
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
          body: schemas.create,
          run: service.create,
        },
        update: {
          summary: `Update ${plural} by id (extension): an array or one object; all or nothing`,
          result: 'The updated items',
          body: schemas.update,
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
  .route('/', labelRoutes('job', 'jobs', jobs, jobSchemas))
  .route('/', labelRoutes('office', 'offices', offices, officeSchemas))
  .route('/', labelRoutes('spoken-language', 'languages spoken', spokenLanguages, nameSchemas));
