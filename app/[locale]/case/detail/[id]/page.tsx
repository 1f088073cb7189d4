import type { Metadata } from 'next';
import { PublicationPage, publicationMetadata, type DetailParams } from '@/components/site/articles/publication-page';
import { CatalogType } from '@/lib/db/schema';

const kind = { type: CatalogType.CASES };

// Rendered on first request and cached; regenerated when staff change it, and every few
// minutes so the view count stays current.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
  return publicationMetadata(kind, params);
}

export default function Page({ params }: { params: DetailParams }) {
  return <PublicationPage kind={kind} params={params} />;
}
