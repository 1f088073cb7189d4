import type { PublicationKind } from '@/lib/content/publication-kind';
import { countView } from '@/lib/services/view-counter';
import { idOf } from './locale';
import { publicationDetail } from './publication-details';

/**
 * The handler a detail page's view beacon posts to. Pages are cached, so views are counted
 * here (in memory, written in batches) rather than while rendering.
 */
export function viewRoute(kind: PublicationKind) {
  return async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
    const id = idOf((await params).id);
    const item = id ? await publicationDetail(kind, id) : null;
    if (!item || item.externalUrl) return new Response(null, { status: 404 });
    countView(kind === 'honour' ? 'honour' : 'article', item.id);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}
