import type { Db } from '../../db/client';
import { addDigestItems, claimAnnouncement, unannouncedArticles } from '../../repositories/alert-items';
import { enqueueAlerts } from '../../repositories/outbound-mail';
import { activeSubscribers } from '../../repositories/subscribers';
import { articlePracticeAreas } from './practice-areas';

/**
 * Announces every news article and deal version that visitors can see and no alert has announced:
 * an alert queued for each subscriber of its language and practice areas who chose "as
 * published", an item of the next digest for those who chose it. Each version is claimed by
 * inserting its `alertItem` row in the same transaction, so it is announced once, whichever
 * instance sees it first and however often it is saved or published again.
 */
export async function announcePublished(db: Db): Promise<number> {
  let announced = 0;
  for (const article of await unannouncedArticles(db)) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimAnnouncement(trx, article.id))) return false;
      const areas = await articlePracticeAreas(trx, article);
      const readers = (await activeSubscribers(trx, article.lang)).filter(
        (reader) => reader.practiceAreas === null || (JSON.parse(reader.practiceAreas) as string[]).some((area) => areas.includes(area)),
      );
      const instant = readers.filter((reader) => reader.frequency === 'instant');
      await enqueueAlerts(
        trx,
        instant.map((reader) => ({
          kind: 'alert',
          email: reader.email,
          subscriberId: reader.id,
          articleId: article.id,
          lang: article.lang,
          payload: null,
        })),
      );
      await addDigestItems(
        trx,
        article.id,
        readers.filter((reader) => reader.frequency === 'weekly').map((reader) => reader.id),
      );
      return true;
    });
    if (claimed) announced++;
  }
  return announced;
}
