'use client';

import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { ImageField } from '@/components/admin/form/image-field';
import { LatinNameFields, withLatinNameCheck } from '@/components/admin/people/latin-name-fields';
import { GroupEditorPage, GroupVersionTabs } from '@/components/admin/form/group-editor-page';
import { SharedFacts } from '@/components/admin/form/translator-lock';
import { Card, Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import {
  peopleFormSchema,
  peopleItems,
  peopleValues,
  translationsOf,
  type PeopleFormInput,
  type PeopleFormOutput,
} from '@/lib/admin/people/mapping';
import { enabledVersionsResolver, useStartLang, useTranslationGroup, writtenVersion } from '@/lib/admin/translation-group';
import { useApi } from '@/lib/admin/use-api';
import { useGroupEditor } from '@/components/admin/form/use-group-editor';
import type { AdminLawyer } from '@/lib/validation/lawyer';
import { PeopleVersion } from './people-version';

const LIST_PATH = '/admin/people/list';

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

function Editor({ versions }: { versions: AdminLawyer[] }) {
  const t = useT(peopleText);
  const c = useT(commonText);
  const langCodes = useSiteLangCodes();
  const start = useStartLang();
  const editing = versions.length > 0;
  const no = versions[0]?.no;
  const editor = useGroupEditor<PeopleFormInput, PeopleFormOutput>(
    {
      resolver: withLatinNameCheck(enabledVersionsResolver(peopleFormSchema, c.noVersionEnabled)),
      defaultValues: peopleValues(versions, langCodes, start),
    },
    LIST_PATH,
    { entity: 'lawyerTeam', stored: versions, editPath: ({ id, lang }) => `/admin/people/edit/${id}?lang=${lang}` },
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
  const submit = editor.save('/admin/lawyerTeam', (values) => peopleItems(values, no), editing ? t.updated : t.created);

  return (
    <GroupEditorPage editor={editor} onSave={submit} text={t} no={no} editing={editing}>
      <Card title={t.basics}>
        <SharedFacts>
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
        </SharedFacts>
      </Card>
      <Card>
        <GroupVersionTabs editor={editor} onAdd={addVersion}>
          {(lang, index) => <PeopleVersion lang={lang} index={index} form={editor.form} />}
        </GroupVersionTabs>
      </Card>
    </GroupEditorPage>
  );
}
