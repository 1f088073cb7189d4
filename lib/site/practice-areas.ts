import { cacheTags } from '@/lib/cache/tags';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { getDb } from '@/lib/db/client';
import { isSiteLangCode, type LangCode } from '@/i18n/locales';
import {
  getPublishedPracticeArea,
  listPublishedPracticeAreas,
  publishedPracticeAreaNeighbours,
  publishedPracticeAreaVersions,
} from '@/lib/services/practice-areas';
import { cachedRead } from '@/lib/cache/data-cache';
import { readerOf, shownIn } from './readers';
import { otherVersions } from './language-versions';
import { summary } from './text';

export interface PracticeAreaSummary {
  id: number;
  no: string;
  name: string;
  iconUrl: string | null;
  excerpt: string;
  /** The HTML `lang` of an area shown in the fallback language, having no version in the list's. */
  shownIn?: string;
}

export interface PracticeAreaDetail extends PracticeAreaSummary {
  lang: LangCode;
  /** Sanitised rich text. */
  introduce: string;
  updateTime: string;
  /** Other language versions of the same area (same `no`). */
  versions: { id: number; lang: LangCode }[];
  previous: { id: number; name: string } | null;
  next: { id: number; name: string } | null;
}

const tags = [cacheTags.practiceAreas] as const;

type PracticeAreaRow = Awaited<ReturnType<typeof listPublishedPracticeAreas>>[number];

const summarise = (row: PracticeAreaRow): PracticeAreaSummary => ({
  id: row.id,
  no: row.no,
  name: row.name,
  iconUrl: row.iconUrl || null,
  excerpt: summary(row.introduce, 200),
});

/** The published practice areas a reader of `lang` is shown, in the firm's display order; one in another language is marked `shownIn`. */
export const practiceAreaList = cachedRead(
  'practice-areas',
  [...tags, cacheTags.languageConfig],
  async (lang: LangCode): Promise<PracticeAreaSummary[]> =>
    (await listPublishedPracticeAreas(getDb(), await readerOf(lang))).map((row) => ({ ...summarise(row), ...shownIn(row.lang, lang) })),
);

/** One published practice area with its published neighbours (pageTurn) and translations; null when unknown or not published. */
export const practiceAreaDetail = cachedRead('practice-area', tags, async (id: number): Promise<PracticeAreaDetail | null> => {
  const db = getDb();
  const row = await getPublishedPracticeArea(db, id);
  if (!row || !isSiteLangCode(row.lang)) return null;
  const [versions, neighbours] = await Promise.all([
    publishedPracticeAreaVersions(db, row.no),
    publishedPracticeAreaNeighbours(db, row.no, row.lang),
  ]);
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    name: row.name,
    iconUrl: row.iconUrl || null,
    excerpt: summary(row.introduce, 200),
    introduce: sanitizeRichText(row.introduce),
    updateTime: row.updateTime,
    versions: otherVersions(row.id, versions),
    previous: neighbours?.prev ?? null,
    next: neighbours?.next ?? null,
  };
});
