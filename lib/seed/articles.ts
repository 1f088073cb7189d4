import { CatalogType, type CatalogTypeValue } from '../db/schema';
import { newNo } from '../ids';
import { daysAgo, idOf, remember, seedLangs, textIn, writtenIn, yearOf, type IdsByKey, type SeedContext, type SeedLang } from './context';
import { dealCatalogs, newsCatalogs, type ArticleDef, type CatalogDef } from './content/catalogs';
import { deals } from './content/deals';
import { honours } from './content/firm';
import { html } from './content/html';
import { dealLinks, newsLinks, type ArticleLinks } from './content/links';
import { news } from './content/news';
import type { GroupNos } from './people';

/** One translation key per catalog, shared by its language versions. */
function catalogNos(defs: CatalogDef[], nos = new Map<string, string>()): Map<string, string> {
  for (const def of defs) {
    nos.set(def.key, newNo());
    if (def.children) catalogNos(def.children, nos);
  }
  return nos;
}

async function insertCatalogs(
  ctx: SeedContext,
  type: CatalogTypeValue,
  defs: CatalogDef[],
  lang: SeedLang,
  nos: Map<string, string>,
  ids: IdsByKey,
  parentId: number | null = null,
): Promise<void> {
  const time = daysAgo(ctx, 545);
  // A catalog exists in the languages its name is written in; its children in some of those. Its
  // place among its siblings is the same in every language.
  for (const [index, def] of defs.entries()) {
    if (def.name[lang] === undefined) continue;
    const row = await ctx.db
      .insertInto('catalog')
      .values({
        type,
        name: textIn(def.name, lang),
        no: nos.get(def.key)!,
        lang,
        parentId,
        sort: index + 1,
        createTime: time,
        updateTime: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    remember(ids, def.key, lang, row.id);
    if (def.children) await insertCatalogs(ctx, type, def.children, lang, nos, ids, row.id);
  }
}

/**
 * Each definition once per language it is written in (`langs`), the versions sharing one `no` and
 * the definition's age, pin and views.
 */
function versionRows<Def extends { daysAgo: number; views: number; top?: boolean }, Text>(
  ctx: SeedContext,
  defs: Def[],
  langs: (def: Def) => SeedLang[],
  text: (def: Def, lang: SeedLang, time: string) => Text,
) {
  return defs.flatMap((def, index) => {
    const no = newNo();
    const time = daysAgo(ctx, def.daysAgo, index);
    return langs(def).map((lang) => ({
      ...text(def, lang, time),
      lang,
      no,
      top: def.top ? 1 : 0,
      views: def.views,
      operatorName: null,
      createTime: time,
      updateTime: time,
    }));
  });
}

/** Links each article group (by the place of its definition) to the lawyers and practice areas its definition names. */
async function insertLinks(
  ctx: SeedContext,
  source: 'news' | 'deal',
  groups: string[],
  links: (index: number) => ArticleLinks | undefined,
  nos: GroupNos,
) {
  const rows = groups.flatMap((no, index) => {
    const named = links(index);
    if (!named) return [];
    return [
      ...named.lawyers.map((key, sort) => ({ source, no, target: 'lawyer' as const, targetNo: nos.lawyers.get(key)!, sort })),
      ...named.practices.map((key, sort) => ({ source, no, target: 'practiceArea' as const, targetNo: nos.practices.get(key)!, sort })),
    ];
  });
  if (rows.length) await ctx.db.insertInto('contentLink').values(rows).execute();
}

/** The group keys of article rows, one per definition, in the definitions' order. */
const groupsOf = (rows: { no: string }[]) => [...new Set(rows.map((row) => row.no))];

async function insertArticles(ctx: SeedContext, type: CatalogTypeValue, catalogs: CatalogDef[], articles: ArticleDef[]): Promise<string[]> {
  const catalogIds: IdsByKey = new Map();
  const nos = catalogNos(catalogs);
  for (const lang of seedLangs()) await insertCatalogs(ctx, type, catalogs, lang, nos, catalogIds);

  const langs = (article: ArticleDef) => writtenIn(article.title);
  const rows = versionRows(ctx, articles, langs, (article, lang) => ({
    type,
    title: textIn(article.title, lang),
    content: article.body ? html(textIn(article.body, lang)) : null,
    cataId: idOf(catalogIds, article.catalog, lang),
    contentUrl: article.link ?? null,
    coverUrl: ctx.images.cover(article.cover),
    isLink: article.link ? 1 : 0,
    note: textIn(article.note, lang),
  }));
  await ctx.db.insertInto('article').values(rows).execute();
  return groupsOf(rows);
}

/** News and deal catalogs with their articles (each deal and most news naming lawyers and practice areas), and the firm's honours. */
export async function seedArticles(ctx: SeedContext, nos: GroupNos): Promise<void> {
  const newsGroups = await insertArticles(ctx, CatalogType.NEWS, newsCatalogs, news);
  const dealGroups = await insertArticles(ctx, CatalogType.DEALS, dealCatalogs, deals);
  await insertLinks(ctx, 'news', newsGroups, (index) => newsLinks[index], nos);
  await insertLinks(ctx, 'deal', dealGroups, (index) => dealLinks[index], nos);

  const rows = versionRows(ctx, honours, seedLangs, (honour, lang, time) => ({
    title: honour.title(yearOf(time))[lang],
    content: html(honour.content[lang]),
    coverUrl: ctx.images.cover(honour.cover),
  }));
  await ctx.db.insertInto('honour').values(rows).execute();
}
