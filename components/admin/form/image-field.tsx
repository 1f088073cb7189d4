'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field } from './field';
import { ImageUpload } from './image-upload';

/** A labelled image upload bound to the form value `name` (a URL), with its validation message. */
export function ImageField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  error,
  required,
  hint,
  className,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | null | undefined>;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  /** Preview box size in Tailwind classes. */
  className: string;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(id) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <ImageUpload id={id} label={label} value={field.value} onChange={field.onChange} invalid={!!error} className={className} />
          )}
        />
      )}
    </Field>
  );
}
