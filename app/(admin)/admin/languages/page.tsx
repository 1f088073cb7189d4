import { LanguageConfigScreen } from '@/components/admin/languages/language-config-screen';

export default function Page() {
  return <LanguageConfigScreen />;
}
