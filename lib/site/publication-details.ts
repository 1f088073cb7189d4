import { isSiteLangCode, languageOf, type LangCode } from '@/i18n/locales';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { articleTypeOf, type PublicationKind } from '@/lib/content/publication-kind';
import { getDb } from '@/lib/db/client';
import { getPublishedArticle, publishedArticleVersions } from '@/lib/services/articles';
import { getPublishedHonour, publishedHonourVersions } from '@/lib/services/honours';
import type { WithLinks } from '@/lib/services/content-links';
import { pendingViews } from '@/lib/services/view-counter';
import type { LawyerSummary } from './lawyers';
import { cachedArticleRead, linkedTags } from './article-cache';
import { catalogNames, catalogsOf } from './article-lists';
import { otherVersions } from './language-versions';

export interface PublicationDetail {
  id: number;
  no: string;
  lang: LangCode;
  title: string;
  /** Rich text as stored (sanitised on write; sanitised again when shown). */
  content: string | null;
  note: string | null;
  coverUrl: string | null;
  createTime: string;
  updateTime: string;
  catalogName: string | null;
  /** Set for an external article. */
  externalUrl: string | null;
  versions: { id: number; lang: LangCode }[];
  /** The lawyers it names (a card's shape), in its language or the fallback's (`shownIn`). */
  lawyers: LawyerSummary[];
  practiceAreas: { id: number; name: string; shownIn?: string }[];
}

/** The linked lawyers and practice areas as the page shows them; those in another language are marked with its HTML `lang`. */
export function publicationLinks(item: WithLinks<{ lang: string }>) {
  const shownIn = (lang: string) => (lang === item.lang ? {} : { shownIn: languageOf(lang)?.htmlLang });
  return {
    lawyers: item.lawyers.map((lawyer) => ({
      id: lawyer.id,
      name: lawyer.name,
      latinName: lawyer.latinName,
      photoUrl: lawyer.photoUrl || null,
      jobTitles: lawyer.jobs,
      office: null,
      ...shownIn(lawyer.lang),
    })),
    practiceAreas: item.practiceAreas.map((area) => ({ id: area.id, name: area.name, ...shownIn(area.lang) })),
  };
}

const articleDetail = cachedArticleRead('detail', async (kind, id: number): Promise<PublicationDetail | null> => {
  const db = getDb();
  const article = await getPublishedArticle(db, articleTypeOf[kind], id);
  if (!article || !isSiteLangCode(article.lang)) return null;
  const [versions, tree] = await Promise.all([
    publishedArticleVersions(db, articleTypeOf[kind], article.no),
    catalogsOf(kind, article.lang),
  ]);
  return {
    id: article.id,
    no: article.no,
    lang: article.lang,
    title: article.title,
    content: article.content,
    note: article.note,
    coverUrl: article.coverUrl || null,
    createTime: article.createTime,
    updateTime: article.updateTime,
    catalogName: catalogNames(tree).get(article.cataId) ?? null,
    externalUrl: article.isLink === 1 && article.contentUrl ? article.contentUrl : null,
    versions: otherVersions(article.id, versions),
    ...publicationLinks(article),
  };
});

const honourDetail = cachedRead(
  'honour-detail',
  [cacheTags.honours, ...linkedTags],
  async (id: number): Promise<PublicationDetail | null> => {
    const db = getDb();
    const honour = await getPublishedHonour(db, id);
    if (!honour || !isSiteLangCode(honour.lang)) return null;
    return {
      id: honour.id,
      no: honour.no,
      lang: honour.lang,
      title: honour.title,
      content: honour.content,
      note: null,
      coverUrl: honour.coverUrl || null,
      createTime: honour.createTime,
      updateTime: honour.updateTime,
      catalogName: null,
      externalUrl: null,
      versions: otherVersions(honour.id, await publishedHonourVersions(db, honour.no)),
      ...publicationLinks(honour),
    };
  },
);

/** A published news article, deal or honour with its published translations; null when unknown, unpublished or of another kind. */
export function publicationDetail(kind: PublicationKind, id: number): Promise<PublicationDetail | null> {
  return kind === 'honour' ? honourDetail(id) : articleDetail(kind, id);
}

/**
 * The view count as of now (not cached): stored views plus those counted in this process and
 * not yet written. Detail pages are regenerated every few minutes, so the figure stays current.
 */
export async function currentViews(kind: PublicationKind, id: number): Promise<number> {
  const db = getDb();
  const row = kind === 'honour' ? await getPublishedHonour(db, id) : await getPublishedArticle(db, articleTypeOf[kind], id);
  return (row?.views ?? 0) + pendingViews(kind === 'honour' ? 'honour' : 'article', id);
}
