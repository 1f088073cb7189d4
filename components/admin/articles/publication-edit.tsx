'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useCatalogTree } from '@/lib/admin/articles/catalogs';
import { publications } from '@/lib/admin/articles/kinds';
import {
  editorHref,
  folderIn,
  publicationItem,
  publicationItems,
  publicationSchema,
  publicationValues,
  storedLinks,
  type PublicationForm,
  type PublicationVersion,
} from '@/lib/admin/articles/mapping';
import { createFolders, missingFolders, newFoldersResolver } from '@/lib/admin/articles/new-folders';
import { articlesText } from '@/lib/admin/i18n/articles';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useSideBySide } from '@/lib/admin/side-by-side';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { useStartLang, useTranslationGroup, versionsResolver, writtenVersion } from '@/lib/admin/translation-group';
import type { PublicationKind } from '@/lib/content/publication-kind';
import type { AdminArticle } from '@/lib/validation/article';
import type { AdminHonour } from '@/lib/validation/honour';
import { GroupEditorPage, GroupVersionTabs } from '../form/group-editor-page';
import { useGroupEditor } from '../form/use-group-editor';
import { BackLink } from '../ui/back-link';
import { Card, PageHeader, Placeholder } from '../ui/card';
import { Loading } from '../ui/loading';
import { PublicationFields } from './publication-fields';
import { PublicationLinks } from './publication-links';
import { SharedFacts } from '@/components/admin/form/translator-lock';

const sectionTitles = { news: 'newsTitle', deal: 'dealsTitle', honour: 'honoursTitle' } as const;

type EditorText = { editTitle: string; addTitle: string; backToList: string; groupNo: string };

/**
 * Edits the language versions of a news article, deal or honour together, opened by `?no=`
 * or `?id=`; without either it creates one, in one language (`?lang=` or the default) to start
 * with. Saving stays in the editor. `external` edits a link article (`isLink` 1).
 */
export function PublicationEditScreen({ kind, external = false }: { kind: PublicationKind; external?: boolean }) {
  const config = publications[kind];
  const t = useT(articlesText);
  const router = useRouter();
  const params = useSearchParams();
  const group = useTranslationGroup(config.apiPath, { no: params.get('no'), id: params.get('id') });
  // Read before the editor shows, so a version added at once (side by side) finds its folder.
  const trees = useCatalogTree(config.catalogType);

  // A link article opened in the full editor (or the reverse) goes to its own editor.
  const first = group.rows?.[0];
  const storedExternal = first && 'isLink' in first ? first.isLink === 1 : undefined;
  useEffect(() => {
    if (kind === 'honour' || storedExternal === undefined || storedExternal === external) return;
    router.replace(editorHref(config.base, storedExternal, group.groupNo!));
  }, [kind, storedExternal, external, router, config.base, group.groupNo]);

  const section = t[sectionTitles[kind]];
  const text: EditorText = {
    editTitle: `${external ? t.editExternalTitle : t.editTitle} · ${section}`,
    addTitle: `${external ? t.createExternalTitle : t.createTitle} · ${section}`,
    backToList: t.backToList,
    groupNo: `${t.no}: {no}`,
  };

  if (group.failed || group.isLoading || !group.versions || (config.catalogType !== undefined && !trees.data)) {
    return (
      <>
        <PageHeader
          title={group.isNew ? text.addTitle : text.editTitle}
          subtitle={group.groupNo ? format(text.groupNo, { no: group.groupNo }) : undefined}
          extra={<BackLink href={`${config.base}/list`}>{t.backToList}</BackLink>}
        />
        <Card>{group.failed ? <Placeholder>{t.notFound}</Placeholder> : <Loading />}</Card>
      </>
    );
  }
  return (
    <PublicationEditor key={group.groupNo ?? ''} kind={kind} external={external} no={group.groupNo} versions={group.versions} text={text} />
  );
}

/** The editor of group `no` (none: a new one), whose stored `versions` are in the order of the site's languages. */
function PublicationEditor({
  kind,
  external,
  no,
  versions,
  text,
}: {
  kind: PublicationKind;
  external: boolean;
  no: string | undefined;
  versions: (AdminArticle | AdminHonour | undefined)[];
  text: EditorText;
}) {
  const config = publications[kind];
  const common = useT(commonText);
  const langCodes = useSiteLangCodes();
  const start = useStartLang();
  const sideBySide = useSideBySide();
  const { data: trees } = useCatalogTree(config.catalogType);
  const stored = versions.filter((version) => !!version);
  const editor = useGroupEditor<PublicationForm, PublicationForm>(
    {
      resolver: newFoldersResolver(
        versionsResolver<PublicationVersion, PublicationForm>(
          publicationSchema(kind),
          publicationItem(kind, external),
          common.noVersionEnabled,
        ),
      ),
      defaultValues: publicationValues(versions, langCodes, start),
    },
    `${config.base}/list`,
    {
      entity: config.entity,
      stored,
      // A new item moves to its own address (and so to preview and history), on the tab shown.
      editPath: (created, shown) => `${editorHref(config.base, external, created.no)}&lang=${shown}`,
    },
  );
  const { getValues, setValue } = editor.form;
  const links = storedLinks(versions, start);

  // A version without a folder in its language is filed in the folders named for it, created first (once).
  const fileInNewFolders = async (values: PublicationForm): Promise<PublicationForm> => {
    const items = [...values.items];
    for (const [index, version] of items.entries()) {
      const sent = version.enabled && (!sideBySide || sideBySide.target === version.lang);
      if (!sent || version.cataId || !version.newFolders.length) continue;
      const cataId = String(await createFolders(trees ?? [], version.newFolders, version.lang, config.catalogType!));
      setValue(`items.${index}.cataId`, cataId);
      setValue(`items.${index}.newFolders`, []);
      items[index] = { ...version, cataId, newFolders: [] };
    }
    return { ...values, items };
  };
  const submit = editor.save(
    config.apiPath,
    async (values, changed) =>
      publicationItems(kind, external, await fileInNewFolders(values), no, !!(changed.lawyerNos || changed.practiceNos)),
    common.saved,
  );

  // A version being added takes the folder (its version in that language, else the folders to name
  // there), cover, link and pin of the one written.
  const addVersion = (index: number) => {
    const from = getValues(`items.${writtenVersion(getValues('items'))}`);
    if (!from) return;
    const lang = langCodes[index];
    if (from.cataId) {
      const folder = folderIn(trees ?? [], from.cataId, lang);
      setValue(`items.${index}.cataId`, folder);
      setValue(`items.${index}.newFolders`, folder ? [] : missingFolders(trees ?? [], from.cataId, lang));
    }
    setValue(`items.${index}.coverUrl`, from.coverUrl);
    if (external) setValue(`items.${index}.contentUrl`, from.contentUrl);
    setValue(`items.${index}.top`, from.top);
  };

  return (
    <GroupEditorPage editor={editor} onSave={submit} text={text} no={no} editing={!!no}>
      <Card>
        <SharedFacts>
          <PublicationLinks control={editor.form.control} draftLang={links.draftLang} waiting={links.waiting} />
        </SharedFacts>
        <GroupVersionTabs editor={editor} onAdd={addVersion}>
          {(lang, index) => <PublicationFields form={editor.form} index={index} lang={lang} kind={kind} external={external} />}
        </GroupVersionTabs>
      </Card>
    </GroupEditorPage>
  );
}
