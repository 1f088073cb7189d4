import type { Generated } from 'kysely';

/** What the site keeps about its content: the search index, links between groups, translation sources, revisions. */

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
export interface ContentLinkTable {
  source: 'news' | 'deal' | 'honour';
  /** The article's or honour's translation group. */
  no: string;
  target: 'lawyer' | 'practiceArea';
  /** The lawyer's or practice area's translation group. */
  targetNo: string;
  sort: number;
}

/** What a translated language version was translated from (see the translation-source migration). */
export interface TranslationSourceTable {
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
export interface RevisionTable {
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

/**
 * The translation desk's rows, kept (see the source-fingerprint migration): one per translation
 * group and served language, with what lib/services/translation-status.ts worked out for it.
 */
export interface TranslationStatusTable {
  /** The kind's name (`news`, `lawyer`…), as the desk's calls name it. */
  kind: string;
  /** The group's key (a legal document's name, a slide's picture). */
  no: string;
  lang: string;
  /** missing | outdated | current */
  status: string;
  /** The version in `lang`; null when missing. */
  id: number | null;
  sourceLang: string | null;
  sourceId: number | null;
  title: string;
  sourceUpdatedAt: string;
}

/** Groups whose desk rows a write made stale (filled by triggers): the next read works them out again. */
export interface TranslationStatusStaleTable {
  /** The content table the group's versions are in. */
  tableName: string;
  no: string;
}
