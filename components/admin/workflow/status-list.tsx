'use client';

import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { workflowStatuses, type WorkflowState, type WorkflowStatus } from '@/lib/validation/workflow';
import type { Column } from '../data-table';
import type { SearchField } from '../search-bar';
import { StatusBadge } from './status-badge';

/** A list's column of each language version's workflow state. */
export function useStatusColumn<Row extends Pick<WorkflowState, 'status' | 'published'>>(): Column<Row> {
  const t = useT(workflowText);
  return { key: 'status', title: t.status, render: (row) => <StatusBadge state={row} /> };
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
