'use client';

import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { errorAt, Field, Switch, TextArea, TextInput } from '@/components/admin/form/field';
import { ImageField } from '@/components/admin/form/image-field';
import { LanguageVersionTabs, VersionsActedOn } from '@/components/admin/form/language-version';
import { RichTextEditor } from '@/components/admin/form/rich-text-editor';
import { SortableFieldList } from '@/components/admin/form/sortable-field-list';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { ApprovalNotice, useListRights } from '@/components/admin/list/rights';
import { Card, Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { siteText } from '@/lib/admin/i18n/site';
import { notifySuccess } from '@/lib/admin/notify';
import { enabledItems, enabledVersionsResolver, storedVersions, writtenVersion } from '@/lib/admin/translation-group';
import { useApi } from '@/lib/admin/use-api';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { portalConfigSchema, type PortalConfig } from '@/lib/validation/portal-config';

const formSchema = z.object({ items: z.array(portalConfigSchema.extend({ enabled: z.boolean() })) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
type Item = FormInput['items'][number];

const listOf = <T,>(value: T[] | string | null | undefined): T[] => {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
};

/** One language's configuration as the form edits it: every field present, lists as arrays. */
function toItem(lang: LangCode, stored: PortalConfig | undefined, enabled: boolean): Item {
  return {
    enabled,
    lang,
    name: stored?.name ?? '',
    iconUrl: stored?.iconUrl ?? '',
    address: stored?.address ?? '',
    email: stored?.email ?? '',
    tel: stored?.tel ?? '',
    introduce: stored?.introduce ?? '',
    lawyerCount: stored?.lawyerCount ?? 0,
    isLawyerCountVisible: stored?.isLawyerCountVisible ?? 0,
    totalPeople: stored?.totalPeople ?? 0,
    isTotalPeopleVisible: stored?.isTotalPeopleVisible ?? 0,
    branchCount: stored?.branchCount ?? 0,
    isBranchCountVisible: stored?.isBranchCountVisible ?? 0,
    advantagesList: listOf(stored?.advantagesList).map(({ title, content }) => ({ title: title ?? '', content: content ?? '' })),
    environmentList: listOf(stored?.environmentList).map(({ title, coverUrl }) => ({ title: title ?? '', coverUrl: coverUrl ?? '' })),
  };
}

/** The firm's information in every served language, saved together (POST /api/admin/portal-config, an array). */
export function PortalConfigForm() {
  const stored = useApi('/admin/portal-config');
  const langCodes = useSiteLangCodes();

  const rows = useMemo(() => storedVersions(stored.data), [stored.data]);
  const initial = useMemo(() => {
    // Before anything is saved the default language is on; afterwards, those saved.
    return langCodes.map((lang, index) => {
      const row = rows.find((item) => item.lang === lang);
      return toItem(lang, row, rows.length === 0 ? index === 0 : !!row);
    });
  }, [rows, langCodes]);

  if (stored.isLoading) return <Loading />;
  if (stored.error) return <Placeholder>{stored.error.message}</Placeholder>;
  return <Editor initial={initial} savedLangs={rows.map((row) => row.lang)} onSaved={() => void stored.mutate()} />;
}

function Editor({ initial, savedLangs, onSaved }: { initial: Item[]; savedLangs: string[]; onSaved: () => void }) {
  const t = useT(siteText);
  const c = useT(commonText);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: enabledVersionsResolver(formSchema, c.noVersionEnabled),
    defaultValues: { items: initial },
  });
  const { handleSubmit, reset, formState, getValues, setValue } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const { markSaved } = useUnsavedChangesGuard(isDirty);
  // The firm's details show on every page at once: under approval they are an administrator's.
  const { mayChangeSiteAtOnce: mayChange } = useListRights();

  // A fresh read never wipes unsaved edits.
  useEffect(() => {
    if (!isDirty) reset({ items: initial });
  }, [initial, isDirty, reset]);

  const submit = handleSubmit(async ({ items }) => {
    try {
      await api.post('/admin/portal-config', { json: enabledItems(items) });
    } catch {
      return;
    }
    markSaved();
    reset({ items: form.getValues('items') });
    notifySuccess(t.savedConfig);
    onSaved();
  });

  // A version being added takes the figures, contacts, icon and pictures of the one written; only words remain.
  const addVersion = (index: number) => {
    const from = getValues(`items.${writtenVersion(getValues('items'))}`);
    if (!from) return;
    const { lang } = getValues(`items.${index}`);
    setValue(`items.${index}`, {
      ...from,
      enabled: false,
      lang,
      name: '',
      address: '',
      introduce: '',
      advantagesList: (from.advantagesList ?? []).map(() => ({ title: '', content: '' })),
      environmentList: (from.environmentList ?? []).map(({ coverUrl }) => ({ title: '', coverUrl })),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.portalTab}>
      <ApprovalNotice adminOnly />
      <LanguageVersionTabs
        form={form}
        saved={(lang) => savedLangs.includes(lang)}
        onAdd={addVersion}
        extra={mayChange && <SubmitButton saving={isSubmitting}>{t.saveAll}</SubmitButton>}
      >
        {(lang, index) => <LanguageFields index={index} control={form.control} register={form.register} errors={errors} />}
      </LanguageVersionTabs>
      {mayChange && (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          <VersionsActedOn control={form.control} />
          <SubmitButton saving={isSubmitting}>{t.saveAll}</SubmitButton>
        </div>
      )}
    </form>
  );
}

interface SectionProps {
  index: number;
  control: Control<FormInput, unknown, FormOutput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}

function LanguageFields({ index, control, register, errors }: SectionProps) {
  const t = useT(siteText);
  const at = (name: string) => errorAt(errors, `items.${index}.${name}`);
  return (
    <div className="flex flex-col gap-4">
      <Card title={t.basics}>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field label={t.name} required error={at('name')}>
            {(id) => <TextInput id={id} invalid={!!at('name')} {...register(`items.${index}.name`)} />}
          </Field>
          <ImageField control={control} name={`items.${index}.iconUrl`} label={t.icon} error={at('iconUrl')} className="size-20" />
          <Field label={t.address} error={at('address')}>
            {(id) => <TextInput id={id} invalid={!!at('address')} {...register(`items.${index}.address`)} />}
          </Field>
          <Field label={t.tel} error={at('tel')}>
            {(id) => <TextInput id={id} type="tel" invalid={!!at('tel')} {...register(`items.${index}.tel`)} />}
          </Field>
          <Field label={t.email} error={at('email')} hint={t.emailHint}>
            {(id) => <TextInput id={id} type="email" invalid={!!at('email')} {...register(`items.${index}.email`)} />}
          </Field>
        </div>
        <Field label={t.introduce} error={at('introduce')} className="mb-0">
          {(id) => (
            <Controller
              control={control}
              name={`items.${index}.introduce`}
              render={({ field }) => (
                <RichTextEditor id={id} label={t.introduce} value={field.value} onChange={field.onChange} invalid={!!at('introduce')} />
              )}
            />
          )}
        </Field>
      </Card>
      <Card title={t.counts}>
        <p className="-mt-2 mb-4 text-ink-3">{t.countsHint}</p>
        <div className="grid gap-x-6 md:grid-cols-3">
          {(
            [
              ['lawyerCount', 'isLawyerCountVisible'],
              ['totalPeople', 'isTotalPeopleVisible'],
              ['branchCount', 'isBranchCountVisible'],
            ] as const
          ).map(([count, visible]) => (
            <Field key={count} label={t[count]} error={at(count)}>
              {(id) => (
                <div className="flex items-center gap-3">
                  <TextInput
                    id={id}
                    type="number"
                    min={0}
                    className="w-32!"
                    invalid={!!at(count)}
                    {...register(`items.${index}.${count}`, { valueAsNumber: true })}
                  />
                  <Controller
                    control={control}
                    name={`items.${index}.${visible}`}
                    render={({ field }) => (
                      <label className="flex items-center gap-2">
                        <Switch
                          checked={field.value === 1 || field.value === true}
                          onCheckedChange={(checked) => field.onChange(checked ? 1 : 0)}
                          label={`${t[count]} ${t.visible}`}
                        />
                        <span className="whitespace-nowrap text-ink-2">{t.visible}</span>
                      </label>
                    )}
                  />
                </div>
              )}
            </Field>
          ))}
        </div>
      </Card>
      <Card title={t.advantages}>
        <Advantages index={index} control={control} register={register} errors={errors} />
      </Card>
      <Card title={t.environment}>
        <Environment index={index} control={control} register={register} errors={errors} />
      </Card>
    </div>
  );
}

function Advantages({ index, control, register, errors }: SectionProps) {
  const t = useT(siteText);
  const list = useFieldArray({ control, name: `items.${index}.advantagesList` });
  const at = (row: number, name: string) => errorAt(errors, `items.${index}.advantagesList.${row}.${name}`);
  return (
    <SortableFieldList
      fields={list.fields}
      onMove={list.move}
      onRemove={list.remove}
      onAdd={() => list.append({ title: '', content: '' })}
      addLabel={t.addAdvantage}
      label={t.advantage}
      emptyText={t.noAdvantages}
      renderItem={(_, row) => (
        <div className="grid gap-x-6 md:grid-cols-[1fr_2fr]">
          <Field label={t.advantageTitle} error={at(row, 'title')}>
            {(id) => <TextInput id={id} invalid={!!at(row, 'title')} {...register(`items.${index}.advantagesList.${row}.title`)} />}
          </Field>
          <Field label={t.advantageContent} error={at(row, 'content')}>
            {(id) => (
              <TextArea id={id} rows={2} invalid={!!at(row, 'content')} {...register(`items.${index}.advantagesList.${row}.content`)} />
            )}
          </Field>
        </div>
      )}
    />
  );
}

function Environment({ index, control, register, errors }: SectionProps) {
  const t = useT(siteText);
  const list = useFieldArray({ control, name: `items.${index}.environmentList` });
  const at = (row: number, name: string) => errorAt(errors, `items.${index}.environmentList.${row}.${name}`);
  return (
    <SortableFieldList
      fields={list.fields}
      onMove={list.move}
      onRemove={list.remove}
      onAdd={() => list.append({ title: '', coverUrl: '' })}
      addLabel={t.addEnvironment}
      label={t.environmentItem}
      emptyText={t.noEnvironment}
      renderItem={(_, row) => (
        <div className="grid gap-x-6 md:grid-cols-[auto_1fr]">
          <ImageField
            control={control}
            name={`items.${index}.environmentList.${row}.coverUrl`}
            label={t.environmentPicture}
            required
            error={at(row, 'coverUrl')}
            className="h-24 w-40"
          />
          <Field label={t.environmentTitle} error={at(row, 'title')}>
            {(id) => <TextInput id={id} invalid={!!at(row, 'title')} {...register(`items.${index}.environmentList.${row}.title`)} />}
          </Field>
        </div>
      )}
    />
  );
}
