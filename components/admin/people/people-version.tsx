'use client';

import Link from 'next/link';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { errorAt, Field, SelectInput, TextInput } from '@/components/admin/form/field';
import { MultiSelectField } from '@/components/admin/form/multi-select-field';
import { RichTextField } from '@/components/admin/form/rich-text-field';
import { SortableFieldList } from '@/components/admin/form/sortable-field-list';
import { useSourceSide } from '@/components/admin/form/source-side';
import type { LangCode } from '@/i18n/locales';
import { useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { peopleText } from '@/lib/admin/i18n/people';
import type { PeopleFormInput, PeopleFormOutput } from '@/lib/admin/people/mapping';
import { useApi } from '@/lib/admin/use-api';
import { CredentialList } from './credential-lists';

interface VersionProps {
  lang: LangCode;
  index: number;
  form: UseFormReturn<PeopleFormInput, unknown, PeopleFormOutput>;
}

/** The link under a choice to the screen that keeps its list. */
const manage = (href: string, text: string) => (
  <Link href={href} className="text-primary">
    {text}
  </Link>
);

/** The fields of one language version; the choices (jobs, practice areas, offices) are that language's. */
export function PeopleVersion({ lang, index, form }: VersionProps) {
  const { control, register, formState } = form;
  const { errors } = formState;
  const t = useT(peopleText);
  const languageName = useLanguageName();
  const jobs = useApi('/admin/job', { query: { lang } });
  const fields = useApi('/admin/professionalField/lang/list', { query: { lang } });
  const offices = useApi('/admin/office', { query: { lang } });
  const spoken = useApi('/admin/spoken-language', { query: { lang } });
  const sections = useFieldArray({ control, name: `items.${index}.customContents` });
  const at = (name: string) => errorAt(errors, `items.${index}.${name}`);
  const label = (text: string) => `${text} ${languageName(lang)}`;
  const choices = { control, placeholder: t.selectPlaceholder, emptyText: t.noOptions };
  const optionsOf = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((choice) => ({ value: choice.id, label: choice.name }));

  return (
    <>
      <Field label={t.name} required error={at('name')} sourceField="name">
        {(fieldId) => <TextInput id={fieldId} invalid={!!at('name')} {...register(`items.${index}.name`)} />}
      </Field>
      {/* Side by side, each field stands beside the source's: one column of them. */}
      <div className={useSourceSide() ? undefined : 'grid gap-x-6 md:grid-cols-2'}>
        <MultiSelectField
          {...choices}
          name={`items.${index}.jobIds`}
          label={t.jobs}
          listLabel={label(t.jobs)}
          error={at('jobIds')}
          hint={manage('/admin/jobs', t.manageJobs)}
          options={optionsOf(jobs.data)}
        />
        <MultiSelectField
          {...choices}
          name={`items.${index}.proFieldIds`}
          label={t.proFields}
          listLabel={label(t.proFields)}
          error={at('proFieldIds')}
          hint={manage('/admin/expertise/list', t.managePracticeAreas)}
          options={optionsOf(fields.data)}
        />
        <Field label={t.office} error={at('office')} sourceField="office">
          {(fieldId) => (
            <Controller
              control={control}
              name={`items.${index}.office`}
              render={({ field }) => {
                const names = (offices.data ?? []).map((office) => office.name);
                // A stored office that is no longer in the list stays selectable.
                if (field.value && !names.includes(field.value)) names.unshift(field.value);
                return (
                  <SelectInput
                    id={fieldId}
                    placeholder={t.noOffice}
                    options={names.map((name) => ({ value: name, label: name }))}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  />
                );
              }}
            />
          )}
        </Field>
      </div>
      <RichTextField
        control={control}
        name={`items.${index}.intro`}
        label={t.intro}
        editorLabel={label(t.intro)}
        error={at('intro')}
        sourceField="intro"
      />
      <MultiSelectField
        {...choices}
        name={`items.${index}.languageIds`}
        label={t.languages}
        listLabel={label(t.languages)}
        error={at('languageIds')}
        hint={manage('/admin/jobs', t.manageLanguages)}
        options={optionsOf(spoken.data)}
      />
      <div className="mb-6 grid gap-6 xl:grid-cols-2">
        {(['admissions', 'education'] as const).map((list) => (
          <section key={list} aria-label={label(t[list])}>
            <h3 className="mb-3 font-semibold">{t[list]}</h3>
            <CredentialList form={form} index={index} list={list} label={label(t[list])} />
          </section>
        ))}
      </div>
      <h3 className="mb-3 font-semibold">{t.customContents}</h3>
      <SortableFieldList
        fields={sections.fields}
        onMove={sections.move}
        onRemove={sections.remove}
        onAdd={() => sections.append({ title: '', content: '' })}
        addLabel={t.addSection}
        label={label(t.customContent)}
        emptyText={t.noSections}
        renderItem={(_, row) => (
          <>
            <Field label={t.sectionTitle} required error={at(`customContents.${row}.title`)} sourceField={`customContents.${row}.title`}>
              {(fieldId) => (
                <TextInput
                  id={fieldId}
                  invalid={!!at(`customContents.${row}.title`)}
                  {...register(`items.${index}.customContents.${row}.title`)}
                />
              )}
            </Field>
            <RichTextField
              control={control}
              name={`items.${index}.customContents.${row}.content`}
              label={t.sectionContent}
              error={at(`customContents.${row}.content`)}
              sourceField={`customContents.${row}.content`}
            />
          </>
        )}
      />
    </>
  );
}
