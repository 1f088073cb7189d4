'use client';

import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { BodyItem } from '@/lib/admin/api-calls';
import { saveGroupItems, type GroupEditorPath } from '@/lib/admin/translation-group';
import type { WorkflowAction, VersionState } from '@/lib/admin/workflow/calls';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { useWorkflowSave } from '../workflow/use-workflow-save';
import { useEditorExit } from './use-unsaved-changes';

/**
 * The form of an editor page that writes every language version of one group at once, and the
 * way back to `listPath`. `save` makes the submit handler of a workflow action (none: a plain
 * save keeping each version's state): it saves the versions `toItems` makes of the form's
 * values, then goes back to the list saying what was done (`savedText` for a plain save).
 */
export function useGroupEditor<Input extends FieldValues, Output>(
  options: UseFormProps<Input, unknown, Output>,
  listPath: string,
  workflow: { entity: WorkflowEntity; stored: readonly VersionState[] },
) {
  // The form starts from `options.defaultValues` (read once) and keeps its own state.
  const form = useForm(options);
  const { isDirty, isSubmitting } = form.formState;
  const exit = useEditorExit(listPath, isDirty);
  const saving = useWorkflowSave(workflow.entity, workflow.stored, exit.reload);

  const save =
    (apiPath: GroupEditorPath, toItems: (values: Output) => BodyItem<'post', GroupEditorPath>[], savedText: string) =>
    (action: WorkflowAction = {}) =>
      form.handleSubmit(async (values) => {
        if (!(await saving.save(toItems(values), action, (items) => saveGroupItems(apiPath, items)))) return;
        exit.saved(saving.doneText(action, savedText));
      });

  return {
    form,
    save,
    listPath,
    entity: workflow.entity,
    stored: workflow.stored,
    saving: isSubmitting,
    conflictDialog: saving.dialog,
    cancel: () => void exit.cancel(),
  };
}
