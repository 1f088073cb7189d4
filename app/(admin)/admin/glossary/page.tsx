import { GlossaryScreen } from '@/components/admin/glossary/glossary-screen';

export default function Page() {
  return <GlossaryScreen />;
}
