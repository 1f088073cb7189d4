import { PublicationListScreen } from '@/components/admin/articles/publication-list';

export default function Page() {
  return <PublicationListScreen kind="deal" />;
}
