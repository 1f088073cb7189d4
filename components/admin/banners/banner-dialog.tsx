'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { ContentLanguageProvider } from '@/components/admin/form/content-language';
import { ImageField } from '@/components/admin/form/image-field';
import { FormDialog } from '@/components/admin/form-dialog';
import type { LangCode } from '@/i18n/locales';
import { api } from '@/lib/admin/fetcher';
import { bannerText } from '@/lib/admin/i18n/banner';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { useWorkflowSave } from '@/components/admin/workflow/use-workflow-save';
import { VersionHeader } from '@/components/admin/form/version-header';
import { WorkflowActions } from '@/components/admin/workflow/workflow-actions';
import type { WorkflowAction } from '@/lib/admin/workflow/calls';
import { bannerSchema } from '@/lib/validation/banner';
import type { AdminBanner } from '@/lib/validation/banner';

type Values = z.input<typeof bannerSchema>;

/** What the dialog edits: an existing banner, or a new one in a language. */
export type BannerTarget = { banner: AdminBanner } | { lang: LangCode };

/** Creates (POST) or edits (PUT) one banner: image, title, subtitle, link. */
export function BannerDialog({ target, onClose, onSaved }: { target: BannerTarget | null; onClose: () => void; onSaved: () => void }) {
  const t = useT(bannerText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const { register, control, handleSubmit, reset, formState } = useForm<Values>({ resolver: zodResolver(bannerSchema) });
  const { errors, isSubmitting, isDirty } = formState;
  const { confirmLeave, markSaved, reload } = useUnsavedChangesGuard(!!target && isDirty);
  const editing = target && 'banner' in target ? target.banner : null;
  const workflow = useWorkflowSave('banner', editing ? [editing] : [], reload);

  useEffect(() => {
    if (!target) return;
    if ('banner' in target) {
      const { id, lang, imgPath, title, subTitle, linkUrl, top } = target.banner;
      reset({ id, lang, imgPath, title: title ?? '', subTitle: subTitle ?? '', linkUrl: linkUrl ?? '', top });
    } else reset({ lang: target.lang, imgPath: '', title: '', subTitle: '', linkUrl: '' });
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

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(open) => !open && void close()}
      title={
        <>
          {editing ? t.editTitle : t.createTitle} <span className="ml-1 text-sm font-normal text-ink-3">{languageName(lang)}</span>
        </>
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
      {workflow.dialog}
      <form id="banner-form" onSubmit={save({})} noValidate>
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
          <Field label={t.bannerTitle} error={errorAt(errors, 'title')}>
            {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'title')} {...register('title')} />}
          </Field>
          <Field label={t.subTitle} error={errorAt(errors, 'subTitle')}>
            {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'subTitle')} {...register('subTitle')} />}
          </Field>
          <Field label={t.linkUrl} error={errorAt(errors, 'linkUrl')} hint={t.linkHint}>
            {(id) => (
              <TextInput id={id} type="url" placeholder="https://" invalid={!!errorAt(errors, 'linkUrl')} {...register('linkUrl')} />
            )}
          </Field>
        </ContentLanguageProvider>
      </form>
    </FormDialog>
  );
}
