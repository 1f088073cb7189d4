import { StaffListScreen } from '@/components/admin/staff/staff-list';

export default function Page() {
  return <StaffListScreen />;
}
