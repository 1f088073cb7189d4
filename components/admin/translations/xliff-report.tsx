'use client';

import Link from 'next/link';
import { Tag } from '@/components/admin/ui/card';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { xliffText } from '@/lib/admin/i18n/xliff';
import { adminKinds, useKindLabel, type AdminKind } from '@/lib/admin/kinds';
import { sideBySideHref } from '@/lib/admin/side-by-side';
import type { XliffDraft, XliffReport } from '@/lib/validation/xliff';

const tones = { imported: 'green', outdated: 'orange', unchanged: 'blue', refused: 'red' } as const;

/** Where a draft opens: its editor, side by side with the source in its language. */
function draftHref(draft: XliffDraft): string {
  const kind: AdminKind = adminKinds[draft.kind];
  return sideBySideHref(kind.translateHref?.(draft.no) ?? kind.editHref(draft.id), draft.lang);
}

/** What an import did: counts, the drafts it made (to open), and each refused unit with its reasons. */
export function XliffReportView({ name, report }: { name: string; report: XliffReport }) {
  const t = useT(xliffText);
  const languageName = useLanguageName();
  const kindLabel = useKindLabel();
  const refused = report.units.filter((unit) => unit.result === 'refused');

  return (
    <section aria-labelledby="xliff-report" role="status" className="mt-4 rounded-lg border border-line-soft px-4 py-3">
      <h4 id="xliff-report" className="mb-2 font-medium break-words">
        {format(t.reportTitle, { name })}
      </h4>
      <ul className="mb-2 flex flex-wrap gap-2">
        {(['imported', 'outdated', 'unchanged', 'refused'] as const).map((result) => (
          <li key={result}>
            <Tag tone={tones[result]}>
              {t[result]} {report.counts[result]}
            </Tag>
          </li>
        ))}
      </ul>
      {report.counts.outdated > 0 && <p className="mb-2 text-ink-2">{t.outdatedNote}</p>}
      {report.drafts.length > 0 && (
        <>
          <h5 className="mt-3 mb-1 font-medium">{t.drafts}</h5>
          <ul className="space-y-1">
            {report.drafts.map((draft) => (
              <li key={`${draft.kind}-${draft.id}`} className="flex flex-wrap items-center gap-2">
                <Link
                  href={draftHref(draft)}
                  className="break-words text-primary hover:text-primary-hover"
                  aria-label={format(t.openDraft, { lang: languageName(draft.lang), title: draft.title || draft.no })}
                >
                  {draft.title || draft.no}
                </Link>
                <span className="text-ink-3">
                  {kindLabel(draft.kind)} · {languageName(draft.lang)} · {t[draft.status as 'draft' | 'review'] ?? draft.status}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          <h5 className="mt-3 mb-1 font-medium">{t.refusedUnits}</h5>
          <ul className="space-y-1">
            {refused.map((unit) => (
              <li key={`${unit.lang}-${unit.id}`} className="break-words">
                <code className="text-sm">{unit.id}</code>
                {unit.lang && <span className="text-ink-3"> · {languageName(unit.lang)}</span>}
                <span>: {unit.reasons.map((reason) => t[reason]).join('; ')}</span>
                {unit.detail && <span className="text-ink-3"> ({unit.detail})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
