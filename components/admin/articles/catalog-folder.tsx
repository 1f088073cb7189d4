'use client';

import { Folder, FolderPlus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { useCatalogTree } from '@/lib/admin/articles/catalogs';
import { publications } from '@/lib/admin/articles/kinds';
import type { PublicationKind } from '@/lib/content/publication-kind';
import type { CatalogNode } from '@/lib/validation/catalog';
import { api } from '@/lib/admin/fetcher';
import { articlesText } from '@/lib/admin/i18n/articles';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { flattenTree } from '@/lib/admin/tree';
import { ConfirmButton } from '../confirm-dialog';
import { LangTabs } from '../lang-tabs';
import { ApprovalNotice, useListRights } from '../list/rights';
import { SortableTree } from '../sortable-tree';
import { Button } from '../ui/button';
import { Card, PageHeader, Placeholder } from '../ui/card';
import { Loading } from '../ui/loading';
import { FolderDialog, folderVersion, type FolderDialogState } from './catalog-folder-dialog';

/** The catalog trees of news or deals, one per language: create, rename, nest, delete, reorder. */
export function CatalogFolderScreen({ kind }: { kind: Extract<PublicationKind, 'news' | 'deal'> }) {
  const t = useT(articlesText);
  return (
    <>
      <PageHeader title={t[kind === 'news' ? 'newsFolderTitle' : 'dealsFolderTitle']} subtitle={t.folderIntro} />
      <ApprovalNotice text={t.foldersApprovalNotice} />
      <Card>
        <LangTabs>{(lang) => <FolderTree type={publications[kind].catalogType!} lang={lang} />}</LangTabs>
      </Card>
    </>
  );
}

function FolderTree({ type, lang }: { type: number; lang: LangCode }) {
  const t = useT(articlesText);
  const common = useT(commonText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const { data: trees, isLoading, mutate } = useCatalogTree(type);
  const tree = useMemo(() => trees?.filter((node) => node.lang === lang), [trees, lang]);
  const all = useMemo(() => flattenTree(trees ?? []).map(({ node }) => node), [trees]);
  const [dialog, setDialog] = useState<FolderDialogState>(null);
  // Under approval an editor adds folders and their versions (a translation needs them), not more.
  const { mayChangeSiteAtOnce: mayChange } = useListRights();

  /** The languages a folder has no version in yet, where one can be added (its parent has one). */
  const missingLangs = (node: CatalogNode) => {
    const parent = all.find((other) => other.id === node.parentId);
    return langCodes.filter((other) => !folderVersion(all, node.no, other) && (!parent || folderVersion(all, parent.no, other)));
  };

  const move = async (sourceId: number, targetId: number) => {
    try {
      await api.put('/admin/catalog/sort', { json: { sourceId, targetId } });
    } finally {
      await mutate();
    }
  };

  const remove = async (node: CatalogNode) => {
    await api.delete('/admin/catalog/:id', { param: { id: node.id } });
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
          movable={mayChange}
          renderItem={(node, { handle }) => (
            <div className="flex items-center gap-2 border-b border-line-soft py-1.5 pr-2 pl-1" data-testid="folder-row">
              {handle}
              <Folder aria-hidden className="size-4 text-warning" />
              <span className="font-medium" data-testid="folder-name">
                {node.name}
              </span>
              <span className="text-xs text-ink-3">#{node.id}</span>
              <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3">
                <Button
                  variant="link"
                  size="sm"
                  icon={<FolderPlus aria-hidden className="size-3.5" />}
                  onClick={() => setDialog({ mode: 'create', parentId: node.id })}
                >
                  {t.newSubfolder}
                </Button>
                {missingLangs(node).map((other) => (
                  <Button key={other} variant="link" size="sm" onClick={() => setDialog({ mode: 'translate', node, lang: other })}>
                    {format(t.addFolderVersion, { lang: languageName(other) })}
                  </Button>
                ))}
                {mayChange && (
                  <>
                    <Button variant="link" size="sm" onClick={() => setDialog({ mode: 'edit', node })}>
                      {t.rename}
                    </Button>
                    <ConfirmButton description={format(t.folderDeleteText, { name: node.name })} onConfirm={() => remove(node)} />
                  </>
                )}
              </div>
            </div>
          )}
        />
      )}
      <FolderDialog state={dialog} onClose={() => setDialog(null)} trees={trees ?? []} type={type} lang={lang} />
    </div>
  );
}
