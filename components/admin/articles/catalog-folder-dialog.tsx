'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { api } from '@/lib/admin/fetcher';
import { articlesText } from '@/lib/admin/i18n/articles';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { revalidateApi } from '@/lib/admin/revalidate';
import { flattenTree, subtreeIds } from '@/lib/admin/tree';
import { catalogSchema, type CatalogNode } from '@/lib/validation/catalog';
import { ContentLanguageProvider } from '../form/content-language';
import { errorAt, Field, TextInput } from '../form/field';
import { SubmitButton } from '../form/submit-button';
import { FormDialog } from '../form-dialog';
import { CatalogSelect } from './catalog-select';

/** Create a folder (in the tab's language, and optionally the others), edit one, or give one its version in `lang`. */
export type FolderDialogState =
  | { mode: 'create'; parentId: number | null }
  | { mode: 'edit'; node: CatalogNode }
  | { mode: 'translate'; node: CatalogNode; lang: LangCode }
  | null;

const FORM_ID = 'catalog-folder-form';

/** The folder of group `no` in language `lang` among `all` (every language's folders), if it has one. */
export function folderVersion(all: CatalogNode[], no: string, lang: LangCode): CatalogNode | undefined {
  return all.find((node) => node.no === no && node.lang === lang);
}

/** The name of the version in the tab's language is required; the other languages' may stay empty. */
function folderSchema(required: LangCode[], langCodes: LangCode[]) {
  const optionalName = z.string().trim().max(100).optional();
  const names = Object.fromEntries(langCodes.map((lang) => [lang, required.includes(lang) ? catalogSchema.shape.name : optionalName]));
  return z.object({ names: z.object(names), parentId: z.string() });
}
type FolderValues = { names: Partial<Record<LangCode, string>>; parentId: string };

/** The languages the dialog asks a name in: the tab's first, and the others only when creating. */
function languagesOf(state: NonNullable<FolderDialogState>, lang: LangCode, langCodes: LangCode[]): LangCode[] {
  if (state.mode === 'translate') return [state.lang];
  if (state.mode === 'edit') return [lang];
  return [lang, ...langCodes.filter((other) => other !== lang)];
}

export function FolderDialog({
  state,
  onClose,
  trees,
  type,
  lang,
}: {
  state: FolderDialogState;
  onClose: () => void;
  /** The folder trees of the type in every language. */
  trees: CatalogNode[];
  type: number;
  /** The tab's language. */
  lang: LangCode;
}) {
  const t = useT(articlesText);
  const common = useT(commonText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const asked = state ? languagesOf(state, lang, langCodes) : [lang];
  const required = state?.mode === 'translate' ? [state.lang] : [lang];
  const form = useForm<FolderValues>({
    resolver: zodResolver(folderSchema(required, langCodes)),
    defaultValues: { names: {}, parentId: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const parentId = useWatch({ control: form.control, name: 'parentId' });
  const tree = useMemo(() => trees.filter((node) => node.lang === lang), [trees, lang]);
  const all = useMemo(() => flattenTree(trees).map(({ node }) => node), [trees]);

  useEffect(() => {
    if (!state) return;
    const node = state.mode === 'create' ? undefined : state.node;
    const parent = state.mode === 'create' ? state.parentId : (node?.parentId ?? null);
    form.reset({ names: state.mode === 'edit' ? { [lang]: state.node.name } : {}, parentId: parent ? String(parent) : '' });
  }, [state, lang, form]);

  /** Where the version in `target` goes: under the parent's version in that language (null: it has none). */
  const parentIn = (target: LangCode): number | null | undefined => {
    if (!parentId) return null;
    const parent = all.find((node) => node.id === Number(parentId));
    if (!parent || target === parent.lang) return parent?.id;
    return folderVersion(all, parent.no, target)?.id;
  };

  const submit = form.handleSubmit(async ({ names }) => {
    const item = (target: LangCode) => ({ lang: target, type, name: names[target]!, parentId: parentIn(target) ?? null });
    try {
      if (state?.mode === 'edit') await api.put('/admin/catalog', { json: [{ ...item(lang), id: state.node.id, no: state.node.no }] });
      else if (state?.mode === 'translate') await api.post('/admin/catalog', { json: [{ ...item(state.lang), no: state.node.no }] });
      // One call, so the versions share one `no`.
      else await api.post('/admin/catalog', { json: asked.filter((target) => names[target] && parentIn(target) !== undefined).map(item) });
    } catch {
      return;
    }
    notifySuccess(common.saved);
    await revalidateApi('/admin/catalog');
    onClose();
  });

  const title =
    state?.mode === 'edit'
      ? t.editFolder
      : state?.mode === 'translate'
        ? format(t.addFolderVersion, { lang: languageName(state.lang) })
        : state?.parentId
          ? t.newSubfolder
          : t.newFolder;

  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      action={<SubmitButton form={FORM_ID} saving={isSubmitting} />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        {asked.map((target) => {
          const error = errorAt(errors, `names.${target}`);
          const withoutParent = parentIn(target) === undefined;
          return (
            <ContentLanguageProvider key={target} langCode={target}>
              <Field
                label={target === lang ? t.folderName : `${t.folderName} · ${languageName(target)}`}
                required={required.includes(target)}
                error={error}
                hint={required.includes(target) ? undefined : withoutParent ? t.parentWithoutVersion : t.folderVersionHint}
              >
                {(id) => (
                  <TextInput
                    id={id}
                    autoFocus={target === asked[0]}
                    disabled={!required.includes(target) && withoutParent}
                    placeholder={t.folderNamePlaceholder}
                    invalid={!!error}
                    {...form.register(`names.${target}`)}
                  />
                )}
              </Field>
            </ContentLanguageProvider>
          );
        })}
        {state?.mode !== 'translate' && (
          <Field label={t.parent}>
            {(id) => (
              <Controller
                control={form.control}
                name="parentId"
                render={({ field }) => (
                  <CatalogSelect
                    id={id}
                    tree={tree}
                    value={field.value}
                    onChange={field.onChange}
                    placeholder={t.noParent}
                    exclude={state?.mode === 'edit' ? subtreeIds(state.node) : []}
                  />
                )}
              />
            )}
          </Field>
        )}
      </form>
    </FormDialog>
  );
}
