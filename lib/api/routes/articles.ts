import { named, z } from '../zod';
import { CatalogType } from '../../db/schema';
import {
  deleteArticles,
  getArticle,
  listArticles,
  listPublishedArticles,
  readArticle,
  saveArticles,
  setArticleTop,
  type ArticleType,
} from '../../services/articles';
import { workflowKinds } from '../../services/workflow/kinds';
import { articleAdminView, articleArraySchema, articleView } from '../../validation/article';
import { queryInt } from '../params';
import { createRouter } from '../router';
import { publicationRoutes } from './publications';

const article = named(articleView, 'Article');
const adminArticle = named(articleAdminView, 'AdminArticle');

const publicQuery = z.object({
  cataId: queryInt(1).openapi({ description: 'Only this catalog and its sub-catalogs' }),
});

/** News and deals share the article table and the same calls, each under its own path. */
const articleKind = <Segment extends 'latest-news' | 'case-analysis'>(path: Segment, type: ArticleType, label: string) =>
  publicationRoutes({
    path,
    label,
    adminTag: `Admin: ${path}`,
    publicTag: `Public: ${path}`,
    view: article,
    adminView: adminArticle,
    workflow: workflowKinds[path],
    items: articleArraySchema,
    publicQuery,
    list: (db, filter, page) => listArticles(db, type, filter, page),
    listPublic: (db, lang, query, page) =>
      listPublishedArticles(db, {
        type,
        lang,
        fallback: null,
        cataId: query.cataId,
        no: query.no,
        lawyerId: query.lawyerId,
        practiceAreaId: query.practiceAreaId,
        page,
      }),
    get: (db, id) => getArticle(db, type, id),
    read: (db, id) => readArticle(db, type, id),
    save: (db, user, items, mode) => saveArticles(db, user, type, items, mode),
    setTop: (db, user, no, top) => setArticleTop(db, user, type, no, top),
    remove: (db, user, no) => deleteArticles(db, user, type, no),
  });

export const articleRoutes = createRouter()
  .route('/', articleKind('latest-news', CatalogType.NEWS, 'News article'))
  .route('/', articleKind('case-analysis', CatalogType.DEALS, 'Case analysis'));
