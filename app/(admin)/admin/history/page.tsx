import { HistoryScreen } from '@/components/admin/workflow/history-screen';

export default function Page() {
  return <HistoryScreen />;
}
