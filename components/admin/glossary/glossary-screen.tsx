'use client';

import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { directionOf, languageOf } from '@/i18n/locales';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { TextInput } from '@/components/admin/form/field';
import { RowActions } from '@/components/admin/list/row-actions';
import { AddButton } from '@/components/admin/ui/add-button';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader, Tag } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { downloadGlossary, refreshGlossary, useGlossaryTerms } from '@/lib/admin/glossary';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { glossaryText } from '@/lib/admin/i18n/glossary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { notifySuccess } from '@/lib/admin/notify';
import { useMine } from '@/lib/admin/session';
import { useSiteLanguages } from '@/lib/admin/site-languages';
import type { GlossaryTermView } from '@/lib/validation/glossary';
import { ImportDialog } from './import-dialog';
import { TermDialog } from './term-dialog';

const PAGE_SIZES = [20, 50, 100];

/** Whether `query` occurs in the term, a rendering or the note, in any case. */
const matches = (term: GlossaryTermView, query: string) =>
  [term.term, term.note, ...Object.values(term.renderings)].some((text) => text.toLocaleLowerCase().includes(query));

/**
 * The firm's glossary: each term with its rendering in every served language, or kept as
 * written, and its note; administrators add, change and delete terms and import a CSV, anyone
 * exports it.
 */
export function GlossaryScreen() {
  const t = useT(glossaryText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const [termLang, ...langs] = useSiteLanguages().map((language) => language.langCode);
  const { isAdministrator } = useMine();
  const terms = useGlossaryTerms();
  const findId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZES[0] });
  const [editing, setEditing] = useState<GlossaryTermView | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);

  const found = terms.data?.filter((term) => matches(term, query.trim().toLocaleLowerCase()));
  const shown = found?.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);

  const remove = async (term: GlossaryTermView) => {
    await api.delete('/admin/glossary/:id', { param: { id: term.id } });
    notifySuccess(t.deleted);
    await refreshGlossary();
  };

  const columns: Column<GlossaryTermView>[] = [
    {
      key: 'term',
      title: format(t.termIn, { lang: languageName(termLang ?? '') }),
      phone: 'head',
      render: (row) => (
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {row.term}
          {row.doNotTranslate === 1 && <Tag tone="blue">{t.doNotTranslate}</Tag>}
        </span>
      ),
    },
    ...langs.map((lang) => ({
      key: lang,
      title: format(t.renderingIn, { lang: languageName(lang) }),
      render: (row: GlossaryTermView) => {
        if (row.doNotTranslate) return <span className="text-ink-3">{t.keptAsWritten}</span>;
        const rendering = row.renderings[lang];
        if (!rendering) return <span className="text-ink-3">{t.noRendering}</span>;
        const htmlLang = languageOf(lang)?.htmlLang;
        return (
          <span lang={htmlLang} dir={htmlLang && directionOf(htmlLang)}>
            {rendering}
          </span>
        );
      },
    })),
    { key: 'note', title: t.note, render: (row) => <span className="break-words text-ink-2">{row.note}</span> },
    ...(isAdministrator
      ? [
          {
            key: 'actions',
            title: c.actions,
            width: 'w-32',
            render: (row: GlossaryTermView) => (
              <RowActions>
                <Button variant="link" size="sm" onClick={() => setEditing(row)} aria-label={format(t.editLabel, { term: row.term })}>
                  {c.edit}
                </Button>
                <ConfirmButton
                  title={format(t.deleteTitle, { term: row.term })}
                  description={t.deleteText}
                  onConfirm={() => remove(row)}
                  aria-label={format(t.deleteLabel, { term: row.term })}
                />
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={isAdministrator ? t.subtitle : `${t.subtitle} ${t.readOnly}`}
        extra={
          <div className="flex flex-wrap gap-2">
            <Button icon={<Download aria-hidden className="size-4" />} onClick={() => void downloadGlossary()}>
              {t.exportCsv}
            </Button>
            {isAdministrator && (
              <>
                <Button icon={<Upload aria-hidden className="size-4" />} onClick={() => setImporting(true)}>
                  {t.importCsv}
                </Button>
                <AddButton onClick={() => setEditing(null)}>{t.addTerm}</AddButton>
              </>
            )}
          </div>
        }
      />
      <Card>
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <label htmlFor={findId}>{t.find}</label>
          <TextInput
            id={findId}
            type="search"
            className="sm:w-72"
            placeholder={t.findPlaceholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage((current) => ({ ...current, pageNo: 1 }));
            }}
          />
          {found && <span className="text-ink-3">{format(t.count, { count: found.length })}</span>}
        </div>
        <DataTable
          label={t.title}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          loading={terms.isLoading}
          empty={query.trim() ? t.noMatch : t.empty}
          pagination={
            found && found.length > PAGE_SIZES[0]
              ? { ...page, totalCount: found.length, pageSizes: PAGE_SIZES, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) }
              : undefined
          }
        />
      </Card>
      <TermDialog term={editing} onClose={() => setEditing(undefined)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
