import { isLangCode, type LangCode } from '@/i18n/locales';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { articleSchema, type AdminArticle } from '@/lib/validation/article';
import type { CatalogNode } from '@/lib/validation/catalog';
import { honourSchema } from '@/lib/validation/honour';
import { flattenTree } from '../tree';
import type { VersionsForm, VersionValues } from '../translation-group';
import type { NewFolder } from './new-folders';

/**
 * How the editor of a news article, deal or honour (`components/admin/articles/publication-edit.tsx`)
 * holds its language versions, and how they go to and from the API.
 */

/** One language version as the editor holds it: every field present, as text. */
export interface PublicationVersion extends VersionValues {
  title: string;
  coverUrl: string;
  cataId: string;
  content: string;
  note: string;
  contentUrl: string;
  top: number;
  /** Without a folder (`cataId`), the folders to create in its language and file it in (new-folders.ts). */
  newFolders: NewFolder[];
}

/** The links of a news article, deal or honour as its editor holds them: one set for the whole group. */
export interface LinkFields {
  lawyerNos: string[];
  practiceNos: string[];
}

export type PublicationForm = VersionsForm<PublicationVersion> & LinkFields;

/** A version as the editor reads it: an article (regular or external link) or an honour. */
type StoredPublication = Partial<AdminArticle> & { lang: string };

type StoredVersion = Partial<LinkFields> & { lang: string; status?: string; published?: number };

const keyOf = (links: Partial<LinkFields>) => JSON.stringify([links.lawyerNos ?? [], links.practiceNos ?? []]);

/**
 * The links the editor starts from, and the language of the version whose waiting draft changes
 * them (undefined when every version reads the same links). Each version reads its own draft's
 * links, so versions differ only while one's change of links waits to be published: that change
 * is shown (the version `preferred`'s, when it is one of them), and named.
 */
export function storedLinks(
  versions: readonly (StoredVersion | undefined)[],
  preferred: LangCode,
): LinkFields & { draftLang: LangCode | undefined; waiting: boolean } {
  const stored = versions.filter((version): version is StoredVersion => !!version);
  const live = stored.find((version) => version.status === 'published') ?? stored[0];
  const changing = stored.filter((version) => keyOf(version) !== keyOf(live ?? {}));
  const from = changing.find((version) => version.lang === preferred) ?? changing[0] ?? live;
  return {
    lawyerNos: from?.lawyerNos ?? [],
    practiceNos: from?.practiceNos ?? [],
    draftLang: changing.length && from && isLangCode(from.lang) ? from.lang : undefined,
    // A draft or a version in review over a live text: what the editor shows is not what visitors see.
    waiting: stored.some((version) => version.published === 1 && version.status !== 'published'),
  };
}

function versionOf(row: StoredPublication | undefined, lang: LangCode, enabled: boolean): PublicationVersion {
  return {
    enabled,
    id: row?.id,
    lang,
    title: row?.title ?? '',
    coverUrl: row?.coverUrl ?? '',
    cataId: row?.cataId ? String(row.cataId) : '',
    content: row?.content ?? '',
    note: row?.note ?? '',
    contentUrl: row?.contentUrl ?? '',
    top: row?.top ?? 0,
    newFolders: [],
  };
}

/**
 * The form of the stored `versions`, one per language of `langCodes` (none at all: a new item,
 * written in `start` to begin with), with the links of the group.
 */
export function publicationValues(
  versions: readonly (StoredPublication | undefined)[],
  langCodes: LangCode[],
  start: LangCode,
): PublicationForm {
  const { lawyerNos, practiceNos } = storedLinks(versions, start);
  const isNew = !versions.some(Boolean);
  return {
    items: langCodes.map((lang, index) => versionOf(versions[index], lang, isNew ? lang === start : !!versions[index])),
    lawyerNos,
    practiceNos,
  };
}

/** The API's schema of one version of `kind`. */
export const publicationSchema = (kind: PublicationKind) => (kind === 'honour' ? honourSchema : articleSchema);

/** The API item of one version: an article (regular or external link) or an honour. */
export function publicationItem(kind: PublicationKind, external: boolean) {
  return (version: PublicationVersion) => {
    // The pin is set from the list; a new version takes the one it was added from.
    const pin = version.id ? {} : { top: version.top };
    const common = { id: version.id, lang: version.lang, title: version.title, coverUrl: version.coverUrl, ...pin };
    if (kind === 'honour') return { ...common, content: version.content || null };
    return {
      ...common,
      cataId: version.cataId ? Number(version.cataId) : undefined,
      isLink: external ? 1 : 0,
      content: external ? null : version.content || null,
      contentUrl: external ? version.contentUrl.trim() : null,
      note: version.note.trim() || null,
    };
  };
}

/**
 * The API items of the versions written, each joining group `no` (none: a new group). The links
 * go with each version saved, and only once `linksChanged`: a version saved without them keeps its own.
 */
export function publicationItems(
  kind: PublicationKind,
  external: boolean,
  values: PublicationForm,
  no: string | undefined,
  linksChanged: boolean,
) {
  const links = linksChanged ? { lawyerNos: values.lawyerNos, practiceNos: values.practiceNos } : {};
  const toItem = publicationItem(kind, external);
  return values.items.filter((version) => version.enabled).map((version) => ({ ...toItem(version), ...(no && { no }), ...links }));
}

/** The folder of `id` in `lang` among the folder trees of every language (same `no`); '' when it has none there. */
export function folderIn(trees: CatalogNode[], id: string, lang: LangCode): string {
  const nodes = flattenTree(trees).map(({ node }) => node);
  const from = nodes.find((node) => String(node.id) === id);
  const twin = from && nodes.find((node) => node.no === from.no && node.lang === lang);
  return twin ? String(twin.id) : '';
}

/** The editor of group `no` of a kind (`config.base`), the external link's editor when `external`. */
export const editorHref = (base: string, external: boolean, no: string) =>
  `${base}/${external ? 'edit-external' : 'edit'}?no=${encodeURIComponent(no)}`;
