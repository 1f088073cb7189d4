import { JobsScreen } from '@/components/admin/jobs/jobs-screen';

export default function Page() {
  return <JobsScreen />;
}
