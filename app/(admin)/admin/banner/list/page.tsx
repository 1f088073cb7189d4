import { BannerListScreen } from '@/components/admin/banners/banner-list';

export default function Page() {
  return <BannerListScreen />;
}
