import { cacheTags } from '../cache/tags';
import type { Db } from '../db/client';
import { officeAddressByName, renameLawyerOffice } from '../repositories/offices';
import { lawyersLinkedTo } from '../repositories/search-sources';
import type { Office, OfficeInput } from '../validation/job-office';
import { labelService } from './jobs';

export const offices = labelService<OfficeInput, Office>({
  table: 'office',
  title: 'Office',
  tags: [cacheTags.offices, cacheTags.lawyers],
  afterUpdate: async (db, before, after) => {
    if (before.name !== after.name && before.lang === after.lang) {
      await renameLawyerOffice(db, before.lang, before.name, after.name);
    }
  },
  linkedLawyers: (db, office) => lawyersLinkedTo(db, { lang: office.lang, office: office.name }),
  detail: 'office',
});

/** The full postal address of the office named `name` in language `lang` (a lawyer's `office`); null when it has none. */
export function officeAddress(db: Db, lang: string, name: string): Promise<string | null> {
  return officeAddressByName(db, lang, name);
}

/** The offices of one language, in staff order (the people filter's choices). */
export function listOffices(db: Db, lang: string) {
  return offices.list(db, lang);
}
