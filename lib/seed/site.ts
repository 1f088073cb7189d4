import { daysAgo, seedLangs, type SeedContext } from './context';
import { banners, firm } from './content/firm';
import { html } from './content/html';
import { legalDocuments } from './content/legal';

/** Banners, legal documents and the portal configuration, per language. */
export async function seedSite(ctx: SeedContext): Promise<void> {
  const now = daysAgo(ctx, 0);

  await ctx.db
    .insertInto('banner')
    .values(
      seedLangs().flatMap((lang) =>
        banners.map((banner, index) => {
          // Newest first is the display order, so the first banner gets the latest time.
          const time = daysAgo(ctx, 30 + index, index);
          return {
            lang,
            imgPath: ctx.images.banner(banner.cover),
            title: banner.title[lang],
            subTitle: banner.subTitle[lang],
            top: 0,
            linkUrl: banner.linkUrl,
            createTime: time,
            updateTime: time,
          };
        }),
      ),
    )
    .execute();

  await ctx.db
    .insertInto('legalDocument')
    .values(
      seedLangs().flatMap((lang) =>
        legalDocuments.map((document) => ({
          name: document.name,
          lang,
          title: document.title[lang],
          content: html(document.content[lang]),
          updateTime: now,
        })),
      ),
    )
    .execute();

  await ctx.db
    .insertInto('portalConfig')
    .values(
      seedLangs().map((lang) => ({
        lang,
        name: firm.name[lang],
        iconUrl: ctx.images.logo,
        address: firm.address[lang],
        email: firm.email,
        tel: firm.tel,
        introduce: html(firm.introduce[lang]),
        lawyerCount: firm.lawyerCount,
        isLawyerCountVisible: 1,
        totalPeople: firm.totalPeople,
        isTotalPeopleVisible: 1,
        branchCount: firm.branchCount,
        isBranchCountVisible: 1,
        advantagesList: JSON.stringify(firm.advantages[lang]),
        environmentList: JSON.stringify(
          firm.environment.map((item) => ({ title: item.title[lang], coverUrl: ctx.images.room(item.room) })),
        ),
        updateTime: now,
      })),
    )
    .execute();
}
