'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type FormState, type UseFormProps } from 'react-hook-form';
import type { BodyItem } from '@/lib/admin/api-calls';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { saveGroupItems, useStartLang, versionChanged, type GroupEditorPath } from '@/lib/admin/translation-group';
import type { WorkflowAction, VersionState } from '@/lib/admin/workflow/calls';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { useWorkflowSave } from '../workflow/use-workflow-save';
import { useEditorExit } from './use-unsaved-changes';

/**
 * The form of an editor page that writes the language versions of one group, and the way back
 * to `listPath`. `save` makes the submit handler of a workflow action on the version `shown`
 * (none: a plain save, publishing nothing): it saves the versions `toItems` makes of the form's
 * values and changed fields (the others only if changed) and stays, saying what was done (`savedText` for a plain save); a
 * new group then moves to `editPath(created, shown)`, `created` the first version saved. The form follows
 * `options.defaultValues` whenever the stored versions change.
 */
export function useGroupEditor<Input extends FieldValues, Output>(
  options: UseFormProps<Input, unknown, Output> & { defaultValues: DefaultValues<Input> },
  listPath: string,
  workflow: {
    entity: WorkflowEntity;
    stored: readonly VersionState[];
    editPath: (created: { id: number; no: string; lang: string }, shown: LangCode) => string;
  },
) {
  const form = useForm(options);
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  const langCodes = useSiteLangCodes();
  const start = useStartLang();
  const [shown, setShown] = useState<LangCode>(start);
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
    <P extends GroupEditorPath>(
      apiPath: P,
      toItems: (values: Output, changed: FormState<Input>['dirtyFields']) => BodyItem<'post', P>[] | Promise<BodyItem<'post', P>[]>,
      savedText: string,
    ) =>
    (action: WorkflowAction = {}) =>
      form.handleSubmit(async (values) => {
        let created: { id: number; no: string; lang: string }[] = [];
        const items = await toItems(values, dirtyFields);
        const write = async (stamped: typeof items) => (created = await saveGroupItems(apiPath, stamped));
        const changed = (item: { lang: string }) => versionChanged(dirtyFields, langCodes, item.lang);
        if (!(await saving.save(items, action, write, { shown, changed }))) return;
        const first = workflow.stored.length === 0 ? created[0] : undefined;
        exit.saved(saving.doneText(action, savedText), first && workflow.editPath(first, shown));
      });

  return {
    form,
    save,
    listPath,
    entity: workflow.entity,
    stored: workflow.stored,
    /** The language whose tab shows first: a new group's is the one written to begin with. */
    start,
    /** The language of the tab shown, which the workflow's buttons act on. */
    shown,
    show: setShown,
    saving: isSubmitting,
    conflictDialog: saving.dialog,
    cancel: () => void exit.cancel(),
  };
}
