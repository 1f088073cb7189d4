'use client';

import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import type { PeopleFormInput, PeopleFormOutput } from '@/lib/admin/people/mapping';
import { useT } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import { latinNameSchema } from '@/lib/validation/lawyer';

type PeopleResolver = Resolver<PeopleFormInput, unknown, PeopleFormOutput>;

/**
 * `resolver`, with the family name checked against the Latin name as the API checks it. The
 * form's schema cannot carry that refinement: zod refuses to extend a refined object's `items`,
 * as the versions' resolver does.
 */
export function withLatinNameCheck(resolver: PeopleResolver): PeopleResolver {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const latin = latinNameSchema.safeParse(values);
    if (latin.success) return result;
    const errors: FieldErrors<PeopleFormInput> = { ...result.errors };
    for (const issue of latin.error.issues) {
      errors[issue.path[0] as keyof typeof latinNameSchema.shape] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The name in Latin script and its family name: entered once, for every language version. */
export function LatinNameFields({ form }: { form: UseFormReturn<PeopleFormInput, unknown, PeopleFormOutput> }) {
  const t = useT(peopleText);
  const { register, formState } = form;
  const nameError = errorAt(formState.errors, 'latinName');
  const familyError = errorAt(formState.errors, 'latinFamilyName');
  return (
    <div className="grid gap-x-6 md:grid-cols-2">
      <Field label={t.latinName} error={nameError} hint={t.latinNameHint}>
        {(id) => <TextInput id={id} autoComplete="off" invalid={!!nameError} {...register('latinName')} />}
      </Field>
      <Field label={t.latinFamilyName} error={familyError} hint={t.latinFamilyNameHint}>
        {(id) => <TextInput id={id} autoComplete="off" invalid={!!familyError} {...register('latinFamilyName')} />}
      </Field>
    </div>
  );
}
