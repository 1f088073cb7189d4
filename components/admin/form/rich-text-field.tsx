'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field } from './field';
import { RichTextEditor } from './rich-text-editor';

/**
 * A labelled rich text editor bound to the form value `name` (HTML), with its validation message.
 * `editorLabel` names the editing area (with the version's language; `label` when absent);
 * translating side by side, the source's `sourceField` stands beside it.
 */
export function RichTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  editorLabel,
  error,
  required,
  sourceField,
  className,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | null | undefined>;
  label: string;
  editorLabel?: string;
  error?: string;
  required?: boolean;
  sourceField?: string;
  className?: string;
}) {
  return (
    <Field label={label} required={required} error={error} sourceField={sourceField} className={className}>
      {(id) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor id={id} label={editorLabel ?? label} value={field.value} onChange={field.onChange} invalid={!!error} />
          )}
        />
      )}
    </Field>
  );
}
