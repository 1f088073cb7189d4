import { TranslationsScreen } from '@/components/admin/translations/translations-screen';

export default function Page() {
  return <TranslationsScreen />;
}
