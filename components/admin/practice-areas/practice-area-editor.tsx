'use client';

import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { RichTextField } from '@/components/admin/form/rich-text-field';
import { GroupEditorPage, GroupVersionTabs } from '@/components/admin/form/group-editor-page';
import { Card, Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { practiceAreaText } from '@/lib/admin/i18n/practice-areas';
import { enabledItems, enabledVersionsResolver, useStartLang } from '@/lib/admin/translation-group';
import { useApi } from '@/lib/admin/use-api';
import { useGroupEditor } from '@/components/admin/form/use-group-editor';
import { practiceAreaSchema } from '@/lib/validation/practice-area';
import { IconPicker } from './icon-picker';
import type { AdminPracticeArea } from '@/lib/validation/practice-area';
import { SharedFacts } from '@/components/admin/form/translator-lock';

// The icon is chosen once for both language versions.
const formSchema = z.object({
  iconUrl: practiceAreaSchema.shape.iconUrl,
  items: z.array(practiceAreaSchema.extend({ enabled: z.boolean() })),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const LIST_PATH = '/admin/expertise/list';

/** Add (no id) or edit (id of one version) a practice area in every served language. */
export function PracticeAreaEditor({ id }: { id?: number }) {
  const t = useT(practiceAreaText);
  const detail = useApi(id ? '/admin/professionalField/detail/:id' : null, { param: { id } });
  // Every version, to find the other language's version of the same `no`.
  const all = useApi(detail.data ? '/admin/professionalField/lang/list' : null);

  const versions = useMemo(
    () => (detail.data && all.data ? all.data.filter((area) => area.no === detail.data?.no) : undefined),
    [detail.data, all.data],
  );

  if (id === undefined) return <Editor versions={[]} />;
  if (detail.error) return <Placeholder>{t.notFound}</Placeholder>;
  if (!versions) return <Loading />;
  return <Editor versions={versions} no={detail.data?.no} />;
}

function valuesOf(versions: AdminPracticeArea[], langCodes: string[], start: string): FormInput {
  return {
    iconUrl: versions.find((version) => version.iconUrl)?.iconUrl ?? '',
    items: langCodes.map((lang) => {
      const version = versions.find((item) => item.lang === lang);
      // A new area starts in one language; an existing one with those it has.
      const enabled = versions.length === 0 ? lang === start : !!version;
      return { enabled, id: version?.id, no: version?.no, lang, name: version?.name ?? '', introduce: version?.introduce ?? '' };
    }),
  };
}

function Editor({ versions, no }: { versions: AdminPracticeArea[]; no?: string }) {
  const t = useT(practiceAreaText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const start = useStartLang();
  const editing = versions.length > 0;
  const editor = useGroupEditor<FormInput, FormOutput>(
    { resolver: enabledVersionsResolver(formSchema, c.noVersionEnabled), defaultValues: valuesOf(versions, langCodes, start) },
    LIST_PATH,
    { entity: 'professionalField', stored: versions, editPath: ({ id, lang }) => `/admin/expertise/edit/${id}?lang=${lang}` },
  );
  const { register, control, formState } = editor.form;
  const { errors } = formState;

  const submit = editor.save(
    '/admin/professionalField',
    ({ iconUrl, items }) => enabledItems(items).map((item) => ({ ...item, iconUrl: iconUrl || null, no: no ?? item.no })),
    editing ? t.updated : t.created,
  );

  return (
    <GroupEditorPage editor={editor} onSave={submit} text={t} no={no} editing={editing}>
      <Card>
        <GroupVersionTabs editor={editor}>
          {(lang, index) => (
            <>
              <Field label={t.name} required error={errorAt(errors, `items.${index}.name`)} sourceField="name">
                {(fieldId) => (
                  <TextInput id={fieldId} invalid={!!errorAt(errors, `items.${index}.name`)} {...register(`items.${index}.name`)} />
                )}
              </Field>
              <RichTextField
                control={control}
                name={`items.${index}.introduce`}
                label={t.introduce}
                editorLabel={`${t.introduce} ${languageName(lang)}`}
                error={errorAt(errors, `items.${index}.introduce`)}
                className="mb-0"
                sourceField="introduce"
              />
            </>
          )}
        </GroupVersionTabs>
      </Card>
      <Card title={t.icon}>
        <SharedFacts>
          <Field label={t.iconLibrary} hint={t.iconHint} error={errorAt(errors, 'iconUrl')} className="mb-0">
            {() => (
              <Controller
                control={control}
                name="iconUrl"
                render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} invalid={!!errorAt(errors, 'iconUrl')} />}
              />
            )}
          </Field>
        </SharedFacts>
      </Card>
    </GroupEditorPage>
  );
}
