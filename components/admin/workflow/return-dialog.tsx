'use client';

import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import type { WorkflowAction } from '@/lib/admin/workflow/calls';
import { Field, TextArea } from '../form/field';
import { FormDialog } from '../form-dialog';
import { Button } from '../ui/button';

const FORM_ID = 'workflow-return-form';

/** An administrator sends a version in review back to draft, with a comment its author reads. */
export function ReturnDialog({
  open,
  onClose,
  onReturn,
}: {
  open: boolean;
  onClose: () => void;
  onReturn: (action: WorkflowAction) => void;
}) {
  const t = useT(workflowText);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn in a portal, but React still bubbles its submit to the editor's form.
    event.stopPropagation();
    if (!comment.trim()) return setError(t.commentRequired);
    onReturn({ status: 'draft', comment: comment.trim() });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.returnToDraft}
      action={
        <Button type="submit" form={FORM_ID} variant="primary">
          {t.returnToDraft}
        </Button>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Field label={t.returnComment} required error={error} hint={t.returnCommentHint}>
          {(id) => <TextArea id={id} invalid={!!error} value={comment} onChange={(event) => setComment(event.target.value)} />}
        </Field>
      </form>
    </FormDialog>
  );
}
