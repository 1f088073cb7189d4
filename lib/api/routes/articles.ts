import { named, z } from '../zod';
import type { EntityOf } from '../../content/kinds';
import type { ArticleKind } from '../../content/publication-kind';
import {
  deleteArticles,
  getArticle,
  listArticles,
  listPublishedArticles,
  readArticle,
  saveArticles,
  setArticleTop,
} from '../../services/articles';
import { serverKinds } from '../../services/kinds';
import { editorialKinds } from '../../services/workflow/kinds';
import { articleAdminView, articleArraySchema, articleView } from '../../validation/article';
import { queryInt } from '../params';
import { createRouter } from '../router';
import { publicationRoutes } from './publications';

const article = named(articleView, 'Article');
const adminArticle = named(articleAdminView, 'AdminArticle');

const publicQuery = z.object({
  cataId: queryInt(1).openapi({ description: 'Only this catalog and its sub-catalogs' }),
});

/** News and deals share the article table and the same calls, each under its own path (its entity). */
const articleKind = <Kind extends ArticleKind>(kind: Kind) => {
  const path: EntityOf<Kind> = serverKinds[kind].entity;
  const { label, type } = serverKinds[kind];
  return publicationRoutes({
    path,
    label,
    adminTag: `Admin: ${path}`,
    publicTag: `Public: ${path}`,
    view: article,
    adminView: adminArticle,
    workflow: editorialKinds[kind],
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
};

export const articleRoutes = createRouter().route('/', articleKind('news')).route('/', articleKind('deal'));
