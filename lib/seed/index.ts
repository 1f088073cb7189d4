import type { Db } from '../db/client';
import { seedArticles } from './articles';
import { deals } from './content/deals';
import { banners, firm, honours } from './content/firm';
import { lawyers } from './content/lawyers';
import { news } from './content/news';
import { practices } from './content/practices';
import { seedGlossary } from './glossary';
import { renderImages, type ImageNeeds } from './images';
import { seedPeople } from './people';
import { seedSite } from './site';
import { recordDemoTranslations } from './translations';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('portalConfig').select('lang').executeTakeFirst();
  return !row;
}

function imageNeeds(): ImageNeeds {
  return {
    portraits: lawyers.map(({ key, initials }) => ({ key, initials })),
    covers: [...news, ...deals, ...honours].map((item) => item.cover),
    icons: Object.values(practices).map((practice) => practice.glyph),
    banners: banners.map((banner) => banner.cover),
    rooms: firm.environment.map((item) => item.room),
  };
}

/**
 * Fills an empty database with a fictional Singapore firm, in each language the site serves that
 * the demo is written in (lib/seed/context.ts). The pictures are drawn and stored first, so the
 * one transaction that writes the content stays short.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  const images = await renderImages(db, imageNeeds());
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const ctx = { db: trx, images, now };
    await seedArticles(ctx, await seedPeople(ctx));
    await seedSite(ctx);
    await seedGlossary(ctx);
    await recordDemoTranslations(ctx);
  });
}
