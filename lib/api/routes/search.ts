import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { defaultLangCode, localeOf, type LangCode } from '@/i18n/locales';
import { searchResultPaths } from '@/lib/site/paths';
import { getDb } from '../../db/client';
import { searchKinds, type SearchKind } from '../../search/kinds';
import { MAX_QUERY_LENGTH, searchSite } from '../../services/search';
import { okPage } from '../envelope';
import { langQuery, pagingOf, pagingQuery, requestLang } from '../params';
import { createRouter, responses } from '../router';

const hit = z
  .object({
    type: z.enum(searchKinds),
    id: z.number(),
    title: z.string(),
    snippet: z.string().openapi({ description: 'Plain text, HTML-escaped, the matched words wrapped in <mark>' }),
    url: z.string().openapi({ description: "The public page's path in the request language: /news/detail/12, /zh/news/detail/12" }),
  })
  .openapi('SearchResult');

const searchQuery = pagingQuery.extend(langQuery.shape).extend({
  q: z
    .string()
    .optional()
    .openapi({ description: `The words to find, 1 to ${MAX_QUERY_LENGTH} characters; Chinese and English` }),
  type: z
    .string()
    .optional()
    .openapi({ description: `Only these kinds, comma-separated: ${searchKinds.join(', ')} (default: all)` }),
});

/** The path of a result's page in the request's language (English unprefixed, as the site's links are). */
function urlOf(type: SearchKind, id: number, lang: LangCode): string {
  const path = searchResultPaths[type](id);
  return lang === defaultLangCode() ? path : `/${localeOf(lang)}${path}`;
}

export const searchRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/user/search',
    tags: ['Public'],
    summary: "Search the request language's lawyers, practice areas, news, deals and honours; best matches first",
    request: { query: searchQuery },
    responses: responses(z.array(hit)),
  }),
  async (c) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const lang = requestLang(c);
    const { rows, total } = await searchSite(getDb(), { q: query.q ?? '', type: query.type, lang, paging });
    return okPage(
      c,
      rows.map(({ lang: _lang, ...row }) => ({ ...row, url: urlOf(row.type, row.id, lang) })),
      paging,
      total,
    );
  },
);
