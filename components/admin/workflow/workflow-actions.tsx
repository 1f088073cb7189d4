'use client';

import { useState } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { useWorkflowConfig, type WorkflowAction, type VersionState } from '@/lib/admin/workflow/calls';
import { useConfirm } from '../confirm-dialog';
import { Button } from '../ui/button';
import { ReturnDialog } from './return-dialog';
import { ScheduleDialog } from './schedule-dialog';

/**
 * The workflow's buttons beside an editor's Save, each saving every language version switched
 * on in a state: draft, review, published, scheduled (asking when) or archived. Publishing is
 * offered to those allowed to; an administrator approves or returns a version in review.
 */
export function WorkflowActions({
  stored,
  busy,
  onAction,
}: {
  /** The saved language versions (none for a new item). */
  stored: readonly (VersionState | undefined)[];
  busy: boolean;
  onAction: (action: WorkflowAction) => void;
}) {
  const t = useT(workflowText);
  const confirm = useConfirm();
  const { canPublish, isAdministrator } = useWorkflowConfig();
  const [dialog, setDialog] = useState<'schedule' | 'return' | null>(null);
  const versions = stored.filter((state): state is VersionState => !!state);
  const inReview = versions.some((state) => state.status === 'review');
  const visible = versions.some((state) => state.published === 1 || state.status === 'published' || state.status === 'scheduled');

  const act = (action: WorkflowAction) => {
    setDialog(null);
    onAction(action);
  };
  const unpublish = async () => {
    if (await confirm({ title: t.unpublishTitle, description: t.unpublishText, confirmText: t.unpublish, danger: true })) {
      act({ status: 'archived' });
    }
  };

  return (
    <>
      <Button disabled={busy} onClick={() => act({ status: 'draft' })}>
        {t.saveDraft}
      </Button>
      <Button disabled={busy} onClick={() => act({ status: 'review' })}>
        {t.submitReview}
      </Button>
      {isAdministrator && inReview && (
        <>
          <Button disabled={busy} onClick={() => act({ status: 'published' })}>
            {t.approve}
          </Button>
          <Button disabled={busy} onClick={() => setDialog('return')}>
            {t.returnToDraft}
          </Button>
        </>
      )}
      {canPublish && (
        <>
          <Button disabled={busy} onClick={() => act({ status: 'published', publishAt: null })}>
            {t.publish}
          </Button>
          <Button disabled={busy} onClick={() => setDialog('schedule')}>
            {t.schedule}
          </Button>
          {visible && (
            <Button variant="danger" disabled={busy} onClick={() => void unpublish()}>
              {t.unpublish}
            </Button>
          )}
        </>
      )}
      <ScheduleDialog open={dialog === 'schedule'} initial={versions[0] ?? {}} onClose={() => setDialog(null)} onSchedule={act} />
      <ReturnDialog open={dialog === 'return'} onClose={() => setDialog(null)} onReturn={act} />
    </>
  );
}
