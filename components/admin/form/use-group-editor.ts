'use client';

import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { saveGroupItems } from '@/lib/admin/translation-group';
import { useEditorExit } from './use-unsaved-changes';

/**
 * The form of an editor page that writes every language version of one group at once, and the
 * way back to `listPath`. `save` makes the submit handler: it saves the versions `toItems` makes
 * of the form's values, then goes back to the list saying `savedText`.
 */
export function useGroupEditor<Input extends FieldValues, Output>(options: UseFormProps<Input, unknown, Output>, listPath: string) {
  // The form starts from `options.defaultValues` (read once) and keeps its own state.
  const form = useForm(options);
  const { isDirty, isSubmitting } = form.formState;
  const exit = useEditorExit(listPath, isDirty);

  const save = (apiPath: string, toItems: (values: Output) => { id?: number }[], savedText: string) =>
    form.handleSubmit(async (values) => {
      try {
        await saveGroupItems(apiPath, toItems(values));
      } catch {
        return;
      }
      exit.saved(savedText);
    });

  return { form, save, listPath, saving: isSubmitting, cancel: () => void exit.cancel() };
}
