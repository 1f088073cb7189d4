'use client';

import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
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
 * values and stays, saying what was done (`savedText` for a plain save); a new group then moves
 * to `editPath(id)`. The form follows `options.defaultValues` whenever the stored versions change.
 */
export function useGroupEditor<Input extends FieldValues, Output>(
  options: UseFormProps<Input, unknown, Output> & { defaultValues: DefaultValues<Input> },
  listPath: string,
  workflow: { entity: WorkflowEntity; stored: readonly VersionState[]; editPath: (id: number, lang: string) => string },
) {
  const form = useForm(options);
  const { isDirty, isSubmitting } = form.formState;
  const exit = useEditorExit(listPath, isDirty);
  const saving = useWorkflowSave(workflow.entity, workflow.stored, exit.reload);

  // After a save the stored versions come back with their new ids and versions: the form takes them.
  const storedKey = workflow.stored.map((state) => `${state.id}:${state.version}`).join(',');
  const loaded = useRef(storedKey);
  const { defaultValues } = options;
  useEffect(() => {
    if (storedKey === loaded.current) return;
    loaded.current = storedKey;
    form.reset(defaultValues);
  }, [storedKey, defaultValues, form]);

  const save =
    (apiPath: GroupEditorPath, toItems: (values: Output) => BodyItem<'post', GroupEditorPath>[], savedText: string) =>
    (action: WorkflowAction = {}) =>
      form.handleSubmit(async (values) => {
        let created: { id: number; lang?: string }[] = [];
        const items = toItems(values);
        const write = async (stamped: typeof items) => (created = await saveGroupItems(apiPath, stamped));
        if (!(await saving.save(items, action, write))) return;
        const first = workflow.stored.length === 0 ? created[0] : undefined;
        exit.saved(saving.doneText(action, savedText), first && workflow.editPath(first.id, items[0]?.lang ?? ''));
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
