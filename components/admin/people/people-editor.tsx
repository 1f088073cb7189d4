'use client';

import Link from 'next/link';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorAt, Field, SelectInput, TextInput } from '@/components/admin/form/field';
import { ImageField } from '@/components/admin/form/image-field';
import { MultiSelect } from '@/components/admin/form/multi-select';
import { RichTextEditor } from '@/components/admin/form/rich-text-editor';
import { SortableFieldList } from '@/components/admin/form/sortable-field-list';
import { AdmissionList, EducationList } from '@/components/admin/people/credential-lists';
import { LatinNameFields, withLatinNameCheck } from '@/components/admin/people/latin-name-fields';
import { GroupEditorPage } from '@/components/admin/form/group-editor-page';
import { LanguageVersionTabs } from '@/components/admin/form/language-version';
import { useSourceSide } from '@/components/admin/form/source-side';
import { VersionHeader } from '@/components/admin/form/version-header';
import { Card, Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import { enabledItems, enabledVersionsResolver, useStartLang, useTranslationGroup, writtenVersion } from '@/lib/admin/translation-group';
import { useApi } from '@/lib/admin/use-api';
import { useGroupEditor } from '@/components/admin/form/use-group-editor';
import { lawyerSchema } from '@/lib/validation/lawyer';
import type { AdminLawyer } from '@/lib/validation/lawyer';

// Photo, telephone, e-mail, the name in Latin script and the form of titles are the person's, entered once for every language version.
const personFields = {
  photoUrl: true,
  phoneNumber: true,
  email: true,
  latinName: true,
  latinFamilyName: true,
  feminineTitles: true,
} as const;
const shared = lawyerSchema.pick(personFields);
const formSchema = shared.extend({
  items: z.array(lawyerSchema.omit(personFields).extend({ enabled: z.boolean() })),
});
export type PeopleFormInput = z.input<typeof formSchema>;
export type PeopleFormOutput = z.output<typeof formSchema>;

const LIST_PATH = '/admin/people/list';

/** The entries of `lang` translating `ids` (the same `no`): the choices of a version being added. */
function translationsOf(entries: { id: number; no: string; lang: string }[], ids: number[], lang: string): number[] {
  const nos = new Set(entries.filter((entry) => ids.includes(entry.id)).map((entry) => entry.no));
  return entries.filter((entry) => entry.lang === lang && nos.has(entry.no)).map((entry) => entry.id);
}

/** Add (no id) or edit (the id of one version) a lawyer in every served language. */
export function PeopleEditor({ id }: { id?: number }) {
  const t = useT(peopleText);
  const detail = useApi(id ? '/admin/lawyerTeam/detail/:id' : null, { param: { id } });

  if (id === undefined) return <Editor versions={[]} />;
  if (detail.error) return <Placeholder>{t.notFound}</Placeholder>;
  if (!detail.data) return <Loading />;
  return <Group no={detail.data.no} />;
}

/** Every language version of lawyer `no` (the admin list rows carry jobs, areas and sections). */
function Group({ no }: { no: string }) {
  const t = useT(peopleText);
  const group = useTranslationGroup('/admin/lawyerTeam', { no });
  // Read before the editor shows, so a version added at once (side by side) finds the choices to copy.
  const choices = [useApi('/admin/professionalField/lang/list'), useApi('/admin/job'), useApi('/admin/spoken-language')];
  if (group.failed) return <Placeholder>{t.notFound}</Placeholder>;
  if (!group.rows || choices.some((list) => !list.data)) return <Loading />;
  return <Editor versions={group.rows} />;
}

function valuesOf(versions: AdminLawyer[], langCodes: string[], start: string): PeopleFormInput {
  const first = versions[0];
  return {
    photoUrl: versions.find((version) => version.photoUrl)?.photoUrl ?? '',
    phoneNumber: first?.phoneNumber ?? '',
    email: first?.email ?? '',
    latinName: first?.latinName ?? '',
    latinFamilyName: first?.latinFamilyName ?? '',
    feminineTitles: first?.feminineTitles === 1,
    items: langCodes.map((lang) => {
      const version = versions.find((item) => item.lang === lang);
      return {
        // A new lawyer starts in one language; an existing one with those it has.
        enabled: first ? !!version : lang === start,
        id: version?.id,
        no: version?.no,
        lang,
        top: version?.top,
        name: version?.name ?? '',
        jobIds: version?.jobIds ?? version?.jobs?.map((job) => job.jobId) ?? [],
        proFieldIds: version?.proFieldIds ?? version?.proFields?.map((field) => field.professionalFieldId) ?? [],
        office: version?.office ?? '',
        intro: version?.intro ?? '',
        customContent: version?.customContent ?? null,
        customContents: (version?.customContents ?? []).map(({ title, content }) => ({ title, content: content ?? '' })),
        admissions: version?.admissions ?? [],
        education: (version?.education ?? []).map((entry) => ({ ...entry, qualification: entry.qualification ?? '' })),
        languageIds: version?.languageIds ?? [],
      };
    }),
  };
}

function Editor({ versions }: { versions: AdminLawyer[] }) {
  const t = useT(peopleText);
  const c = useT(commonText);
  const langCodes = useSiteLangCodes();
  const start = useStartLang();
  const editing = versions.length > 0;
  const no = versions[0]?.no;
  const editor = useGroupEditor<PeopleFormInput, PeopleFormOutput>(
    {
      resolver: withLatinNameCheck(enabledVersionsResolver(formSchema, c.noVersionEnabled)),
      defaultValues: valuesOf(versions, langCodes, start),
    },
    LIST_PATH,
    { entity: 'lawyerTeam', stored: versions, editPath: (id, lang) => `/admin/people/edit/${id}?lang=${lang}` },
  );
  const { register, control, formState, getValues, setValue } = editor.form;

  // Every language's practice areas, to give a version being added the same areas (same `no`) in its language.
  const areas = useApi('/admin/professionalField/lang/list');
  // Every language's job titles and languages spoken, to give a version being added the same ones (same `no`).
  const jobs = useApi('/admin/job');
  const spoken = useApi('/admin/spoken-language');

  // A version being added takes the pin, the practice areas, the job titles, the languages spoken, the sections
  // (untitled), the admissions (to translate) and the years of the education of the one written.
  const addVersion = (index: number) => {
    const from = getValues(`items.${writtenVersion(getValues('items'))}`);
    if (!from) return;
    const lang = langCodes[index];
    setValue(`items.${index}.top`, from.top);
    setValue(`items.${index}.proFieldIds`, translationsOf(areas.data ?? [], from.proFieldIds ?? [], lang));
    setValue(`items.${index}.jobIds`, translationsOf(jobs.data ?? [], from.jobIds ?? [], lang));
    setValue(`items.${index}.languageIds`, translationsOf(spoken.data ?? [], from.languageIds ?? [], lang));
    setValue(
      `items.${index}.admissions`,
      (from.admissions ?? []).map((admission) => ({ ...admission })),
    );
    setValue(
      `items.${index}.education`,
      (from.education ?? []).map((entry) => ({ institution: '', qualification: '', year: entry.year })),
    );
    setValue(
      `items.${index}.customContents`,
      (from.customContents ?? []).map(() => ({ title: '', content: '' })),
    );
  };
  const { errors } = formState;

  // Photo, telephone, e-mail and the Latin name go into every version.
  const submit = editor.save(
    '/admin/lawyerTeam',
    ({ items, ...person }) => enabledItems(items).map((item) => ({ ...item, ...person, no: no ?? item.no })),
    editing ? t.updated : t.created,
  );

  return (
    <GroupEditorPage editor={editor} onSave={submit} text={t} no={no} editing={editing}>
      <Card title={t.basics}>
        <div className="grid gap-x-8 md:grid-cols-[auto_1fr]">
          <ImageField control={control} name="photoUrl" label={t.photo} error={errorAt(errors, 'photoUrl')} className="h-40 w-32" />
          <div>
            <LatinNameFields form={editor.form} />
            <label className="mb-4 flex min-h-11 items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5 size-4 shrink-0" {...register('feminineTitles')} />
              <span>
                {t.feminineTitles}
                <span className="block text-xs text-ink-3">{t.feminineTitlesHint}</span>
              </span>
            </label>
            <Field label={t.phoneNumber} error={errorAt(errors, 'phoneNumber')}>
              {(fieldId) => <TextInput id={fieldId} type="tel" invalid={!!errorAt(errors, 'phoneNumber')} {...register('phoneNumber')} />}
            </Field>
            <Field label={t.email} error={errorAt(errors, 'email')}>
              {(fieldId) => <TextInput id={fieldId} type="email" invalid={!!errorAt(errors, 'email')} {...register('email')} />}
            </Field>
          </div>
        </div>
      </Card>
      <Card>
        <LanguageVersionTabs
          form={editor.form}
          saved={(lang) => versions.some((version) => version.lang === lang)}
          initial={start}
          entity="lawyerTeam"
          onShow={editor.show}
          onAdd={addVersion}
          header={(lang) => <VersionHeader entity="lawyerTeam" state={versions.find((version) => version.lang === lang)} />}
        >
          {(lang, index) => <Version lang={lang} index={index} form={editor.form} />}
        </LanguageVersionTabs>
      </Card>
    </GroupEditorPage>
  );
}

interface VersionProps {
  lang: LangCode;
  index: number;
  form: UseFormReturn<PeopleFormInput, unknown, PeopleFormOutput>;
}

/** The fields of one language version; the choices (jobs, practice areas, offices) are that language's. */
function Version({ lang, index, form }: VersionProps) {
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

  return (
    <>
      <Field label={t.name} required error={at('name')} sourceField="name">
        {(fieldId) => <TextInput id={fieldId} invalid={!!at('name')} {...register(`items.${index}.name`)} />}
      </Field>
      {/* Side by side, each field stands beside the source's: one column of them. */}
      <div className={useSourceSide() ? undefined : 'grid gap-x-6 md:grid-cols-2'}>
        <Field
          label={t.jobs}
          error={at('jobIds')}
          hint={
            <Link href="/admin/jobs" className="text-primary">
              {t.manageJobs}
            </Link>
          }
        >
          {(fieldId) => (
            <Controller
              control={control}
              name={`items.${index}.jobIds`}
              render={({ field }) => (
                <MultiSelect
                  id={fieldId}
                  label={label(t.jobs)}
                  placeholder={t.selectPlaceholder}
                  emptyText={t.noOptions}
                  options={(jobs.data ?? []).map((job) => ({ value: job.id, label: job.name }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
        </Field>
        <Field
          label={t.proFields}
          error={at('proFieldIds')}
          hint={
            <Link href="/admin/expertise/list" className="text-primary">
              {t.managePracticeAreas}
            </Link>
          }
        >
          {(fieldId) => (
            <Controller
              control={control}
              name={`items.${index}.proFieldIds`}
              render={({ field }) => (
                <MultiSelect
                  id={fieldId}
                  label={label(t.proFields)}
                  placeholder={t.selectPlaceholder}
                  emptyText={t.noOptions}
                  options={(fields.data ?? []).map((area) => ({ value: area.id, label: area.name }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
        </Field>
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
      <Field label={t.intro} error={at('intro')} sourceField="intro">
        {(fieldId) => (
          <Controller
            control={control}
            name={`items.${index}.intro`}
            render={({ field }) => <RichTextEditor id={fieldId} label={label(t.intro)} value={field.value} onChange={field.onChange} />}
          />
        )}
      </Field>
      <Field
        label={t.languages}
        error={at('languageIds')}
        hint={
          <Link href="/admin/jobs" className="text-primary">
            {t.manageLanguages}
          </Link>
        }
      >
        {(fieldId) => (
          <Controller
            control={control}
            name={`items.${index}.languageIds`}
            render={({ field }) => (
              <MultiSelect
                id={fieldId}
                label={label(t.languages)}
                placeholder={t.selectPlaceholder}
                emptyText={t.noOptions}
                options={(spoken.data ?? []).map((language) => ({ value: language.id, label: language.name }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </Field>
      <div className="mb-6 grid gap-6 xl:grid-cols-2">
        <section aria-label={label(t.admissions)}>
          <h3 className="mb-3 font-semibold">{t.admissions}</h3>
          <AdmissionList form={form} index={index} label={label(t.admissions)} />
        </section>
        <section aria-label={label(t.education)}>
          <h3 className="mb-3 font-semibold">{t.education}</h3>
          <EducationList form={form} index={index} label={label(t.education)} />
        </section>
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
            <Field label={t.sectionContent} error={at(`customContents.${row}.content`)} sourceField={`customContents.${row}.content`}>
              {(fieldId) => (
                <Controller
                  control={control}
                  name={`items.${index}.customContents.${row}.content`}
                  render={({ field }) => (
                    <RichTextEditor id={fieldId} label={t.sectionContent} value={field.value} onChange={field.onChange} />
                  )}
                />
              )}
            </Field>
          </>
        )}
      />
    </>
  );
}
