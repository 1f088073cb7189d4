import { ReviewQueueScreen } from '@/components/admin/workflow/review-queue-screen';

export default function Page() {
  return <ReviewQueueScreen />;
}
