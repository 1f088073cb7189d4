import { notFound } from '../api/errors';
import { cacheTags, type CacheTag } from '../cache/tags';
import type { Db } from '../db/client';
import type { AdminProfile } from '../repositories/admin-users';
import * as labels from '../repositories/jobs';
import type { JobOfficeInput } from '../validation/job-office';
import { audit } from './audit';
import { writeContent } from './content-writes';

interface LabelKind {
  table: labels.LabelTable;
  /** For messages: `Job not found`. */
  title: string;
  tags: CacheTag[];
  /** Keeps what refers to the label by its text in step, inside the update's transaction. */
  afterUpdate?: (db: Db, before: labels.Label, after: labels.Label) => Promise<void>;
}

/** The admin calls of a language-specific list of names (jobs, offices). */
export function labelService(kind: LabelKind) {
  const get = async (db: Db, id: number) => {
    const label = await labels.findLabel(db, kind.table, id);
    if (!label) throw notFound(kind.title);
    return label;
  };
  return {
    list: (db: Db, lang?: string) => labels.listLabels(db, kind.table, lang),
    get,
    create: (db: Db, user: AdminProfile, items: JobOfficeInput[]) =>
      writeContent(db, kind.tags, async (trx) => {
        const created = [];
        for (const item of items) {
          const id = await labels.insertLabel(trx, kind.table, { lang: item.lang, name: item.name, sort: item.sort });
          await audit(trx, user, 'create', kind.table, id);
          created.push(await get(trx, id));
        }
        return created;
      }),
    update: (db: Db, user: AdminProfile, items: (JobOfficeInput & { id: number })[]) =>
      writeContent(db, kind.tags, async (trx) => {
        const updated = [];
        for (const item of items) {
          const before = await labels.findLabel(trx, kind.table, item.id);
          if (!before) throw notFound(`${kind.title} ${item.id}`);
          await labels.updateLabel(trx, kind.table, item.id, { lang: item.lang, name: item.name, sort: item.sort ?? before.sort });
          const after = await get(trx, item.id);
          await kind.afterUpdate?.(trx, before, after);
          await audit(trx, user, 'update', kind.table, item.id);
          updated.push(after);
        }
        return updated;
      }),
    remove: (db: Db, user: AdminProfile, id: number) =>
      writeContent(db, kind.tags, async (trx) => {
        if (!(await labels.deleteLabel(trx, kind.table, id))) throw notFound(kind.title);
        await audit(trx, user, 'delete', kind.table, id);
      }),
  };
}

export type LabelService = ReturnType<typeof labelService>;

export const jobs = labelService({ table: 'job', title: 'Job', tags: [cacheTags.jobs, cacheTags.lawyers] });

/** The job titles of one language, in staff order (the people filter's choices). */
export function listJobs(db: Db, lang: string) {
  return jobs.list(db, lang);
}
