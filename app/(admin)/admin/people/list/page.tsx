import { PeopleListScreen } from '@/components/admin/people/people-list';

export default function Page() {
  return <PeopleListScreen />;
}
