'use client';

import { format, useT } from '@/lib/admin/i18n/dictionary';
import { listsText } from '@/lib/admin/i18n/lists';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { formatSingaporeTime } from '@/lib/admin/workflow/singapore-time';
import { workflowStatuses, type WorkflowState, type WorkflowStatus } from '@/lib/validation/workflow';
import type { Column } from '../data-table';
import type { SearchField } from '../search-bar';
import { Tag } from '../ui/card';
import { StatusBadge } from './status-badge';

type ListedState = Pick<WorkflowState, 'status' | 'published'> & Partial<Pick<WorkflowState, 'publishAt' | 'unpublishAt' | 'reviewNote'>>;

/** How long the start of a reviewer's comment shown in a list may be. */
const NOTE_START = 60;

/**
 * A version's state in a list: a draft an administrator returned says so with the start of the
 * comment, and a scheduled publish or unpublish shows its time (Singapore time, as it was entered).
 */
export function ListedStatus({ state }: { state: ListedState }) {
  const t = useT(listsText);
  const returned = state.status === 'draft' && Boolean(state.reviewNote);
  const note = state.reviewNote ?? '';
  const start = note.length > NOTE_START ? `${note.slice(0, NOTE_START).trimEnd()}…` : note;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="inline-flex flex-wrap items-center gap-1">
        <StatusBadge state={state} />
        {returned && <Tag tone="red">{t.returned}</Tag>}
      </span>
      {returned && (
        <span className="max-w-56 text-xs break-words text-ink-2" title={note}>
          {format(t.returnedNote, { comment: start })}
        </span>
      )}
      {state.status === 'scheduled' && state.publishAt && (
        <span className="text-xs whitespace-nowrap text-ink-2" title={t.singaporeTime}>
          {format(t.publishesAt, { time: formatSingaporeTime(state.publishAt) })}
        </span>
      )}
      {state.unpublishAt && (
        <span className="text-xs whitespace-nowrap text-ink-2" title={t.singaporeTime}>
          {format(t.unpublishesAt, { time: formatSingaporeTime(state.unpublishAt) })}
        </span>
      )}
    </div>
  );
}

/** A list's column of each language version's workflow state. */
export function useStatusColumn<Row extends ListedState>(): Column<Row> {
  const t = useT(workflowText);
  return { key: 'status', title: t.status, render: (row) => <ListedStatus state={row} /> };
}

/** The list's `?status=` as its call takes it: one of the states, or none. */
export function statusOf(filter: string): WorkflowStatus | undefined {
  return workflowStatuses.find((status) => status === filter);
}

/** A list's search field choosing one state (`?status=` on the list call). */
export function useStatusFilter(): SearchField<'status'> {
  const t = useT(workflowText);
  return {
    name: 'status',
    label: t.status,
    placeholder: t.allStatuses,
    width: 'w-32',
    options: workflowStatuses.map((status) => ({ value: status, label: t[status] })),
  };
}
