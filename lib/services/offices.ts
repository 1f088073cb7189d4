import { cacheTags } from '../cache/tags';
import type { Db } from '../db/client';
import { officeAddressByName, officeAddresses, renameLawyerOffice, setOfficeAddress } from '../repositories/offices';
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
  details: {
    // An address left out of a save stays as it was.
    write: async (db, id, office) => {
      if (office.address !== undefined) await setOfficeAddress(db, id, office.address);
    },
    read: async (db, rows) => {
      const addresses = await officeAddresses(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, address: addresses.get(row.id) ?? null }));
    },
  },
});

/** The full postal address of the office named `name` in language `lang` (a lawyer's `office`); null when it has none. */
export function officeAddress(db: Db, lang: string, name: string): Promise<string | null> {
  return officeAddressByName(db, lang, name);
}

/** The offices of one language, in staff order (the people filter's choices). */
export function listOffices(db: Db, lang: string) {
  return offices.list(db, lang);
}
