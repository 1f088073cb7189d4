'use client';

import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import type { WorkflowAction } from '@/lib/admin/workflow/calls';
import { fromSingaporeInputs, toSingaporeInputs } from '@/lib/admin/workflow/singapore-time';
import { Field, TextInput } from '../form/field';
import { FormDialog } from '../form-dialog';
import { Button } from '../ui/button';

const FORM_ID = 'workflow-schedule-form';

/** When to publish (and optionally unpublish), entered as Singapore dates and times. */
export function ScheduleDialog({
  open,
  initial,
  onClose,
  onSchedule,
}: {
  open: boolean;
  initial: { publishAt?: string | null; unpublishAt?: string | null };
  onClose: () => void;
  onSchedule: (action: WorkflowAction) => void;
}) {
  const t = useT(workflowText);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.scheduleTitle}
      action={
        <Button type="submit" form={FORM_ID} variant="primary">
          {t.schedule}
        </Button>
      }
    >
      {open && <ScheduleForm initial={initial} onSchedule={onSchedule} />}
    </FormDialog>
  );
}

function ScheduleForm({
  initial,
  onSchedule,
}: {
  initial: { publishAt?: string | null; unpublishAt?: string | null };
  onSchedule: (action: WorkflowAction) => void;
}) {
  const t = useT(workflowText);
  const [publish, setPublish] = useState(() => toSingaporeInputs(initial.publishAt));
  const [unpublish, setUnpublish] = useState(() => toSingaporeInputs(initial.unpublishAt));
  const [error, setError] = useState<{ publish?: string; unpublish?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn in a portal, but React still bubbles its submit to the editor's form.
    event.stopPropagation();
    const publishAt = fromSingaporeInputs(publish.date, publish.time);
    const unpublishAt = fromSingaporeInputs(unpublish.date, unpublish.time);
    if (!publishAt) return setError({ publish: t.publishAtRequired });
    if (unpublishAt && unpublishAt <= publishAt) return setError({ unpublish: t.unpublishBeforePublish });
    onSchedule({ status: 'scheduled', publishAt, unpublishAt });
  };

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate>
      <p className="mb-4 text-ink-2">{t.timeZoneHint}</p>
      <DateTimeFields labels={[t.publishDate, t.publishTime]} required value={publish} onChange={setPublish} error={error.publish} />
      <DateTimeFields labels={[t.unpublishDate, t.unpublishTime]} value={unpublish} onChange={setUnpublish} error={error.unpublish} />
    </form>
  );
}

type DateTime = { date: string; time: string };

/** A date input and a time input side by side, for one instant. */
function DateTimeFields({
  labels: [dateLabel, timeLabel],
  required,
  value,
  onChange,
  error,
}: {
  labels: [string, string];
  required?: boolean;
  value: DateTime;
  onChange: (value: DateTime) => void;
  error?: string;
}) {
  return (
    <div className="flex flex-wrap gap-x-4">
      <Field label={dateLabel} required={required} error={error}>
        {(id) => (
          <TextInput
            id={id}
            type="date"
            invalid={!!error}
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
          />
        )}
      </Field>
      <Field label={timeLabel} required={required}>
        {(id) => (
          <TextInput id={id} type="time" value={value.time} onChange={(event) => onChange({ ...value, time: event.target.value })} />
        )}
      </Field>
    </div>
  );
}
