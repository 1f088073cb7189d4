import type { Metadata } from 'next';
import { PublicationPage, publicationMetadata, type DetailParams } from '@/components/site/articles/publication-page';

// Rendered on first request and cached; regenerated when staff change it, and every few
// minutes so the view count stays current.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
  return publicationMetadata('honour', params);
}

export default function Page({ params }: { params: DetailParams }) {
  return <PublicationPage kind="honour" params={params} />;
}
