import { MessageListScreen } from '@/components/admin/messages/message-list';

export default function Page() {
  return <MessageListScreen />;
}
