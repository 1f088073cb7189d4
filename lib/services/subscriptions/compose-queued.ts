import type { Db } from '../../db/client';
import { languageOf } from '../../../i18n/locales';
import { alertMail, confirmationMail, type ChosenAlerts, type ComposedMail } from '../../mail/compose';
import { oneClickUrl, type MailArticle } from '../../mail/links';
import { alertArticle, digestArticleIds } from '../../repositories/alert-items';
import type { OutboundMail } from '../../repositories/outbound-mail';
import { findRequest, findSubscriber } from '../../repositories/subscribers';
import { groupNamesIn } from '../group-names';
import { mailReader } from '../mail-reader';
import { readChoices } from './choices';
import { articlePracticeAreas } from './practice-areas';
import { confirmToken, preferencesToken } from './tokens';

export interface ReadyMail extends ComposedMail {
  headers?: Record<string, string>;
}

type StoredArticle = NonNullable<Awaited<ReturnType<typeof alertArticle>>>;

/** An article as an alert shows it: with the practice areas it names, by name in `lang`. */
async function mailArticle(db: Db, article: StoredArticle, lang: string): Promise<MailArticle> {
  const nos = await articlePracticeAreas(db, article);
  const names = await groupNamesIn(db, 'professionalField', nos, lang);
  return { ...article, practiceAreas: nos.map((no) => names.get(no)).filter((name): name is string => !!name) };
}

/** Published articles among `ids`, in order; one taken down since it was announced is left out. */
async function visibleArticles(db: Db, ids: number[], lang: string): Promise<MailArticle[]> {
  const articles = await Promise.all(ids.map((id) => alertArticle(db, id)));
  const visible = articles.filter((article): article is StoredArticle => article?.published === 1);
  return Promise.all(visible.map((article) => mailArticle(db, article, lang)));
}

/** What a subscription request asks for, as its confirmation repeats it. */
async function chosenIn(db: Db, request: NonNullable<Awaited<ReturnType<typeof findRequest>>>): Promise<ChosenAlerts> {
  const { practiceAreas, frequency, lang } = readChoices(request);
  const names = practiceAreas && (await groupNamesIn(db, 'professionalField', practiceAreas, lang));
  return {
    practiceAreas: practiceAreas && practiceAreas.map((no) => names?.get(no) ?? no),
    frequency,
    language: languageOf(lang)?.langName ?? lang,
  };
}

/**
 * What a queued mail says, composed when it is sent (so a subscriber's language and the article
 * are current); undefined when there is nothing left to send: the request, the subscriber or the
 * article is gone.
 */
export async function composeQueued(db: Db, mail: OutboundMail): Promise<ReadyMail | undefined> {
  if (mail.kind === 'confirm') {
    const request = await findRequest(db, (JSON.parse(mail.payload ?? '{}') as { requestId: number }).requestId);
    if (!request) return undefined;
    const token = await confirmToken(db, request.id, request.createTime);
    return confirmationMail(await mailReader(db, mail.lang), token, await chosenIn(db, request));
  }
  if (mail.kind === 'test') {
    // Any version, published or not; its preferences link opens no subscription (staff are not subscribers).
    const article = await alertArticle(db, mail.articleId!);
    if (!article) return undefined;
    return alertMail(await mailReader(db, article.lang), [await mailArticle(db, article, article.lang)], {
      digest: false,
      preferencesToken: await preferencesToken(db, 0),
      test: true,
    });
  }
  const subscriber = mail.subscriberId === null ? undefined : await findSubscriber(db, mail.subscriberId);
  if (subscriber?.state !== 'active') return undefined;
  const ids = mail.kind === 'alert' ? [mail.articleId!] : (await digestArticleIds(db, mail.id)).map((row) => row.articleId);
  const articles = await visibleArticles(db, ids, subscriber.lang);
  if (articles.length === 0) return undefined;
  const token = await preferencesToken(db, subscriber.id);
  const composed = await alertMail(await mailReader(db, subscriber.lang), articles, {
    digest: mail.kind === 'digest',
    preferencesToken: token,
  });
  return {
    ...composed,
    // RFC 8058: mail programs offer an unsubscribe button that posts here, without opening a page.
    headers: { 'List-Unsubscribe': `<${oneClickUrl(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
