import type { PublicationKind } from '@/lib/content/publication-kind';
import { countView } from '@/lib/services/view-counter';
import { idOf } from './locale';
import { publicationDetail } from './publication-details';

/**
 * Counts a view of the publication whose id is `segment`, as its detail page's beacon reports
 * it; false when this site shows no such page (no item, or one that links elsewhere). Pages are
 * cached, so views are counted here (in memory, written in batches) rather than while rendering.
 */
export async function countPublicationView(kind: PublicationKind, segment: string): Promise<boolean> {
  const id = idOf(segment);
  const item = id ? await publicationDetail(kind, id) : null;
  if (!item || item.externalUrl) return false;
  countView(kind === 'honour' ? 'honour' : 'article', item.id);
  return true;
}
