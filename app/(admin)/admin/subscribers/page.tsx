import { SubscribersScreen } from '@/components/admin/subscribers/subscribers-screen';

export default function Page() {
  return <SubscribersScreen />;
}
