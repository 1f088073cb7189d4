import { CatalogType } from '../db/schema';
import { defaultUrlLocale, knownLangCode, localeOf, type LangCode } from '../../i18n/locales';
import { localisedPath } from '../../i18n/navigation';
import { absoluteUrl } from '../site/absolute-url';
import { sitePaths } from '../site/paths';

const inLanguage = (lang: LangCode, path: string) => absoluteUrl(localisedPath(localeOf(lang), path, defaultUrlLocale()));

/** The subscription page a signed token opens, in `lang`. */
export const subscriptionUrl = (lang: LangCode, token: string) => inLanguage(lang, sitePaths.subscription(token));

/** The same page at its Unsubscribe button: opening a link must not unsubscribe (mail scanners open every link). */
export const unsubscribeUrl = (lang: LangCode, token: string) => `${subscriptionUrl(lang, token)}#unsubscribe`;

/** Where the one-click unsubscribe of RFC 8058 posts. */
export const oneClickUrl = (token: string) => absoluteUrl(`/api/user/subscriptions/unsubscribe/${token}`);

export interface MailArticle {
  id: number;
  type: number;
  title: string;
  /** Its summary. */
  note: string | null;
  coverUrl: string;
  lang: string;
  isLink: number;
  contentUrl: string | null;
  /** When it was published. */
  createTime: string;
  /** The practice areas it names, by name in the reader's language. */
  practiceAreas: string[];
}

/** The page an alert sends the reader to: the article's own, or the other site an external one names. */
export function articleUrl(article: MailArticle): string {
  if (article.isLink && article.contentUrl) return article.contentUrl;
  return inLanguage(
    knownLangCode(article.lang),
    article.type === CatalogType.DEALS ? sitePaths.deal(article.id) : sitePaths.newsArticle(article.id),
  );
}

/** An absolute address for a picture (uploads are paths on this site). */
export const pictureUrl = (url: string) => (url.startsWith('/') ? absoluteUrl(url) : url);
