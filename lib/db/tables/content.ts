import type { Generated } from 'kysely';

/**
 * The content's tables: each kind's rows (a language version each, with its editorial state in
 * WorkflowColumns), a lawyer's child rows, catalogs, job titles, offices, spoken languages and
 * the site configuration.
 */

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

export interface OfficeTable {
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

export interface LawyerJobTable {
  lawyerTeamId: number;
  jobId: number;
}

export interface LawyerProFieldTable {
  lawyerTeamId: number;
  professionalFieldId: number;
}

/** A language a lawyer may speak, named in one language (like a job title). */
export interface SpokenLanguageTable {
  id: Generated<number>;
  no: string;
  lang: string;
  name: string;
  sort: number;
}

export interface LawyerLanguageTable {
  lawyerTeamId: number;
  spokenLanguageId: number;
}

/** A bar a lawyer version names: where, and since when. */
export interface LawyerAdmissionTable {
  id: Generated<number>;
  lawyerTeamId: number;
  jurisdiction: string;
  year: number | null;
  sort: number;
}

export interface LawyerEducationTable {
  id: Generated<number>;
  lawyerTeamId: number;
  institution: string;
  qualification: string | null;
  year: number | null;
  sort: number;
}

export interface LawyerCustomContentTable {
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
