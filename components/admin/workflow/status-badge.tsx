'use client';

import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import type { WorkflowState } from '@/lib/validation/workflow';
import { Tag } from '../ui/card';

const tones = { draft: 'default', review: 'orange', published: 'green', scheduled: 'blue', archived: 'red' } as const;

/** A language version's state, and a mark when a draft or a version in review sits on top of a live text. */
export function StatusBadge({ state }: { state: Pick<WorkflowState, 'status'> & Partial<Pick<WorkflowState, 'published'>> }) {
  const t = useT(workflowText);
  if (!state.status) return null;
  const underway = state.status === 'draft' || state.status === 'review';
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Tag tone={tones[state.status]}>{t[state.status]}</Tag>
      {underway && state.published === 1 && (
        <span title={t.liveHint}>
          <Tag tone="green">{t.live}</Tag>
        </span>
      )}
    </span>
  );
}
