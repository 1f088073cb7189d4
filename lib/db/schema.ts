import type { Selectable, Updateable } from 'kysely';
import type {
  ArticleTable,
  BannerTable,
  CatalogTable,
  HonourTable,
  JobTable,
  LawyerAdmissionTable,
  LawyerCustomContentTable,
  LawyerEducationTable,
  LawyerJobTable,
  LawyerLanguageTable,
  LawyerProFieldTable,
  LawyerTable,
  LegalDocumentTable,
  OfficeTable,
  PortalConfigTable,
  PracticeAreaTable,
  SpokenLanguageTable,
} from './tables/content';
import type {
  ContentLinkTable,
  RevisionTable,
  SearchEntryTable,
  TranslationSourceTable,
  TranslationStatusStaleTable,
  TranslationStatusTable,
} from './tables/content-records';
import type { GlossaryTermTable } from './tables/glossary';
import type { AdminRecoveryCodeTable, AdminRoleTable, AdminSessionTable, AdminUserTable, AuditLogTable } from './tables/staff';
import type {
  BackupRunTable,
  ContactMessageTable,
  IconTable,
  RateLimitHitTable,
  SiteSettingTable,
  UploadedFileTable,
  WebVitalBucketTable,
} from './tables/site';
import type {
  AlertItemTable,
  ConsentRecordTable,
  DigestItemTable,
  OutboundMailTable,
  SubscriberTable,
  SubscriptionRequestTable,
} from './tables/subscriptions';

/**
 * The database as Kysely types it: every table by name, its columns in lib/db/tables/ by area.
 * Column names are the API's field names, so rows map to responses without renaming. Flags are
 * integers 0/1 on both databases; times are ISO-8601 UTC strings.
 */

/** `article.type` and `catalog.type`: news or deals. */
export const CatalogType = { NEWS: 0, DEALS: 1 } as const;
export type CatalogTypeValue = (typeof CatalogType)[keyof typeof CatalogType];
export interface Database {
  catalog: CatalogTable;
  article: ArticleTable;
  honour: HonourTable;
  banner: BannerTable;
  professionalField: PracticeAreaTable;
  job: JobTable;
  office: OfficeTable;
  lawyer: LawyerTable;
  lawyerJob: LawyerJobTable;
  lawyerProField: LawyerProFieldTable;
  lawyerCustomContent: LawyerCustomContentTable;
  spokenLanguage: SpokenLanguageTable;
  lawyerLanguage: LawyerLanguageTable;
  lawyerAdmission: LawyerAdmissionTable;
  lawyerEducation: LawyerEducationTable;
  portalConfig: PortalConfigTable;
  legalDocument: LegalDocumentTable;
  adminRole: AdminRoleTable;
  adminUser: AdminUserTable;
  adminSession: AdminSessionTable;
  adminRecoveryCode: AdminRecoveryCodeTable;
  siteSetting: SiteSettingTable;
  rateLimitHit: RateLimitHitTable;
  uploadedFile: UploadedFileTable;
  icon: IconTable;
  contactMessage: ContactMessageTable;
  auditLog: AuditLogTable;
  revision: RevisionTable;
  translationSource: TranslationSourceTable;
  translationStatus: TranslationStatusTable;
  translationStatusStale: TranslationStatusStaleTable;
  contentLink: ContentLinkTable;
  searchEntry: SearchEntryTable;
  backupRun: BackupRunTable;
  webVitalBucket: WebVitalBucketTable;
  subscriber: SubscriberTable;
  subscriptionRequest: SubscriptionRequestTable;
  consentRecord: ConsentRecordTable;
  alertItem: AlertItemTable;
  outboundMail: OutboundMailTable;
  digestItem: DigestItemTable;
  glossaryTerm: GlossaryTermTable;
}

export type Catalog = Selectable<CatalogTable>;
export type WebVitalBucket = Selectable<WebVitalBucketTable>;
export type Article = Selectable<ArticleTable>;
export type Honour = Selectable<HonourTable>;
export type PortalConfig = Selectable<PortalConfigTable>;
export type AdminUserUpdate = Updateable<AdminUserTable>;
