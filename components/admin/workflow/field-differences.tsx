'use client';

import type { Change } from 'diff';
import { fieldNameText, workflowText } from '@/lib/admin/i18n/workflow';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { compareFields } from '@/lib/admin/workflow/field-diff';

/**
 * Two versions of an item side by side, field by field: on the left the words only the older
 * has (struck through, in red), on the right the words only the newer has (underlined, in green).
 */
export function FieldDifferences({
  before,
  after,
  beforeLabel,
  afterLabel,
  labels,
  same,
}: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  beforeLabel: string;
  afterLabel: string;
  /** What the screen the fields are edited on calls them, by field; else the common names. */
  labels?: Record<string, string>;
  /** What to say when no field differs; else "No differences". */
  same?: string;
}) {
  const t = useT(workflowText);
  const common = useT(fieldNameText) as Record<string, string>;
  const names = labels ?? common;
  const { changed, unchanged } = compareFields(before, after);
  const label = (field: string) => names[field] ?? field;

  return (
    <div className="flex flex-col gap-3">
      {changed.length === 0 && <p className="text-ink-2">{same ?? t.noDifferences}</p>}
      {changed.map(({ field, changes }) => (
        <section key={field} aria-label={label(field)} className="rounded-md border border-line-soft">
          <h3 className="border-b border-line-soft bg-black/[0.02] px-3 py-1.5 font-medium">{label(field)}</h3>
          <div className="grid grid-cols-1 sm:grid-cols-2">
            <Side title={beforeLabel} changes={changes} show="removed" />
            <Side title={afterLabel} changes={changes} show="added" />
          </div>
        </section>
      ))}
      {unchanged.length > 0 && <p className="text-ink-3">{format(t.unchangedFields, { fields: unchanged.map(label).join(', ') })}</p>}
    </div>
  );
}

function Side({ title, changes, show }: { title: string; changes: Change[]; show: 'removed' | 'added' }) {
  const shown = changes.filter((change) => (show === 'removed' ? !change.added : !change.removed));
  return (
    <div className="min-w-0 px-3 py-2 first:border-b sm:first:border-r sm:first:border-b-0 first:border-line-soft">
      <div className="mb-1 text-xs text-ink-3">{title}</div>
      <p className="break-words whitespace-pre-wrap">
        <ChangedWords changes={shown} />
      </p>
    </div>
  );
}

/** Words compared: those removed struck through (in red), those added underlined (in green). */
export function ChangedWords({ changes }: { changes: Change[] }) {
  return changes.map((change, index) => {
    if (change.removed)
      return (
        <del key={index} className="bg-danger-soft text-[#a8071a]">
          {change.value}
        </del>
      );
    if (change.added)
      return (
        <ins key={index} className="bg-[#f6ffed] text-[#135200]">
          {change.value}
        </ins>
      );
    return <span key={index}>{change.value}</span>;
  });
}
