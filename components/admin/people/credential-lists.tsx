'use client';

import { useFieldArray, type FieldErrors, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { SortableFieldList } from '@/components/admin/form/sortable-field-list';
import { useT } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import type { PeopleFormInput, PeopleFormOutput } from './people-editor';

type PeopleForm = UseFormReturn<PeopleFormInput, unknown, PeopleFormOutput>;

/** A year input's value as the API takes it: empty is none. */
const yearValue = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

interface ListProps {
  form: PeopleForm;
  /** The version's place in the form's `items`. */
  index: number;
  /** The list's accessible name, with the language of the version. */
  label: string;
}

interface EntryProps {
  errors: FieldErrors;
  /** The entry's field in its version (`admissions.0.jurisdiction`). */
  name: string;
  index: number;
  label: string;
  registration: UseFormRegisterReturn;
}

/** One text input of a list entry, with its error and, side by side, the source's words. */
function EntryText({ errors, name, index, label, registration, required }: EntryProps & { required?: boolean }) {
  const error = errorAt(errors, `items.${index}.${name}`);
  return (
    <Field label={label} required={required} error={error} sourceField={name}>
      {(fieldId) => <TextInput id={fieldId} invalid={!!error} {...registration} />}
    </Field>
  );
}

function EntryYear({ errors, name, index, label, registration }: EntryProps) {
  const error = errorAt(errors, `items.${index}.${name}`);
  return (
    <Field label={label} error={error} className="md:w-40">
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
  );
}

/** A version's admissions: where the lawyer may practise and since when; add, remove, reorder. */
export function AdmissionList({ form, index, label }: ListProps) {
  const t = useT(peopleText);
  const { control, register, formState } = form;
  const list = useFieldArray({ control, name: `items.${index}.admissions` });
  const entry = { errors: formState.errors, index };
  return (
    <SortableFieldList
      fields={list.fields}
      onMove={list.move}
      onRemove={list.remove}
      onAdd={() => list.append({ jurisdiction: '', year: null })}
      addLabel={t.addAdmission}
      label={label}
      emptyText={t.noAdmissions}
      renderItem={(_, row) => (
        <div className="md:flex md:gap-4 [&>div:first-child]:flex-1">
          <EntryText
            {...entry}
            name={`admissions.${row}.jurisdiction`}
            label={t.jurisdiction}
            required
            registration={register(`items.${index}.admissions.${row}.jurisdiction`)}
          />
          <EntryYear
            {...entry}
            name={`admissions.${row}.year`}
            label={t.admissionYear}
            registration={register(`items.${index}.admissions.${row}.year`, { setValueAs: yearValue })}
          />
        </div>
      )}
    />
  );
}

/** A version's education: degrees and where and when they were earned; add, remove, reorder. */
export function EducationList({ form, index, label }: ListProps) {
  const t = useT(peopleText);
  const { control, register, formState } = form;
  const list = useFieldArray({ control, name: `items.${index}.education` });
  const entry = { errors: formState.errors, index };
  return (
    <SortableFieldList
      fields={list.fields}
      onMove={list.move}
      onRemove={list.remove}
      onAdd={() => list.append({ institution: '', qualification: '', year: null })}
      addLabel={t.addEducation}
      label={label}
      emptyText={t.noEducation}
      renderItem={(_, row) => (
        <div className="md:grid md:grid-cols-[1fr_1fr_auto] md:gap-4">
          <EntryText
            {...entry}
            name={`education.${row}.qualification`}
            label={t.qualification}
            registration={register(`items.${index}.education.${row}.qualification`)}
          />
          <EntryText
            {...entry}
            name={`education.${row}.institution`}
            label={t.institution}
            required
            registration={register(`items.${index}.education.${row}.institution`)}
          />
          <EntryYear
            {...entry}
            name={`education.${row}.year`}
            label={t.graduationYear}
            registration={register(`items.${index}.education.${row}.year`, { setValueAs: yearValue })}
          />
        </div>
      )}
    />
  );
}
