'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Languages } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { ContentLanguageProvider } from '@/components/admin/form/content-language';
import { SourceChangedNote, sourceSideOf, SourceSideProvider, useRecordedSource } from '@/components/admin/form/source-side';
import { ImageField } from '@/components/admin/form/image-field';
import { FormDialog } from '@/components/admin/form-dialog';
import type { LangCode } from '@/i18n/locales';
import { api } from '@/lib/admin/fetcher';
import { bannerText } from '@/lib/admin/i18n/banner';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { notifySuccess } from '@/lib/admin/notify';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { useWorkflowSave } from '@/components/admin/workflow/use-workflow-save';
import { VersionHeader } from '@/components/admin/form/version-header';
import { WorkflowActions } from '@/components/admin/workflow/workflow-actions';
import type { WorkflowAction } from '@/lib/admin/workflow/calls';
import { bannerSchema } from '@/lib/validation/banner';
import type { AdminBanner } from '@/lib/validation/banner';
import { bannerTranslationHref } from './use-banner-translation';

type Values = z.input<typeof bannerSchema>;

/** What the dialog edits: an existing banner, or a new one in a language (a translation taking the picture, link and pin of `from`). */
export type BannerTarget = { banner: AdminBanner } | { lang: LangCode; from?: AdminBanner };

/**
 * Creates (POST) or edits (PUT) one banner: image, title, subtitle, link. With a `source`, the
 * banner is translated side by side: the source's words beside each field, read only, and what
 * changed in them since the translation marked word by word.
 */
export function BannerDialog({
  target,
  source,
  onClose,
  onSaved,
}: {
  target: BannerTarget | null;
  source?: AdminBanner;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(bannerText);
  const c = useT(commonText);
  const v = useT(versionsText);
  const languageName = useLanguageName();
  const { register, control, handleSubmit, reset, formState } = useForm<Values>({ resolver: zodResolver(bannerSchema) });
  const { errors, isSubmitting, isDirty } = formState;
  const { confirmLeave, markSaved, reload } = useUnsavedChangesGuard(!!target && isDirty);
  const editing = target && 'banner' in target ? target.banner : null;
  const workflow = useWorkflowSave('banner', editing ? [editing] : [], reload);
  const recorded = useRecordedSource('banner', source && editing?.id);
  const changes = recorded.changesFrom(source?.lang);

  useEffect(() => {
    if (!target) return;
    if ('banner' in target) {
      const { id, lang, imgPath, title, subTitle, linkUrl, top } = target.banner;
      reset({ id, lang, imgPath, title: title ?? '', subTitle: subTitle ?? '', linkUrl: linkUrl ?? '', top });
    } else {
      const { from } = target;
      reset({ lang: target.lang, imgPath: from?.imgPath ?? '', title: '', subTitle: '', linkUrl: from?.linkUrl ?? '', top: from?.top });
    }
  }, [target, reset]);

  const close = async () => {
    if (await confirmLeave()) onClose();
  };

  const save = (action: WorkflowAction) =>
    handleSubmit(async (values) => {
      const item = { ...values, linkUrl: values.linkUrl || null, ...(editing ? { id: editing.id } : {}) };
      const write = ([stamped]: (typeof item)[]) =>
        editing ? api.put('/admin/banner', { json: [{ ...stamped, id: editing.id }] }) : api.post('/admin/banner', { json: [stamped] });
      if (!(await workflow.save([item], action, write, { shown: item.lang, changed: () => true }))) return;
      markSaved();
      notifySuccess(workflow.doneText(action, c.saved));
      onSaved();
    });

  const lang = target ? ('banner' in target ? target.banner.lang : target.lang) : '';
  const fields = (
    <ContentLanguageProvider langCode={lang}>
      <ImageField
        control={control}
        name="imgPath"
        label={t.image}
        required
        error={errorAt(errors, 'imgPath')}
        hint={t.imageHint}
        className="h-32 w-56"
      />
      <Field label={t.bannerTitle} error={errorAt(errors, 'title')} sourceField="title">
        {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'title')} {...register('title')} />}
      </Field>
      <Field label={t.subTitle} error={errorAt(errors, 'subTitle')} sourceField="subTitle">
        {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'subTitle')} {...register('subTitle')} />}
      </Field>
      <Field label={t.linkUrl} error={errorAt(errors, 'linkUrl')} hint={t.linkHint}>
        {(id) => <TextInput id={id} type="url" placeholder="https://" invalid={!!errorAt(errors, 'linkUrl')} {...register('linkUrl')} />}
      </Field>
    </ContentLanguageProvider>
  );

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(open) => !open && void close()}
      width={source ? 'w-[min(960px,calc(100vw-32px))]' : undefined}
      title={
        source ? (
          format(v.translating, { source: languageName(source.lang), target: languageName(lang) })
        ) : (
          <>
            {editing ? t.editTitle : t.createTitle} <span className="ml-1 text-sm font-normal text-ink-3">{languageName(lang)}</span>
          </>
        )
      }
      action={
        <WorkflowActions
          shown={{ lang, state: editing ?? undefined, written: true }}
          saving={isSubmitting}
          form="banner-form"
          onAction={(action) => void save(action)()}
        />
      }
    >
      <VersionHeader entity="banner" state={editing ?? undefined} />
      {editing && !source && <TranslateBanner banner={editing} />}
      {workflow.dialog}
      {changes.length > 0 && <SourceChangedNote lang={source!.lang} recorded={recorded.sourceRecorded} />}
      <form id="banner-form" onSubmit={save({})} noValidate>
        {source ? (
          <SourceSideProvider side={sourceSideOf(source.lang, { title: source.title ?? '', subTitle: source.subTitle ?? '' }, changes)}>
            {fields}
          </SourceSideProvider>
        ) : (
          fields
        )}
      </form>
    </FormDialog>
  );
}

/** "Translate side by side" into each other language the site serves, from the banner being edited. */
function TranslateBanner({ banner }: { banner: AdminBanner }) {
  const t = useT(versionsText);
  const languageName = useLanguageName();
  const others = useSiteLangCodes().filter((lang) => lang !== banner.lang);
  if (!others.length) return null;
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Languages aria-hidden className="size-4 text-ink-3" />
      <span className="text-ink-2">{t.translateSideBySide}:</span>
      {others.map((lang) => (
        <Link
          key={lang}
          href={bannerTranslationHref(banner.imgPath, lang, banner.lang)}
          aria-label={format(t.translateSideBySideLabel, { lang: languageName(lang) })}
          className="inline-flex items-center text-primary hover:text-primary-hover max-md:min-h-[44px]"
        >
          {languageName(lang)}
        </Link>
      ))}
    </p>
  );
}
