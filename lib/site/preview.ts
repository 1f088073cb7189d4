import { isSiteLangCode, type LangCode } from '@/i18n/locales';
import { getDb } from '@/lib/db/client';
import { readPreview } from '@/lib/services/workflow/preview';
import { kindHas } from '@/lib/content/kinds';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { kindOfEntity, type WorkflowEntity, type WorkflowStatus } from '@/lib/validation/workflow';
import type { WithLinks } from '@/lib/services/content-links';
import { publicationLinks, type PublicationDetail } from './publication-details';

/** What a preview shows of any kind: the current version's words and picture, and its state. */
export interface PreviewItem {
  entity: WorkflowEntity;
  lang: LangCode;
  status: WorkflowStatus;
  title: string;
  /** A line under the title: a banner's subtitle, a lawyer's job titles and office. */
  subtitle: string | null;
  imageUrl: string | null;
  /** Rich text blocks in order, each with an optional heading. */
  sections: { heading: string | null; html: string | null }[];
  /** News, deals and honours are shown on their own page's layout. */
  publication: { kind: PublicationKind; detail: PublicationDetail } | null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The version a signed preview link names, whatever its status; null when the link is wrong
 * or expired. Never cached: the preview shows the latest save.
 */
export async function previewItem(token: string): Promise<PreviewItem | null> {
  const found = await readPreview(getDb(), token);
  if (!found || !isSiteLangCode(found.item.lang)) return null;
  const { entity, item } = found;
  const lawyer = entity === 'lawyerTeam';
  const names = (list: unknown) => (Array.isArray(list) ? list.map((entry: { name?: string }) => entry.name).filter(Boolean) : []);
  const custom = Array.isArray(item.customContents) ? (item.customContents as { title: string; content: string | null }[]) : [];
  const lang = found.item.lang;
  const kind = kindOfEntity[entity];
  const publicationKind = kindHas('publication')(kind) ? kind : undefined;
  return {
    entity,
    lang,
    status: item.status,
    title: text(item.title) ?? text(item.name) ?? '',
    subtitle: lawyer ? [...names(item.jobs), text(item.office)].filter(Boolean).join(' · ') || null : text(item.subTitle),
    imageUrl: text(item.coverUrl) ?? text(item.photoUrl) ?? text(item.imgPath) ?? text(item.iconUrl),
    sections: [
      { heading: null, html: text(item.content) ?? text(item.intro) ?? text(item.introduce) ?? text(item.note) },
      ...(lawyer ? [{ heading: null, html: text(item.customContent) }] : []),
      ...custom.map((section) => ({ heading: section.title, html: section.content })),
    ].filter((section) => section.html || section.heading),
    publication: publicationKind
      ? {
          kind: publicationKind,
          detail: {
            id: item.id,
            no: String(item.no ?? ''),
            lang,
            title: String(item.title ?? ''),
            content: text(item.content),
            note: text(item.note),
            coverUrl: text(item.coverUrl),
            createTime: String(item.createTime ?? ''),
            updateTime: String(item.updateTime ?? ''),
            catalogName: null,
            externalUrl: item.isLink === 1 ? text(item.contentUrl) : null,
            versions: [],
            ...publicationLinks(item as unknown as WithLinks<{ lang: string }>),
          },
        }
      : null,
  };
}
