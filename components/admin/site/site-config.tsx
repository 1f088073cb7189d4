'use client';

import { useSearchParams } from 'next/navigation';
import { Tabs } from 'radix-ui';
import { Card, PageHeader } from '@/components/admin/ui/card';
import { cx } from '@/components/admin/ui/cx';
import { useT } from '@/lib/admin/i18n/dictionary';
import { siteText } from '@/lib/admin/i18n/site';
import { useMine } from '@/lib/admin/session';
import { SideBySideScopeContext } from '@/lib/admin/side-by-side';
import { legalDocumentNames, type LegalDocumentName } from '@/lib/validation/legal-document';
import { ApprovalSetting } from './approval-setting';
import { LegalDocumentForm } from './legal-document-form';
import { PortalConfigForm } from './portal-config-form';

const tabClass = cx(
  '-mb-px border-b-2 border-transparent px-1 py-3 text-base text-ink-2 hover:text-primary-hover',
  'data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary',
);

/** The legal document the address names (`?doc=privacy`), which opens on its tab and alone may be translated side by side. */
function useNamedDocument(): LegalDocumentName | undefined {
  const doc = useSearchParams().get('doc');
  return legalDocumentNames.find((name) => name === doc);
}

/** A legal document's form, translated side by side only when the address names it. */
function LegalDocument({ name, label }: { name: LegalDocumentName; label: string }) {
  return (
    <SideBySideScopeContext value={{ params: { doc: name } }}>
      <LegalDocumentForm name={name} label={label} />
    </SideBySideScopeContext>
  );
}

/** Site configuration: the firm's information, and the privacy and term-condition documents. */
export function SiteConfigScreen() {
  const t = useT(siteText);
  const { isAdministrator } = useMine();
  const doc = useNamedDocument();
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {isAdministrator && (
        <div className="mb-4">
          <ApprovalSetting />
        </div>
      )}
      <Tabs.Root defaultValue={doc ?? 'portal'}>
        <Tabs.List aria-label={t.title} className="mb-4 flex gap-8 border-b border-line">
          <Tabs.Trigger value="portal" className={tabClass}>
            {t.portalTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="privacy" className={tabClass}>
            {t.privacyTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="term-condition" className={tabClass}>
            {t.termsTab}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Every form stays mounted, so switching tabs keeps unsaved edits. */}
        <Tabs.Content value="portal" forceMount className="data-[state=inactive]:hidden">
          <PortalConfigForm />
        </Tabs.Content>
        <Tabs.Content value="privacy" forceMount className="data-[state=inactive]:hidden">
          <Card>
            <LegalDocument name="privacy" label={t.privacyTab} />
          </Card>
        </Tabs.Content>
        <Tabs.Content value="term-condition" forceMount className="data-[state=inactive]:hidden">
          <Card>
            <LegalDocument name="term-condition" label={t.termsTab} />
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
