import { SiteSpeedScreen } from '@/components/admin/vitals/site-speed-screen';

export default function Page() {
  return <SiteSpeedScreen />;
}
