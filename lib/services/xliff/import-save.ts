import type { z } from 'zod';
import type { ContentKind } from '../../content/kinds';
import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { findCatalog, listCatalogs } from '../../repositories/catalogs';
import { articleArraySchema } from '../../validation/article';
import { bannerArraySchema, bannerUpdateArraySchema } from '../../validation/banner';
import { honourArraySchema } from '../../validation/honour';
import { lawyerArraySchema, lawyerUpdateArraySchema } from '../../validation/lawyer';
import { legalDocumentArraySchema } from '../../validation/legal-document';
import { practiceAreaArraySchema, practiceAreaUpdateArraySchema } from '../../validation/practice-area';
import type { WorkflowInput } from '../../validation/workflow';
import { saveArticles } from '../articles';
import { createBanners, updateBanners } from '../banners';
import { saveHonours } from '../honours';
import { serverKinds } from '../kinds';
import { createLawyers, updateLawyers } from '../lawyers';
import { createPracticeAreas, updatePracticeAreas } from '../practice-areas';
import { saveThroughWorkflow } from '../workflow/items';
import { editorialKinds } from '../workflow/kinds';
import { saveLegalDocumentVersions } from '../workflow/legal-documents';

type Item = Record<string, unknown>;
// Each kind's save takes its own input, which `schema` has just checked.
type Save = (db: Db, user: AdminProfile, items: never[]) => Promise<{ id: number }[]>;

/**
 * How the import saves one version of a kind: the schema its API checks a save with (the update's
 * when the version exists), and the kind's own save, through the editorial workflow.
 */
interface Saver {
  schema(existing: boolean): z.ZodType;
  /** Facts of a version new to its group that are named per language (a folder, job titles). */
  prepareNew?(db: Db, item: Item): Promise<void>;
  save(existing: boolean): Save;
}

const throughWorkflow =
  (kind: ContentKind, create: Save, update: Save): Saver['save'] =>
  (existing) =>
  (db, user, items) =>
    saveThroughWorkflow(db, user, editorialKinds[kind], {
      items: items as (WorkflowInput & { id?: number })[],
      existingId: async (_trx, item) => (existing ? item.id : undefined),
      save: (trx, list) => (existing ? update : create)(trx, user, list as never[]) as never,
    });

/** A new version of a group in `lang` files its article under the same folder in that language. */
async function folderIn(db: Db, item: Item): Promise<void> {
  const folder = await findCatalog(db, Number(item.cataId));
  if (!folder) return;
  const twin = (await listCatalogs(db, { type: folder.type, lang: String(item.lang) })).find((each) => each.no === folder.no);
  if (twin) item.cataId = twin.id;
}

/** News, deals and honours: `update` with an item without id but with the group's `no` adds that version to the group. */
function publication(kind: 'news' | 'deal' | 'honour'): Saver {
  const save: Save =
    kind === 'honour'
      ? (trx, user, list) => saveHonours(trx, user, list, 'update')
      : (trx, user, list) => saveArticles(trx, user, serverKinds[kind].type, list, 'update');
  return {
    schema: () => (kind === 'honour' ? honourArraySchema : articleArraySchema),
    prepareNew: kind === 'honour' ? undefined : folderIn,
    save: throughWorkflow(kind, save, save),
  };
}

export const savers: Record<ContentKind, Saver> = {
  news: publication('news'),
  deal: publication('deal'),
  honour: publication('honour'),
  lawyer: {
    schema: (existing) => (existing ? lawyerUpdateArraySchema : lawyerArraySchema),
    // Job titles, practice areas and languages spoken are named per language: the group's facts give them.
    prepareNew: async (_db, item) => {
      Object.assign(item, { jobIds: [], proFieldIds: [], languageIds: [] });
    },
    save: throughWorkflow('lawyer', createLawyers as Save, updateLawyers as Save),
  },
  practice: {
    schema: (existing) => (existing ? practiceAreaUpdateArraySchema : practiceAreaArraySchema),
    save: throughWorkflow('practice', createPracticeAreas as Save, updatePracticeAreas as Save),
  },
  banner: {
    schema: (existing) => (existing ? bannerUpdateArraySchema : bannerArraySchema),
    save: throughWorkflow('banner', createBanners as Save, updateBanners as Save),
  },
  legal: {
    schema: () => legalDocumentArraySchema,
    save: () => async (db, user, items) => {
      const [item] = items as { name: string; lang: string }[];
      const saved = await saveLegalDocumentVersions(db, user, items as never[]);
      return saved.filter((each) => each.name === item.name && each.lang === item.lang);
    },
  },
};
