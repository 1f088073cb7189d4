'use client';

import { useState } from 'react';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { useWorkflowConfig, type WorkflowAction, type VersionState } from '@/lib/admin/workflow/calls';
import { useConfirm } from '../confirm-dialog';
import { SubmitButton } from '../form/submit-button';
import { Button } from '../ui/button';
import { ReturnDialog } from './return-dialog';
import { ScheduleDialog } from './schedule-dialog';

/** The language version an editor shows: the one its workflow buttons act on. */
export interface ShownVersion {
  /** Its language: a tab's, or a stored version's as the API gives it. */
  lang: string;
  /** Its saved state; none before its first save. */
  state?: VersionState;
  /** Whether it is written (saved, or being added). */
  written: boolean;
}

const Note = ({ children }: { children: string }) => <p className="basis-full text-ink-2">{children}</p>;

/**
 * An editor's Save (never showing anything to visitors) and the workflow's buttons, each acting
 * on the version shown and naming its language. A version in review shows whoever may publish
 * only the reviewer's choices; publishing is offered to those allowed to, and the others are
 * told why it is not theirs.
 */
export function WorkflowActions({
  shown,
  saving,
  form,
  onAction,
}: {
  shown: ShownVersion;
  saving: boolean;
  /** The form Save submits, when the buttons are outside it. */
  form?: string;
  onAction: (action: WorkflowAction) => void;
}) {
  const t = useT(workflowText);
  const languageName = useLanguageName();
  const confirm = useConfirm();
  const { canPublish } = useWorkflowConfig();
  const [dialog, setDialog] = useState<'schedule' | 'return' | null>(null);
  const { state } = shown;
  const lang = { lang: languageName(shown.lang) };
  const live = state?.published === 1;
  const visible = live || state?.status === 'published' || state?.status === 'scheduled';

  const act = (action: WorkflowAction) => {
    setDialog(null);
    onAction(action);
  };
  const ask = async (title: string, description: string, confirmText: string, action: WorkflowAction, danger = false) => {
    if (
      await confirm({ title: format(title, lang), description: format(description, lang), confirmText: format(confirmText, lang), danger })
    )
      act(action);
  };
  const dialogs = (
    <>
      <ScheduleDialog open={dialog === 'schedule'} initial={state ?? {}} onClose={() => setDialog(null)} onSchedule={act} />
      <ReturnDialog open={dialog === 'return'} onClose={() => setDialog(null)} onReturn={act} />
    </>
  );

  if (canPublish && state?.status === 'review') {
    return (
      <>
        <Button
          variant="primary"
          disabled={saving}
          onClick={() => void ask(t.approveTitle, t.approveText, t.approvePublishOf, { status: 'published', publishAt: null })}
        >
          {format(t.approvePublishOf, lang)}
        </Button>
        <Button disabled={saving} onClick={() => setDialog('schedule')}>
          {format(t.approveScheduleOf, lang)}
        </Button>
        <Button disabled={saving} onClick={() => setDialog('return')}>
          {format(t.returnOf, lang)}
        </Button>
        {dialogs}
      </>
    );
  }

  return (
    <>
      {shown.written && !canPublish && <Note>{format(state?.status === 'review' ? t.waitsForApproval : t.approvalNeeded, lang)}</Note>}
      <SubmitButton saving={saving} form={form} />
      {shown.written && state?.status !== 'review' && (
        <Button disabled={saving} onClick={() => act({ status: 'review' })}>
          {format(t.submitReviewOf, lang)}
        </Button>
      )}
      {shown.written && canPublish && (
        <>
          <Button disabled={saving} onClick={() => act({ status: 'published', publishAt: null })}>
            {format(live ? t.updateLiveOf : t.publishOf, lang)}
          </Button>
          <Button disabled={saving} onClick={() => setDialog('schedule')}>
            {format(t.scheduleOf, lang)}
          </Button>
          {visible && (
            <Button
              variant="danger"
              disabled={saving}
              onClick={() => void ask(t.unpublishTitle, t.unpublishText, t.unpublishOf, { status: 'archived' }, true)}
            >
              {format(t.unpublishOf, lang)}
            </Button>
          )}
        </>
      )}
      {dialogs}
    </>
  );
}
