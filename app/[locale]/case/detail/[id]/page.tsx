import type { Metadata } from 'next';
import { PublicationPage, publicationMetadata, type DetailParams } from '@/components/site/articles/publication-page';

export function generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
  return publicationMetadata('deal', params);
}

export default function Page({ params }: { params: DetailParams }) {
  return <PublicationPage kind="deal" params={params} />;
}
