import { getTranslations } from 'next-intl/server';
import { langOf, type LangCode, type UrlLocale } from '@/i18n/locales';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { listPublishedBanners } from '@/lib/services/banners';
import { getPortalConfig } from '@/lib/services/portal-config';
import { cachedRead } from '@/lib/cache/data-cache';

/** The firm as the public pages show it, from the portal configuration of one language. */
export interface FirmInfo {
  name: string;
  logoUrl: string | null;
  address: string | null;
  email: string | null;
  tel: string | null;
  /** Sanitised rich text. */
  introduce: string;
  /** Only the counts whose visibility flag is on. */
  counts: { lawyers?: number; totalPeople?: number; offices?: number };
  advantages: { title: string; content: string }[];
  environment: { title: string; coverUrl: string }[];
}

export interface BannerSlide {
  id: number;
  title: string | null;
  subTitle: string | null;
  imgPath: string;
  linkUrl: string | null;
}

/** The portal configuration of a language, or null before staff have saved one. */
export const firmInfo = cachedRead('firm', [cacheTags.portalConfig], async (lang: LangCode): Promise<FirmInfo | null> => {
  const config = await getPortalConfig(getDb(), lang);
  if (!config) return null;
  const visible = (flag: number, value: number) => (flag === 1 ? Number(value) : undefined);
  return {
    name: config.name,
    logoUrl: config.iconUrl || null,
    address: config.address || null,
    email: config.email || null,
    tel: config.tel || null,
    introduce: sanitizeRichText(config.introduce),
    counts: {
      lawyers: visible(config.isLawyerCountVisible, config.lawyerCount),
      totalPeople: visible(config.isTotalPeopleVisible, config.totalPeople),
      offices: visible(config.isBranchCountVisible, config.branchCount),
    },
    advantages: config.advantagesList
      .filter((advantage) => advantage?.title)
      .map((advantage) => ({ title: advantage.title, content: advantage.content ?? '' })),
    environment: config.environmentList
      .filter((place) => place?.coverUrl)
      .map((place) => ({ title: place.title ?? '', coverUrl: place.coverUrl })),
  };
});

/** The firm's name in a locale, or the site's stand-in before staff have saved one. */
export async function firmName(locale: UrlLocale): Promise<string> {
  const [firm, t] = await Promise.all([firmInfo(langOf(locale)), getTranslations({ locale, namespace: 'Site' })]);
  return firm?.name || t('fallbackName');
}

/** The banners of a language, pinned first then newest. */
export const bannerSlides = cachedRead('banners', [cacheTags.banners], async (lang: LangCode): Promise<BannerSlide[]> => {
  const rows = await listPublishedBanners(getDb(), lang);
  return rows
    .filter((row) => row.imgPath)
    .map((row) => ({ id: row.id, title: row.title, subTitle: row.subTitle, imgPath: row.imgPath, linkUrl: row.linkUrl || null }));
});
