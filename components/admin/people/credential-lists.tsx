'use client';

import { useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { SortableFieldList } from '@/components/admin/form/sortable-field-list';
import { useT, type WordOf } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import type { PeopleFormInput, PeopleFormOutput } from '@/lib/admin/people/mapping';

type PeopleForm = UseFormReturn<PeopleFormInput, unknown, PeopleFormOutput>;
type Words = WordOf<typeof peopleText>;

/** A year input's value as the API takes it: empty is none. */
const yearValue = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A list's entries: their fields in order (a year, or text), what a new one holds, the words and the row's layout. */
const credentials = {
  // Where the lawyer may practise and since when.
  admissions: {
    fields: [
      { name: 'jurisdiction', label: 'jurisdiction', required: true },
      { name: 'year', label: 'admissionYear', year: true },
    ],
    blank: { jurisdiction: '', year: null },
    addLabel: 'addAdmission',
    emptyText: 'noAdmissions',
    row: 'md:flex md:gap-4 [&>div:first-child]:flex-1',
  },
  // Degrees and where and when they were earned.
  education: {
    fields: [
      { name: 'qualification', label: 'qualification' },
      { name: 'institution', label: 'institution', required: true },
      { name: 'year', label: 'graduationYear', year: true },
    ],
    blank: { institution: '', qualification: '', year: null },
    addLabel: 'addEducation',
    emptyText: 'noEducation',
    row: 'md:grid md:grid-cols-[1fr_1fr_auto] md:gap-4',
  },
} satisfies Record<
  'admissions' | 'education',
  {
    fields: { name: string; label: Words; required?: boolean; year?: boolean }[];
    blank: object;
    addLabel: Words;
    emptyText: Words;
    row: string;
  }
>;

export type Credential = keyof typeof credentials;

/**
 * A version's admissions or education (`list`): add, remove, reorder. Each text shows, side by
 * side, the source's words; `label` names the list, with the language of the version.
 */
export function CredentialList({ form, index, list, label }: { form: PeopleForm; index: number; list: Credential; label: string }) {
  const t = useT(peopleText);
  const { control, register, formState } = form;
  const entries = useFieldArray({ control, name: `items.${index}.${list}` });
  const { fields, blank, addLabel, emptyText, row: rowClass } = credentials[list];
  return (
    <SortableFieldList
      fields={entries.fields}
      onMove={entries.move}
      onRemove={entries.remove}
      onAdd={() => entries.append(blank)}
      addLabel={t[addLabel]}
      label={label}
      emptyText={t[emptyText]}
      renderItem={(_, row) => (
        <div className={rowClass}>
          {fields.map((field: { name: string; label: Words; required?: boolean; year?: boolean }) => {
            const name = `${list}.${row}.${field.name}`;
            const error = errorAt(formState.errors, `items.${index}.${name}`);
            const registration = register(
              `items.${index}.${name}` as FieldPath<PeopleFormInput>,
              field.year ? { setValueAs: yearValue } : undefined,
            );
            return field.year ? (
              <Field key={field.name} label={t[field.label]} error={error} className="md:w-40">
                {(fieldId) => (
                  <TextInput
                    id={fieldId}
                    type="number"
                    inputMode="numeric"
                    min={1900}
                    max={new Date().getFullYear()}
                    invalid={!!error}
                    {...registration}
                  />
                )}
              </Field>
            ) : (
              <Field key={field.name} label={t[field.label]} required={field.required} error={error} sourceField={name}>
                {(fieldId) => <TextInput id={fieldId} invalid={!!error} {...registration} />}
              </Field>
            );
          })}
        </div>
      )}
    />
  );
}
