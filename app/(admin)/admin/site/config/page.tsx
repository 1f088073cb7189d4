import { SiteConfigScreen } from '@/components/admin/site/site-config';

export default function Page() {
  return <SiteConfigScreen />;
}
