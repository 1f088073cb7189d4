import { kindNames, type ContentKind, type EntityOf } from '@/lib/content/kinds';
import { CatalogType, type CatalogTypeValue } from '@/lib/db/schema';
import { sitePaths } from '@/lib/site/paths';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import type { ApiPath } from './api-calls';
import type { shellText } from './i18n/shell';
import { useAdminLocale } from './i18n/locale';

/** The API's admin collection of a kind: its entity's path. */
type CollectionOf<K extends ContentKind> = `/admin/${EntityOf<K>}`;

/**
 * Where the back office lists, edits and names one kind of content (lib/content/kinds.ts). The
 * side menu, the publications' screens, the review queue, the history and the translation desk
 * all take their paths from here.
 */
export interface AdminKind<K extends ContentKind = ContentKind> {
  /** The workflow calls' name of the kind (revisions, preview). */
  entity: WorkflowEntity;
  /** Its collection in the API, as the typed calls take it. */
  apiPath: CollectionOf<K> & ApiPath<'get'>;
  /** The screens' folder: the side menu marks the kind's entry current below it. */
  base: string;
  listPath: string;
  editHref(id: number): string;
  /** Kinds edited on their list: the address there translating group `no` (a banner's picture, a document's name). */
  translateHref?(no: string): string;
  /** The public page of item `id` (lib/site/paths.ts), without locale; none without a page of its own by id. */
  publicPath?(id: number): string;
  /** Its entry in the side menu (a key of the shell's words). */
  menu: keyof typeof shellText.zh;
  /** What staff call the kind, in each of the back office's languages. */
  label: { zh: string; en: string };
  /** Its catalogs' type: news and deals are filed in folders. */
  catalogType?: CatalogTypeValue;
}

const collection = <K extends ContentKind>(kind: K) => {
  const entity: EntityOf<K> = kindNames[kind].entity;
  return { entity, apiPath: `/admin/${entity}` as CollectionOf<K> };
};

/**
 * A kind with screens of its own under `base`: its list, and its editor of item `id` (publications
 * take the id in the query, as they also open a group by `no`).
 */
const screens = <K extends ContentKind>(kind: K, base: string, edit: '/edit?id=' | '/edit/') => ({
  ...collection(kind),
  base,
  listPath: `${base}/list`,
  editHref: (id: number) => `${base}${edit}${id}`,
});

/** A kind edited on one screen, `listPath` under `base`, which opens a group's translation by the query `group`. */
const editedOn = <K extends ContentKind>(kind: K, base: string, listPath: string, group: string) => ({
  ...collection(kind),
  base,
  listPath,
  editHref: () => listPath,
  translateHref: (no: string) => `${listPath}?${new URLSearchParams({ [group]: no })}`,
});

/** Every kind, as the back office shows it. */
export const adminKinds = {
  news: {
    ...screens('news', '/admin/articles/news', '/edit?id='),
    publicPath: sitePaths.newsArticle,
    menu: 'news',
    label: { zh: '新闻', en: 'News' },
    catalogType: CatalogType.NEWS,
  },
  deal: {
    ...screens('deal', '/admin/articles/cases', '/edit?id='),
    publicPath: sitePaths.deal,
    menu: 'deals',
    label: { zh: '交易案例', en: 'Deals' },
    catalogType: CatalogType.DEALS,
  },
  honour: {
    ...screens('honour', '/admin/articles/honors', '/edit?id='),
    publicPath: sitePaths.honour,
    menu: 'honours',
    label: { zh: '荣誉', en: 'Honours' },
  },
  lawyer: {
    ...screens('lawyer', '/admin/people', '/edit/'),
    publicPath: sitePaths.lawyer,
    menu: 'people',
    label: { zh: '专业人员', en: 'People' },
  },
  practice: {
    ...screens('practice', '/admin/expertise', '/edit/'),
    publicPath: sitePaths.practiceArea,
    menu: 'practiceAreas',
    label: { zh: '专业领域', en: 'Practice areas' },
  },
  banner: { ...editedOn('banner', '/admin/banner', '/admin/banner/list', 'no'), menu: 'banners', label: { zh: '横幅', en: 'Banners' } },
  // Edited on the site configuration screen.
  legal: {
    ...editedOn('legal', '/admin/site', '/admin/site/config', 'doc'),
    menu: 'site',
    label: { zh: '法律文件', en: 'Legal documents' },
  },
} satisfies { [K in ContentKind]: AdminKind<K> };

/**
 * Where one language version is edited, opening on its language's tab (`?lang=`): its editor, or
 * for a kind edited on its list, the list naming its group (`no`).
 */
export function versionHref(kind: ContentKind, version: { id: number; lang: string; no: string | null }): string {
  const shown: AdminKind = adminKinds[kind];
  const [path, query] = (shown.translateHref && version.no ? shown.translateHref(version.no) : shown.editHref(version.id)).split('?');
  const params = new URLSearchParams(query);
  params.set('lang', version.lang);
  return `${path}?${params}`;
}

/** What staff call each kind, in the back office's language. */
export function useKindLabel(): (kind: ContentKind) => string {
  const locale = useAdminLocale();
  return (kind) => adminKinds[kind].label[locale];
}
