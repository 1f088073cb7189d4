'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Folder, FolderPlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LangCode } from '@/i18n/locales';
import { useCatalogTree } from '@/lib/admin/articles/catalogs';
import { publications } from '@/lib/admin/articles/kinds';
import type { PublicationKind } from '@/lib/content/publication-kind';
import type { CatalogNode } from '@/lib/validation/catalog';
import { api } from '@/lib/admin/fetcher';
import { articlesText } from '@/lib/admin/i18n/articles';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { subtreeIds } from '@/lib/admin/tree';
import { catalogSchema } from '@/lib/validation/catalog';
import { ConfirmButton } from '../confirm-dialog';
import { errorAt, Field, TextInput } from '../form/field';
import { SubmitButton } from '../form/submit-button';
import { FormDialog } from '../form-dialog';
import { LangTabs } from '../lang-tabs';
import { SortableTree } from '../sortable-tree';
import { Button } from '../ui/button';
import { Card, PageHeader, Placeholder } from '../ui/card';
import { Loading } from '../ui/loading';
import { CatalogSelect } from './catalog-select';

/** The catalog trees of news or deals, one per language: create, rename, nest, delete, reorder. */
export function CatalogFolderScreen({ kind }: { kind: Extract<PublicationKind, 'news' | 'deal'> }) {
  const t = useT(articlesText);
  return (
    <>
      <PageHeader title={t[kind === 'news' ? 'newsFolderTitle' : 'dealsFolderTitle']} subtitle={t.folderIntro} />
      <Card>
        <LangTabs>{(lang) => <FolderTree type={publications[kind].catalogType!} lang={lang} />}</LangTabs>
      </Card>
    </>
  );
}

type DialogState = { mode: 'create'; parentId: number | null } | { mode: 'edit'; node: CatalogNode } | null;

function FolderTree({ type, lang }: { type: number; lang: LangCode }) {
  const t = useT(articlesText);
  const common = useT(commonText);
  const { data: tree, isLoading, mutate } = useCatalogTree(type, lang);
  const [dialog, setDialog] = useState<DialogState>(null);

  const move = async (sourceId: number, targetId: number) => {
    try {
      await api.put('/admin/catalog/sort', { sourceId, targetId });
    } finally {
      await mutate();
    }
  };

  const remove = async (node: CatalogNode) => {
    await api.delete(`/admin/catalog/${node.id}`);
    notifySuccess(common.deleted);
    await mutate();
  };

  return (
    <div data-testid={`folder-tree-${lang}`}>
      <div className="mb-3">
        <Button
          variant="primary"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() => setDialog({ mode: 'create', parentId: null })}
        >
          {t.newFolder}
        </Button>
      </div>
      {isLoading && !tree ? (
        <Loading />
      ) : !tree?.length ? (
        <Placeholder>{t.noFolders}</Placeholder>
      ) : (
        <SortableTree
          items={tree}
          label={t.folders}
          onMove={move}
          renderItem={(node, { handle }) => (
            <div className="flex items-center gap-2 border-b border-line-soft py-1.5 pr-2 pl-1" data-testid="folder-row">
              {handle}
              <Folder aria-hidden className="size-4 text-warning" />
              <span className="font-medium" data-testid="folder-name">
                {node.name}
              </span>
              <span className="text-xs text-ink-3">#{node.id}</span>
              <div className="ml-auto flex items-center gap-3">
                <Button
                  variant="link"
                  size="sm"
                  icon={<FolderPlus aria-hidden className="size-3.5" />}
                  onClick={() => setDialog({ mode: 'create', parentId: node.id })}
                >
                  {t.newSubfolder}
                </Button>
                <Button variant="link" size="sm" onClick={() => setDialog({ mode: 'edit', node })}>
                  {t.rename}
                </Button>
                <ConfirmButton description={format(t.folderDeleteText, { name: node.name })} onConfirm={() => remove(node)} />
              </div>
            </div>
          )}
        />
      )}
      <FolderDialog state={dialog} onClose={() => setDialog(null)} tree={tree ?? []} type={type} lang={lang} onSaved={() => mutate()} />
    </div>
  );
}

const FORM_ID = 'catalog-folder-form';
const folderSchema = catalogSchema.pick({ name: true }).extend({ parentId: z.string() });
type FolderValues = z.infer<typeof folderSchema>;

function FolderDialog({
  state,
  onClose,
  tree,
  type,
  lang,
  onSaved,
}: {
  state: DialogState;
  onClose: () => void;
  tree: CatalogNode[];
  type: number;
  lang: LangCode;
  onSaved: () => unknown;
}) {
  const t = useT(articlesText);
  const common = useT(commonText);
  const form = useForm<FolderValues>({ resolver: zodResolver(folderSchema), defaultValues: { name: '', parentId: '' } });
  const { errors, isSubmitting } = form.formState;
  const editing = state?.mode === 'edit' ? state.node : undefined;

  useEffect(() => {
    if (!state) return;
    if (state.mode === 'edit') form.reset({ name: state.node.name, parentId: state.node.parentId ? String(state.node.parentId) : '' });
    else form.reset({ name: '', parentId: state.parentId ? String(state.parentId) : '' });
  }, [state, form]);

  const submit = form.handleSubmit(async ({ name, parentId }) => {
    const item = { lang, type, name, parentId: parentId ? Number(parentId) : null };
    try {
      if (editing) await api.put('/admin/catalog', [{ ...item, id: editing.id, no: editing.no }]);
      else await api.post('/admin/catalog', [item]);
    } catch {
      return;
    }
    notifySuccess(common.saved);
    await onSaved();
    onClose();
  });

  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t.editFolder : state?.mode === 'create' && state.parentId ? t.newSubfolder : t.newFolder}
      action={<SubmitButton form={FORM_ID} saving={isSubmitting} />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Field label={t.folderName} required error={errorAt(errors, 'name')}>
          {(id) => <TextInput id={id} autoFocus placeholder={t.folderNamePlaceholder} invalid={!!errors.name} {...form.register('name')} />}
        </Field>
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
                  exclude={editing ? subtreeIds(editing) : []}
                />
              )}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
