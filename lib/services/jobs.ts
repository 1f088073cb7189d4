import { cacheTags, type CacheTag } from '../cache/tags';
import type { Db } from '../db/client';
import { newNo } from '../ids';
import { NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as labels from '../repositories/jobs';
import { lawyersLinkedTo } from '../repositories/search-sources';
import type { Job, JobInput, JobOfficeInput } from '../validation/job-office';
import { audit } from './audit';
import { writeContent, writeEach } from './content-writes';
import { refreshSearch } from './search-index';

interface LabelKind {
  table: labels.LabelTable;
  /** For messages: `Job not found`. */
  title: string;
  tags: CacheTag[];
  /** Keeps what refers to the label by its text in step, inside the update's transaction. */
  afterUpdate?: (db: Db, before: labels.Label, after: labels.Label) => Promise<void>;
  /** The lawyers whose search entries name the label. */
  linkedLawyers: (db: Db, label: labels.Label) => Promise<number[]>;
  /** The table, where the kind keeps a detail beside the name (an office's address): written in each save's transaction, added to the rows read. */
  detail?: labels.DetailTable;
}

/** The rows with their detail; a save that leaves the detail out keeps it as it was. */
function labelDetail(table: labels.DetailTable) {
  const field = labels.labelDetails[table];
  return {
    write: async (db: Db, id: number, item: JobOfficeInput & Partial<Record<typeof field, string | null>>) => {
      const value = item[field];
      if (value !== undefined) await labels.setDetail(db, table, id, value);
    },
    read: async (db: Db, rows: labels.Label[]) => {
      const values = await labels.detailsOf(
        db,
        table,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, [field]: values.get(row.id) ?? null }));
    },
  };
}

/** The admin calls of a language-specific list of names (jobs, offices). */
export function labelService<Input extends JobOfficeInput = JobOfficeInput, Row extends labels.Label = labels.Label>(kind: LabelKind) {
  const detail = kind.detail && labelDetail(kind.detail);
  const read = async (db: Db, rows: labels.Label[]) => (detail ? detail.read(db, rows) : rows) as Row[];
  const saved = async (db: Db, id: number) => (await read(db, [(await labels.findLabel(db, kind.table, id))!]))[0];
  return {
    list: async (db: Db, lang?: string) => read(db, await labels.listLabels(db, kind.table, lang)),
    create: (db: Db, user: AdminProfile, items: Input[]) =>
      writeEach(db, kind.tags, items, async (trx, item) => {
        const id = await labels.insertLabel(trx, kind.table, { no: item.no ?? newNo(), lang: item.lang, name: item.name, sort: item.sort });
        await detail?.write(trx, id, item);
        await audit(trx, user, 'create', kind.table, id);
        return saved(trx, id);
      }),
    update: (db: Db, user: AdminProfile, items: (Input & { id: number })[]) =>
      writeEach(db, kind.tags, items, async (trx, item) => {
        const before = await labels.findLabel(trx, kind.table, item.id);
        if (!before) throw new NotFoundError(kind.title, item.id);
        await labels.updateLabel(trx, kind.table, item.id, { lang: item.lang, name: item.name, sort: item.sort ?? before.sort });
        await detail?.write(trx, item.id, item);
        const after = await saved(trx, item.id);
        await kind.afterUpdate?.(trx, before, after);
        await refreshSearch(trx, 'lawyer', await kind.linkedLawyers(trx, after));
        await audit(trx, user, 'update', kind.table, item.id);
        return after;
      }),
    remove: (db: Db, user: AdminProfile, id: number) =>
      writeContent(db, kind.tags, async (trx) => {
        const label = await labels.findLabel(trx, kind.table, id);
        const linked = label ? await kind.linkedLawyers(trx, label) : [];
        if (!(await labels.deleteLabel(trx, kind.table, id))) throw new NotFoundError(kind.title);
        await refreshSearch(trx, 'lawyer', linked);
        await audit(trx, user, 'delete', kind.table, id);
      }),
  };
}

export const jobs = labelService<JobInput, Job>({
  table: 'job',
  detail: 'job',
  title: 'Job',
  tags: [cacheTags.jobs, cacheTags.lawyers],
  linkedLawyers: (db, job) => lawyersLinkedTo(db, { jobId: job.id }),
});

/** The job titles of one language, in staff order (the people filter's choices). */
export function listJobs(db: Db, lang: string) {
  return jobs.list(db, lang);
}
