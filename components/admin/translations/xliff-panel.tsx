'use client';

import { useState } from 'react';
import { Button } from '@/components/admin/ui/button';
import { downloadFile } from '@/lib/admin/download';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { xliffText } from '@/lib/admin/i18n/xliff';
import { notifyError, notifySuccess } from '@/lib/admin/notify';
import { useMine } from '@/lib/admin/session';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import type { TranslationRow } from '@/lib/validation/translations';
import { XliffImport } from './xliff-import';

interface Filters {
  kind?: string;
  lang?: string;
  status?: string;
}

/** The address of an export: languages repeated (`lang=zh_CN&lang=ms_MY`), group keys comma-separated. */
function exportPath(langs: string[], version: string, filters: Filters, nos?: string[]): string {
  const query = new URLSearchParams(langs.map((lang) => ['lang', lang]));
  query.set('version', version);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  if (nos) query.set('no', nos.join(','));
  return `/admin/translations/xliff?${query}`;
}

/**
 * XLIFF out and back on the Translations screen: export everything missing or out of date in the
 * chosen languages, or the rows the list shows; import a translated file and read its report.
 */
export function XliffPanel({ rows, filters }: { rows: TranslationRow[] | undefined; filters: Filters }) {
  const t = useT(xliffText);
  const languageName = useLanguageName();
  const [defaultLang, ...others] = useSiteLangCodes();
  const mine = useMine();
  // A translator exports into their own languages only; the server keeps to them too.
  const offered = mine.isTranslator ? others.filter((lang) => mine.data?.languages.includes(lang)) : [defaultLang, ...others];
  const targets = offered.filter((lang) => lang !== defaultLang);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const langs = chosen ?? (filters.lang ? [filters.lang] : targets);
  const [version, setVersion] = useState('2.1');
  const [busy, setBusy] = useState<'todo' | 'shown' | null>(null);
  const shown = (rows ?? []).filter((row) => row.sourceId !== null);

  const download = async (which: 'todo' | 'shown') => {
    if (!langs.length) return notifyError(t.chooseLanguage);
    setBusy(which);
    const nos = which === 'shown' ? [...new Set(shown.map((row) => row.no))] : undefined;
    const done = await downloadFile(exportPath(langs, version, filters, nos)).finally(() => setBusy(null));
    if (done) notifySuccess(t.exported);
  };
  const toggle = (lang: string) => setChosen(langs.includes(lang) ? langs.filter((each) => each !== lang) : [...langs, lang]);

  return (
    <section aria-labelledby="xliff-title" className="mb-4 rounded-lg bg-white px-4 py-4 sm:px-6">
      <h2 id="xliff-title" className="font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 mb-4 text-ink-2">{t.intro}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 font-medium">{t.exportHeading}</h3>
          <fieldset className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <legend className="mb-1 text-ink-2">{t.languages}</legend>
            {offered.map((lang) => (
              <label key={lang} className="flex items-center gap-2">
                <input type="checkbox" checked={langs.includes(lang)} onChange={() => toggle(lang)} />
                {languageName(lang)}
              </label>
            ))}
          </fieldset>
          <label className="mb-3 flex flex-wrap items-center gap-2">
            <span className="text-ink-2">{t.format}</span>
            <select
              className="h-8 rounded border border-line bg-white px-2"
              value={version}
              onChange={(event) => setVersion(event.target.value)}
              aria-describedby="xliff-format-hint"
            >
              <option value="2.1">XLIFF 2.1</option>
              <option value="1.2">XLIFF 1.2</option>
            </select>
            <span id="xliff-format-hint" className="text-sm text-ink-3">
              {t.formatHint}
            </span>
          </label>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" loading={busy === 'todo'} onClick={() => void download('todo')}>
              {t.exportToDo}
            </Button>
            <Button loading={busy === 'shown'} disabled={!shown.length} onClick={() => void download('shown')}>
              {shown.length ? format(t.exportShown, { count: shown.length }) : t.exportShownNone}
            </Button>
          </div>
        </div>
        <XliffImport />
      </div>
    </section>
  );
}
