import { ExpertiseListScreen } from '@/components/admin/expertise/expertise-list';

export default function Page() {
  return <ExpertiseListScreen />;
}
