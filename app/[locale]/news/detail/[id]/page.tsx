import type { Metadata } from 'next';
import { PublicationPage, publicationMetadata, type DetailParams } from '@/components/site/articles/publication-page';
import { CatalogType } from '@/lib/db/schema';

const kind = { type: CatalogType.NEWS };

export function generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
  return publicationMetadata(kind, params);
}

export default function Page({ params }: { params: DetailParams }) {
  return <PublicationPage kind={kind} params={params} />;
}
