'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { RichTextEditor } from '@/components/admin/form/rich-text-editor';
import { FormActions } from '@/components/admin/form/form-actions';
import { LangTabs } from '@/components/admin/lang-tabs';
import { BackLink } from '@/components/admin/ui/back-link';
import { Card, PageHeader, Placeholder } from '@/components/admin/ui/card';
import { langCodes } from '@/i18n/locales';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { expertiseText } from '@/lib/admin/i18n/expertise';
import { invalidLangs, saveGroupItems } from '@/lib/admin/translation-group';
import { useApi } from '@/lib/admin/use-api';
import { useEditorExit } from '@/components/admin/form/use-unsaved-changes';
import { professionalFieldSchema } from '@/lib/validation/professional-field';
import { IconPicker } from './icon-picker';
import type { ProfessionalField } from '@/lib/validation/professional-field';

// The icon is chosen once for both language versions.
const formSchema = z.object({
  iconUrl: professionalFieldSchema.shape.iconUrl,
  items: z.array(professionalFieldSchema),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const LIST_PATH = '/admin/expertise/list';

/** Add (no id) or edit (id of one version) a practice area in both languages. */
export function ExpertiseEditor({ id }: { id?: number }) {
  const t = useT(expertiseText);
  const c = useT(commonText);
  const detail = useApi<ProfessionalField>(id ? `/admin/professionalField/detail/${id}` : null);
  // Every version, to find the other language's version of the same `no`.
  const all = useApi<ProfessionalField[]>(detail.data ? '/admin/professionalField/lang/list' : null);

  const versions = useMemo(
    () => (detail.data && all.data ? all.data.filter((area) => area.no === detail.data?.no) : undefined),
    [detail.data, all.data],
  );

  if (id === undefined) return <Editor versions={[]} />;
  if (detail.error) return <Placeholder>{t.notFound}</Placeholder>;
  if (!versions) return <Placeholder>{c.loading}</Placeholder>;
  return <Editor versions={versions} no={detail.data?.no} />;
}

function valuesOf(versions: ProfessionalField[]): FormInput {
  return {
    iconUrl: versions.find((version) => version.iconUrl)?.iconUrl ?? '',
    items: langCodes.map((lang) => {
      const version = versions.find((item) => item.lang === lang);
      return { id: version?.id, no: version?.no, lang, name: version?.name ?? '', introduce: version?.introduce ?? '' };
    }),
  };
}

function Editor({ versions, no }: { versions: ProfessionalField[]; no?: string }) {
  const t = useT(expertiseText);
  const c = useT(commonText);
  const editing = versions.length > 0;
  // The versions are read once: the form starts from them and keeps its own state.
  const { register, control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(versions),
  });
  const { errors, isSubmitting, isDirty, submitCount } = formState;
  const exit = useEditorExit(LIST_PATH, isDirty);

  const submit = handleSubmit(async ({ iconUrl, items }) => {
    const all = items.map((item) => ({ ...item, iconUrl: iconUrl || null, no: no ?? item.no }));
    try {
      await saveGroupItems('/admin/professionalField', all);
    } catch {
      return;
    }
    exit.saved(editing ? t.updated : t.created);
  });

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={editing ? t.editTitle : t.addTitle}
        subtitle={no ? format(t.groupNo, { no }) : undefined}
        extra={<BackLink href={LIST_PATH}>{t.backToList}</BackLink>}
      />
      <div className="flex flex-col gap-4">
        <Card>
          <LangTabs invalid={invalidLangs(errors)} submitCount={submitCount}>
            {(lang, index) => (
              <>
                <Field label={t.name} required error={errorAt(errors, `items.${index}.name`)}>
                  {(fieldId) => (
                    <TextInput id={fieldId} invalid={!!errorAt(errors, `items.${index}.name`)} {...register(`items.${index}.name`)} />
                  )}
                </Field>
                <Field label={t.introduce} error={errorAt(errors, `items.${index}.introduce`)} className="mb-0">
                  {(fieldId) => (
                    <Controller
                      control={control}
                      name={`items.${index}.introduce`}
                      render={({ field }) => (
                        <RichTextEditor id={fieldId} label={`${t.introduce} ${c[lang]}`} value={field.value} onChange={field.onChange} />
                      )}
                    />
                  )}
                </Field>
              </>
            )}
          </LangTabs>
        </Card>
        <Card title={t.icon}>
          <Field label={t.iconLibrary} hint={t.iconHint} error={errorAt(errors, 'iconUrl')} className="mb-0">
            {() => (
              <Controller
                control={control}
                name="iconUrl"
                render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} invalid={!!errorAt(errors, 'iconUrl')} />}
              />
            )}
          </Field>
        </Card>
        <FormActions saving={isSubmitting} onCancel={() => void exit.cancel()} />
      </div>
    </form>
  );
}
