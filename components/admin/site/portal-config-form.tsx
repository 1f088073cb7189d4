'use client';

import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LanguageVersionTabs, VersionsActedOn } from '@/components/admin/form/language-version';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { ApprovalNotice, useListRights } from '@/components/admin/list/rights';
import { Placeholder } from '@/components/admin/ui/card';
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
import { LanguageFields } from './portal-config-fields';

const formSchema = z.object({ items: z.array(portalConfigSchema.extend({ enabled: z.boolean() })) });
export type FormInput = z.input<typeof formSchema>;
export type FormOutput = z.output<typeof formSchema>;
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
