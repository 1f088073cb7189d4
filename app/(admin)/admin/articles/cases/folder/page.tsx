import { CatalogFolderScreen } from '@/components/admin/articles/catalog-folder';

export default function Page() {
  return <CatalogFolderScreen kind="deal" />;
}
