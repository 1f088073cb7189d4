import type { Db } from '../../db/client';
import { alertMail, confirmationMail, type ComposedMail } from '../../mail/compose';
import { oneClickUrl, type MailArticle } from '../../mail/links';
import { alertArticle, digestArticleIds } from '../../repositories/alert-items';
import type { OutboundMail } from '../../repositories/outbound-mail';
import { findRequest, findSubscriber } from '../../repositories/subscribers';
import { mailReader } from '../mail-reader';
import { confirmToken, preferencesToken } from './tokens';

export interface ReadyMail extends ComposedMail {
  headers?: Record<string, string>;
}

/** Published articles among `ids`, in order; one taken down since it was announced is left out. */
async function visibleArticles(db: Db, ids: number[]): Promise<MailArticle[]> {
  const articles = await Promise.all(ids.map((id) => alertArticle(db, id)));
  return articles.filter((article) => article?.published === 1) as MailArticle[];
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
    return confirmationMail(await mailReader(db, mail.lang), await confirmToken(db, request.id, request.createTime));
  }
  if (mail.kind === 'test') {
    // Any version, published or not; its preferences link opens no subscription (staff are not subscribers).
    const article = await alertArticle(db, mail.articleId!);
    if (!article) return undefined;
    return alertMail(await mailReader(db, article.lang), [article], {
      digest: false,
      preferencesToken: await preferencesToken(db, 0),
      test: true,
    });
  }
  const subscriber = mail.subscriberId === null ? undefined : await findSubscriber(db, mail.subscriberId);
  if (subscriber?.state !== 'active') return undefined;
  const ids = mail.kind === 'alert' ? [mail.articleId!] : (await digestArticleIds(db, mail.id)).map((row) => row.articleId);
  const articles = await visibleArticles(db, ids);
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
