'use client';

import { Info } from 'lucide-react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { listsText } from '@/lib/admin/i18n/lists';
import { useMine } from '@/lib/admin/session';
import { useWorkflowConfig } from '@/lib/admin/workflow/calls';
import type { WorkflowState } from '@/lib/validation/workflow';

type LiveState = Pick<WorkflowState, 'status' | 'published'>;

/** Whether a version is live or due to go live: deleting it is then an administrator's under approval. */
function isLive(row: LiveState): boolean {
  return row.published === 1 || row.status === 'published' || row.status === 'scheduled';
}

/**
 * What the signed-in user may do to a list's rows, as the API decides it (lib/api/approval-gate.ts):
 * while approval is required an editor neither pins (a change visitors see at once) nor deletes
 * what is live or scheduled. `group` is every loaded row of the same translation group, for the
 * lists that delete a whole group at once.
 */
export function useListRights() {
  const { canPublish } = useWorkflowConfig();
  return {
    /** Pins, order and publishing. */
    mayChangeSiteAtOnce: canPublish,
    mayDelete: (row: LiveState, group: readonly LiveState[] = [row]) => canPublish || !group.some(isLive),
  };
}

/**
 * Tells an editor under approval, above a list, why publishing is not theirs, or (`adminOnly`) why
 * the screen's changes are an administrator's, or a screen's own `text`; nothing for anyone else.
 */
export function ApprovalNotice({ adminOnly = false, text }: { adminOnly?: boolean; text?: string }) {
  const t = useT(listsText);
  const { canPublish, data } = useWorkflowConfig();
  const mine = useMine();
  if (canPublish || !data || !mine.data) return null;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg border border-[#91caff] bg-primary-soft px-4 py-3 text-ink">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      {text ?? (adminOnly ? t.adminOnlyNotice : t.approvalNotice)}
    </p>
  );
}
