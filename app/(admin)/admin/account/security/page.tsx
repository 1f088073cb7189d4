import { SecurityScreen } from '@/components/admin/account/security-screen';

export default function Page() {
  return <SecurityScreen />;
}
