'use client';

import { LangTabs } from '@/components/admin/lang-tabs';
import { ApprovalNotice } from '@/components/admin/list/rights';
import { Card, PageHeader } from '@/components/admin/ui/card';
import { useT } from '@/lib/admin/i18n/dictionary';
import { jobsText } from '@/lib/admin/i18n/jobs';
import { NameList } from './name-list';

/** Job titles, offices and languages spoken, per language: the choices of a lawyer profile and the People filters. */
export function JobsScreen() {
  const t = useT(jobsText);
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ApprovalNotice adminOnly />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t.jobs}>
          <LangTabs>
            {(lang) => <NameList path="/admin/job" lang={lang} title={t.jobs} addLabel={t.addJob} emptyText={t.emptyJobs} />}
          </LangTabs>
        </Card>
        <Card title={t.offices}>
          <LangTabs>
            {(lang) => <NameList path="/admin/office" lang={lang} title={t.offices} addLabel={t.addOffice} emptyText={t.emptyOffices} />}
          </LangTabs>
        </Card>
        <Card title={t.languages}>
          <LangTabs>
            {(lang) => (
              <NameList
                path="/admin/spoken-language"
                lang={lang}
                title={t.languages}
                addLabel={t.addLanguage}
                emptyText={t.emptyLanguages}
              />
            )}
          </LangTabs>
        </Card>
      </div>
    </>
  );
}
