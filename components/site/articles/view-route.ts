import type { ArticleType } from '@/lib/services/articles';
import { countView } from '@/lib/services/view-counter';
import { idOf } from '@/lib/site/locale';
import { articleDetail, honourDetail } from './data';

type Kind = { type: ArticleType } | 'honour';

/**
 * The handler a detail page's view beacon posts to. Pages are cached, so views are counted
 * here (in memory, written in batches) rather than while rendering.
 */
export function viewRoute(kind: Kind) {
  return async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
    const id = idOf((await params).id);
    const item = id ? await (kind === 'honour' ? honourDetail(id) : articleDetail(kind.type, id)) : null;
    if (!item || item.externalUrl) return new Response(null, { status: 404 });
    countView(kind === 'honour' ? 'honour' : 'article', item.id);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}
