'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, TextInput } from '@/components/admin/form/field';

/** A required six-digit code from an app or an e-mail, with its label and error. */
export function CodeField({ label, error, registration }: { label: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field label={label} required error={error}>
      {(id) => <TextInput id={id} autoComplete="one-time-code" inputMode="numeric" invalid={!!error} className="w-40" {...registration} />}
    </Field>
  );
}
