'use client';

import { useId, useState } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { Button } from '@/components/admin/ui/button';
import { api } from '@/lib/admin/fetcher';
import { refreshGlossary } from '@/lib/admin/glossary';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { glossaryText } from '@/lib/admin/i18n/glossary';
import { notifySuccess } from '@/lib/admin/notify';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { readGlossaryCsv, type GlossaryCsv, type GlossaryCsvProblem } from '@/lib/validation/glossary-csv';

/** Refusals said where they are (the header, a row, a cell) rather than by the file's columns alone. */
const atHeader = new Set<GlossaryCsvProblem['reason']>(['noTermColumn', 'unknownColumn', 'repeatedColumn']);
const atRow = new Set<GlossaryCsvProblem['reason']>(['unclosedQuote', 'extraCells', 'repeatedTerm', 'tooManyRows']);

/**
 * Imports a glossary CSV. The file is read here first, as the server reads it: every refused row
 * is listed before anything is sent, and a file with none is imported whole.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(glossaryText);
  const langCodes = useSiteLangCodes();
  const fileId = useId();
  const [file, setFile] = useState<{ text: string; read: GlossaryCsv } | null>(null);
  const [sending, setSending] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ text, read: readGlossaryCsv(text, langCodes) });
  };

  const close = () => {
    setFile(null);
    onClose();
  };

  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      const report = await api.post('/admin/glossary/import', { json: { csv: file.text } });
      notifySuccess(format(t.imported, report));
      await refreshGlossary();
      close();
    } catch {
      // The fetcher has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  const where = (problem: GlossaryCsvProblem) => {
    if (atHeader.has(problem.reason)) return t.header;
    if (atRow.has(problem.reason) || !problem.column) return format(t.atRow, { row: problem.row });
    return format(t.atCell, { row: problem.row, column: problem.column });
  };
  const problems = file?.read.problems ?? [];
  const ready = file && !problems.length;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t.importTitle}
      width="w-[min(640px,calc(100vw-32px))]"
      action={
        <Button variant="primary" disabled={!ready} loading={sending} onClick={() => void send()}>
          {t.import}
        </Button>
      }
    >
      <p className="mb-4 text-ink-2">{t.importHint}</p>
      <label htmlFor={fileId} className="mb-1.5 inline-block text-ink">
        {t.chooseFile}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        className="block w-full text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-ink"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div role="status" className="mt-4">
        {ready && <p className="text-[#237804]">{format(t.fileReady, { count: file.read.terms.length })}</p>}
        {problems.length > 0 && (
          <div className="rounded-md border border-[#ffccc7] bg-danger-soft px-3 py-2 text-[#cf1322]">
            <p className="mb-1">{format(t.fileRefused, { count: problems.length })}</p>
            <ul className="max-h-48 list-disc overflow-y-auto ps-5">
              {problems.map((problem) => (
                <li key={`${problem.row}-${problem.column}-${problem.reason}`}>
                  {format(t.problemAt, {
                    where: where(problem),
                    problem: format(t[problem.reason], { column: problem.column, value: problem.value ?? '' }),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </FormDialog>
  );
}
