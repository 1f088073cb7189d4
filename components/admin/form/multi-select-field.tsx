'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field } from './field';
import { MultiSelect, type MultiSelectProps } from './multi-select';

/**
 * A labelled choice of several of `options` bound to the form value `name` (their ids), with its
 * validation message or `hint`. `listLabel` names the list of choices (with the version's language).
 */
export function MultiSelectField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  listLabel,
  error,
  hint,
  options,
  placeholder,
  emptyText,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, number[] | null | undefined>;
  label: string;
  listLabel: string;
  error?: string;
  hint?: ReactNode;
} & Pick<MultiSelectProps, 'options' | 'placeholder' | 'emptyText'>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <MultiSelect
              id={id}
              label={listLabel}
              placeholder={placeholder}
              emptyText={emptyText}
              options={options}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </Field>
  );
}
