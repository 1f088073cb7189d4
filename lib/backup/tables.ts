import type { Database } from '../db/schema';

export type TableName = keyof Database;

interface TableSpec {
  /** Primary key columns: the order rows are read in. */
  key: string[];
  /** A serial `id`, whose sequence must continue after the restored rows. */
  serial?: true;
  /** A column referring to the same table: restored once every row of it exists. */
  selfReference?: string;
  /** Rows the migrations insert themselves (so a freshly migrated database still counts as empty). */
  filledByMigrations?: true;
  /** Rows per archive entry, smaller where a row can hold a whole file. */
  batch?: number;
  /** Built from the other tables (the search index): not archived, rebuilt after a restore. */
  derived?: true;
}

const serialId: TableSpec = { key: ['id'], serial: true };

/** Every table, parents before the tables that refer to them (the order rows are restored in). */
export const tables: { [T in TableName]: TableSpec } = {
  adminRole: { key: ['id'], filledByMigrations: true },
  adminUser: serialId,
  adminRecoveryCode: serialId,
  siteSetting: { key: ['name'] },
  adminSession: { key: ['tokenHash'] },
  catalog: { ...serialId, selfReference: 'parentId' },
  article: serialId,
  honour: serialId,
  banner: serialId,
  professionalField: serialId,
  job: serialId,
  office: serialId,
  lawyer: serialId,
  lawyerJob: { key: ['lawyerTeamId', 'jobId'] },
  lawyerProField: { key: ['lawyerTeamId', 'professionalFieldId'] },
  lawyerCustomContent: serialId,
  spokenLanguage: serialId,
  lawyerLanguage: { key: ['lawyerTeamId', 'spokenLanguageId'] },
  lawyerAdmission: serialId,
  lawyerEducation: serialId,
  portalConfig: { key: ['lang'] },
  legalDocument: serialId,
  rateLimitHit: serialId,
  uploadedFile: { key: ['fileId'], batch: 8 },
  icon: serialId,
  contactMessage: serialId,
  auditLog: serialId,
  revision: serialId,
  translationSource: { key: ['entity', 'itemId'] },
  contentLink: { key: ['source', 'no', 'target', 'targetNo'] },
  backupRun: { key: ['day'] },
  webVitalBucket: { key: ['day', 'pageType', 'lang', 'metric', 'device', 'bucket'] },
  subscriber: serialId,
  subscriptionRequest: serialId,
  consentRecord: serialId,
  alertItem: { key: ['articleId'] },
  outboundMail: serialId,
  digestItem: { key: ['subscriberId', 'articleId'] },
  glossaryTerm: serialId,
  searchEntry: { ...serialId, derived: true },
  // Worked out again from the content after a restore: its triggers mark every group they load.
  translationStatus: { key: ['kind', 'no', 'lang'], derived: true },
  translationStatusStale: { key: ['tableName', 'no'], derived: true },
};

/** The tables an archive holds. */
export const tableNames = (Object.keys(tables) as TableName[]).filter((name) => !tables[name].derived);
