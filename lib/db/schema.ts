import type { Generated, Selectable, Updateable } from 'kysely';

/**
 * Table types. Column names are the API's field names, so rows map to responses without
 * renaming. Flags are integers 0/1 on both databases; times are ISO-8601 UTC strings.
 */

export const CatalogType = { NEWS: 0, DEALS: 1 } as const;
export type CatalogTypeValue = (typeof CatalogType)[keyof typeof CatalogType];

export interface CatalogTable {
  id: Generated<number>;
  type: number;
  name: string;
  no: string;
  lang: string;
  parentId: number | null;
  sort: number;
  createTime: string;
  updateTime: string;
}

/** The editorial state of one language version (see the editorial-workflow migration). */
export interface WorkflowColumns {
  /** draft | review | published | scheduled | archived */
  status: Generated<string>;
  publishAt: string | null;
  unpublishAt: string | null;
  version: Generated<number>;
  /** 1 while this row's own text is live for visitors. */
  published: Generated<number>;
  /** The revision holding a change not yet published, over a live text. */
  draftRevisionId: number | null;
  /** What an administrator said when returning the version to draft. */
  reviewNote: string | null;
}

/** News articles (type 0) and deals (type 1) share one shape. */
export interface ArticleTable extends WorkflowColumns {
  id: Generated<number>;
  type: number;
  title: string;
  content: string | null;
  cataId: number;
  contentUrl: string | null;
  coverUrl: string;
  isLink: number;
  lang: string;
  no: string;
  note: string | null;
  top: number;
  views: number;
  operatorName: string | null;
  createTime: string;
  updateTime: string;
}

export interface HonourTable extends WorkflowColumns {
  id: Generated<number>;
  title: string;
  content: string | null;
  coverUrl: string;
  lang: string;
  no: string;
  top: number;
  views: number;
  operatorName: string | null;
  createTime: string;
  updateTime: string;
}

export interface BannerTable extends WorkflowColumns {
  id: Generated<number>;
  lang: string;
  imgPath: string;
  title: string | null;
  subTitle: string | null;
  top: number;
  linkUrl: string | null;
  createTime: string;
  updateTime: string;
}

export interface PracticeAreaTable extends WorkflowColumns {
  id: Generated<number>;
  no: string;
  name: string;
  introduce: string | null;
  iconUrl: string | null;
  lang: string;
  sort: number;
  createTime: string;
  updateTime: string;
}

/** A job title in one language; `no` names the same title in every language. */
export interface JobTable {
  id: Generated<number>;
  no: string;
  lang: string;
  name: string;
  /** The title said of a woman where the language says it otherwise (`شريكة`). */
  feminineName: string | null;
  sort: number;
}

interface OfficeTable {
  id: Generated<number>;
  no: string;
  lang: string;
  name: string;
  /** The office's full postal address, as written in this language. */
  address: string | null;
  sort: number;
}

export interface LawyerTable extends WorkflowColumns {
  id: Generated<number>;
  no: string;
  lang: string;
  top: number;
  photoUrl: string | null;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  office: string | null;
  /** The name the firm uses in Latin script, the same for every version of the group. */
  latinName: string | null;
  /** The family-name part of `latinName` (for a vCard's structured name). */
  latinFamilyName: string | null;
  /** 1: the lawyer's job titles take their feminine form where a language has one (a group fact). */
  feminineTitles: Generated<number>;
  intro: string | null;
  customContent: string | null;
  sort: number;
  createTime: string;
  updateTime: string;
}

interface LawyerJobTable {
  lawyerTeamId: number;
  jobId: number;
}

interface LawyerProFieldTable {
  lawyerTeamId: number;
  professionalFieldId: number;
}

/** A language a lawyer may speak, named in one language (like a job title). */
interface SpokenLanguageTable {
  id: Generated<number>;
  no: string;
  lang: string;
  name: string;
  sort: number;
}

interface LawyerLanguageTable {
  lawyerTeamId: number;
  spokenLanguageId: number;
}

/** A bar a lawyer version names: where, and since when. */
interface LawyerAdmissionTable {
  id: Generated<number>;
  lawyerTeamId: number;
  jurisdiction: string;
  year: number | null;
  sort: number;
}

interface LawyerEducationTable {
  id: Generated<number>;
  lawyerTeamId: number;
  institution: string;
  qualification: string | null;
  year: number | null;
  sort: number;
}

interface LawyerCustomContentTable {
  id: Generated<number>;
  lawyerTeamId: number;
  title: string;
  content: string | null;
  sort: number;
}

export interface PortalConfigTable {
  lang: string;
  name: string;
  iconUrl: string | null;
  address: string | null;
  email: string | null;
  tel: string | null;
  introduce: string | null;
  lawyerCount: number;
  isLawyerCountVisible: number;
  totalPeople: number;
  isTotalPeopleVisible: number;
  branchCount: number;
  isBranchCountVisible: number;
  /** JSON array of {title, content}. */
  advantagesList: string;
  /** JSON array of {title, coverUrl}. */
  environmentList: string;
  updateTime: string;
}

/** Legal documents: `privacy` and `term-condition`, one row per language. */
export interface LegalDocumentTable extends WorkflowColumns {
  id: Generated<number>;
  name: string;
  lang: string;
  title: string;
  content: string;
  updateTime: string;
}

interface AdminRoleTable {
  id: number;
  code: string;
  roleName: string;
}

interface AdminUserTable {
  id: Generated<number>;
  loginAccount: string;
  userName: string;
  passwordHash: string;
  headImg: string | null;
  /** The account's own e-mail address (test-sends of insight alerts go there once it is confirmed); null until set. */
  email: string | null;
  /** When the code mailed to `email` was entered; null while the address is unconfirmed. */
  emailConfirmedAt: string | null;
  /** SHA-256 of the code mailed to `email`, salted with the account and the address; null when none is waiting. */
  emailCodeHash: string | null;
  emailCodeExpiresAt: string | null;
  roleId: number;
  disabled: number;
  lastLoginTime: string | null;
  createTime: string;
  updateTime: string;
  /** Base32 TOTP secret once two-factor sign-in is on; null when it is off. */
  totpSecret: string | null;
  /** The secret offered by the last setup, until a code from it turns two-factor sign-in on. */
  totpPendingSecret: string | null;
  /** The time step of the last code accepted, so a code signs in once. */
  totpLastStep: number | null;
}

interface AdminRecoveryCodeTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 of the normalised code; a used code is deleted. */
  codeHash: string;
}

interface AdminSessionTable {
  tokenHash: string;
  /** Public, random: names the session in the sessions list without revealing the token hash. */
  id: string;
  userId: number;
  userAgent: string | null;
  address: string | null;
  createTime: string;
  /** Updated at most once a minute. */
  lastUsedAt: string;
  expiresAt: string;
}

/** Settings of the whole site by name (`totpRequired`: '1' or '0'). */
interface SiteSettingTable {
  name: string;
  value: string;
}

/** One row per counted event (failed sign-in, contact message) for windowed rate limits. */
interface RateLimitHitTable {
  id: Generated<number>;
  scope: string;
  key: string;
  createTime: string;
}

interface UploadedFileTable {
  /** `<sha256>.<ext>`: the name under /api/upload/. */
  fileId: string;
  contentType: string;
  size: number;
  originalName: string | null;
  /** The bytes, when uploads are kept in the database (UPLOAD_STORAGE=database). */
  content: Buffer | null;
  createTime: string;
}

interface IconTable {
  id: Generated<number>;
  name: string | null;
  iconUrl: string;
  createTime: string;
}

interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  content: string;
  lang: string;
  /** pending | sent | failed | not-configured */
  deliveryState: string;
  deliveryError: string | null;
  handled: number;
  createTime: string;
}

/** The site search's index: one row per searchable item (see the search-index migration). */
export interface SearchEntryTable {
  id: Generated<number>;
  /** lawyer | practice | news | deal | honour */
  kind: string;
  itemId: number;
  lang: string;
  /** 0 for what visitors cannot open (an external article); the back office still finds it. */
  visible: number;
  title: string;
  /** Plain text, for snippets. */
  body: string;
  titleTerms: string;
  bodyTerms: string;
  /** The item's translation-group key, in lower case (the back office's `no` filter). */
  no: string;
}

/** A lawyer or practice area a news article, deal or honour names, group to group (see the content-links migration). */
interface ContentLinkTable {
  source: 'news' | 'deal' | 'honour';
  /** The article's or honour's translation group. */
  no: string;
  target: 'lawyer' | 'practiceArea';
  /** The lawyer's or practice area's translation group. */
  targetNo: string;
  sort: number;
}

/** What a translated language version was translated from (see the translation-source migration). */
interface TranslationSourceTable {
  /** The API's path segment of the kind, as in `revision`. */
  entity: string;
  itemId: number;
  sourceLang: string;
  sourceId: number;
  /** The source's revision the translation was saved beside. */
  sourceRevisionId: number | null;
  /** Fingerprint of the source's text staff saw when saving (a waiting draft's, if any). */
  textHash: string;
  /** Fingerprint of the source's published text then; null when none was live. */
  liveTextHash: string | null;
  updateTime: string;
}

/** One saved state of a language version: who, when, its status and the whole version. */
interface RevisionTable {
  id: Generated<number>;
  /** The API's path segment of the kind: latest-news, lawyerTeam… */
  entity: string;
  itemId: number;
  lang: string;
  version: number;
  status: string;
  publishAt: string | null;
  unpublishAt: string | null;
  title: string;
  /** JSON: the item as the back office reads it, and the rows that restore it. */
  data: string;
  userId: number | null;
  userName: string | null;
  comment: string | null;
  createTime: string;
  /** The version a restore brought back. */
  restoredFrom: number | null;
  /** 1 when the timer published or unpublished the version at its time. */
  bySchedule: Generated<number>;
}

interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  userName: string | null;
  action: string;
  entity: string;
  entityKey: string | null;
  createTime: string;
}

/** The days a scheduled backup was claimed by an instance (lib/backup/schedule.ts). */
interface BackupRunTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  createTime: string;
}

/** Insight alerts (see the insight-alerts migration). `practiceAreas`: a JSON array of practice-area `no`s, null for all. */
interface SubscriptionChoices {
  email: string;
  name: string | null;
  lang: string;
  /** instant | weekly */
  frequency: string;
  practiceAreas: string | null;
  createTime: string;
}

interface SubscriberTable extends SubscriptionChoices {
  id: Generated<number>;
  /** active | unsubscribed | stopped (the mail server refused the address for good) */
  state: string;
  stopReason: string | null;
  updateTime: string;
}

interface SubscriptionRequestTable extends SubscriptionChoices {
  id: Generated<number>;
  consentVersion: string;
  sourcePage: string;
  confirmTime: string | null;
}

interface ConsentRecordTable {
  id: Generated<number>;
  email: string;
  /** subscribe | confirm | change | unsubscribe | stopped */
  action: string;
  consentVersion: string | null;
  sourcePage: string | null;
  detail: string | null;
  /** The browser that confirmed (action `confirm`), as its User-Agent header named it. */
  userAgent: string | null;
  createTime: string;
}

interface AlertItemTable {
  articleId: number;
  createTime: string;
}

interface OutboundMailTable {
  id: Generated<number>;
  /** confirm | alert | digest | test */
  kind: string;
  email: string;
  subscriberId: number | null;
  articleId: number | null;
  lang: string;
  payload: string | null;
  /** queued | sending | sent | failed | cancelled */
  state: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  claimUntil: string | null;
  lastError: string | null;
  createTime: string;
  sentTime: string | null;
}

interface DigestItemTable {
  subscriberId: number;
  articleId: number;
  mailId: number | null;
  createTime: string;
}

/**
 * How many Web Vitals samples of real visits fell in one histogram bucket on one day (UTC), for
 * one page type, language, metric and device class (lib/services/vitals-histogram.ts).
 */
interface WebVitalBucketTable {
  day: string;
  pageType: string;
  lang: string;
  metric: string;
  device: string;
  bucket: number;
  count: number;
}

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
}

export type Catalog = Selectable<CatalogTable>;
export type WebVitalBucket = Selectable<WebVitalBucketTable>;
export type Article = Selectable<ArticleTable>;
export type Honour = Selectable<HonourTable>;
export type PortalConfig = Selectable<PortalConfigTable>;
export type AdminUserUpdate = Updateable<AdminUserTable>;
