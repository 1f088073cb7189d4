import { PublicationEditScreen } from '@/components/admin/articles/publication-edit';

export default function Page() {
  return <PublicationEditScreen kind="deal" external />;
}
