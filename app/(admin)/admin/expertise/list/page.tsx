import { PracticeAreaListScreen } from '@/components/admin/practice-areas/practice-area-list';

export default function Page() {
  return <PracticeAreaListScreen />;
}
