'use client';

import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { api } from '@/lib/admin/fetcher';
import { useT } from '@/lib/admin/i18n/dictionary';
import { xliffText } from '@/lib/admin/i18n/xliff';
import { refreshTranslations } from '@/lib/admin/translations';
import type { XliffReport } from '@/lib/validation/xliff';
import { cx } from '@/components/admin/ui/cx';
import { XliffReportView } from './xliff-report';

/** A file dropped or picked is imported at once; the report of the last import stays below. */
export function XliffImport() {
  const t = useT(xliffText);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ name: string; report: XliffReport } | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const report = await api.post('/admin/translations/xliff', { form: { file } });
      setDone({ name: file.name, report });
      await refreshTranslations();
    } catch {
      // The fetcher has shown the server's message (a file it does not read changes nothing).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <h3 className="mb-2 font-medium">{t.importHeading}</h3>
      <div
        data-testid="xliff-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cx(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center',
          over ? 'border-primary bg-primary/5' : 'border-line',
        )}
      >
        <Upload aria-hidden className="size-6 text-ink-3" />
        <p className="text-ink-2">{busy ? t.importing : t.drop}</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded border border-line bg-white px-3 py-1 shadow-sm hover:border-primary-hover hover:text-primary focus-within:outline-2"
        >
          {t.choose}
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".xlf,.xliff,.xml,.zip,application/xliff+xml,application/zip"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
      </div>
      {done && <XliffReportView name={done.name} report={done.report} />}
    </div>
  );
}
