import type { PublicationKind } from '@/lib/content/publication-kind';
import { countPublicationView } from '@/lib/site/publication-views';

/** The handler a detail page's view beacon posts to (app/[locale]/…/detail/[id]/view/route.ts). */
export function viewBeacon(kind: PublicationKind) {
  return async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
    if (!(await countPublicationView(kind, (await params).id))) return new Response(null, { status: 404 });
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}
