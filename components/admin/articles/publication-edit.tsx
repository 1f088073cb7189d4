'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Control, type UseFormReturn } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { useCatalogTree } from '@/lib/admin/articles/catalogs';
import { publications } from '@/lib/admin/articles/kinds';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { articlesText } from '@/lib/admin/i18n/articles';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import {
  invalidLangs,
  saveVersions,
  useStartLang,
  useTranslationGroup,
  versionChanged,
  versionsResolver,
  writtenVersion,
  type VersionsForm,
  type VersionValues,
} from '@/lib/admin/translation-group';
import { useSideBySide } from '@/lib/admin/side-by-side';
import { flattenTree } from '@/lib/admin/tree';
import { useEditorExit } from '@/components/admin/form/use-unsaved-changes';
import type { VersionState, WorkflowAction } from '@/lib/admin/workflow/calls';
import { articleSchema, type AdminArticle } from '@/lib/validation/article';
import type { CatalogNode } from '@/lib/validation/catalog';
import { honourSchema } from '@/lib/validation/honour';
import { errorAt, Field, TextArea, TextInput } from '../form/field';
import { FormAlert, LanguageVersion, useShownVersion, VersionsActedOn } from '../form/language-version';
import { ImageUpload } from '../form/image-upload';
import { RichTextEditor } from '../form/rich-text-editor';
import { LangTabs } from '../lang-tabs';
import { SideBySide } from '../form/side-by-side';
import { Button } from '../ui/button';
import { BackLink } from '../ui/back-link';
import { Card, PageHeader, Placeholder } from '../ui/card';
import { Loading } from '../ui/loading';
import { useWorkflowSave } from '../workflow/use-workflow-save';
import { VersionHeader } from '../form/version-header';
import { WorkflowActions } from '../workflow/workflow-actions';
import { CatalogSelect } from './catalog-select';
import { PublicationLinks, storedLinks, type LinkFields } from './publication-links';

interface Version extends VersionValues {
  title: string;
  coverUrl: string;
  cataId: string;
  content: string;
  note: string;
  contentUrl: string;
  top: number;
}

type Form = VersionsForm<Version> & LinkFields;

function toForm(row: Partial<AdminArticle> | undefined, lang: LangCode, enabled: boolean): Version {
  return {
    enabled,
    id: row?.id,
    lang,
    title: row?.title ?? '',
    coverUrl: row?.coverUrl ?? '',
    cataId: row?.cataId ? String(row.cataId) : '',
    content: row?.content ?? '',
    note: row?.note ?? '',
    contentUrl: row?.contentUrl ?? '',
    top: row?.top ?? 0,
  };
}

/** The API item of one version: an article (regular or external link) or an honour. */
function toItem(kind: PublicationKind, external: boolean) {
  return (version: Version) => {
    // The pin is set from the list; a new version takes the one it was added from.
    const pin = version.id ? {} : { top: version.top };
    const common = { id: version.id, lang: version.lang, title: version.title, coverUrl: version.coverUrl, ...pin };
    if (kind === 'honour') return { ...common, content: version.content || null };
    return {
      ...common,
      cataId: version.cataId ? Number(version.cataId) : undefined,
      isLink: external ? 1 : 0,
      content: external ? null : version.content || null,
      contentUrl: external ? version.contentUrl.trim() : null,
      note: version.note.trim() || null,
    };
  };
}

const sectionTitles = { news: 'newsTitle', deal: 'dealsTitle', honour: 'honoursTitle' } as const;

/** The folder of `no` in `lang` among the folder trees of every language. */
function folderIn(trees: CatalogNode[], id: string, lang: LangCode): string {
  const nodes = flattenTree(trees).map(({ node }) => node);
  const from = nodes.find((node) => String(node.id) === id);
  const twin = from && nodes.find((node) => node.no === from.no && node.lang === lang);
  return twin ? String(twin.id) : '';
}

/**
 * Edits the language versions of a news article, deal or honour together, opened by `?no=`
 * or `?id=`; without either it creates one, in one language (`?lang=` or the default) to start
 * with. Saving stays in the editor. `external` edits a link article (`isLink` 1).
 */
export function PublicationEditScreen({ kind, external = false }: { kind: PublicationKind; external?: boolean }) {
  const config = publications[kind];
  const t = useT(articlesText);
  const common = useT(commonText);
  const langCodes = useSiteLangCodes();
  const router = useRouter();
  const params = useSearchParams();
  const group = useTranslationGroup(config.apiPath, { no: params.get('no'), id: params.get('id') });
  const start = useStartLang();
  const sideBySide = useSideBySide();
  const listHref = `${config.base}/list`;
  const { data: trees } = useCatalogTree(config.catalogType);

  const schema = kind === 'honour' ? honourSchema : articleSchema;
  const form = useForm<Form>({
    resolver: versionsResolver<Version, Form>(schema, toItem(kind, external), common.noVersionEnabled),
    defaultValues: { items: langCodes.map((lang) => toForm(undefined, lang, lang === start)), lawyerNos: [], practiceNos: [] },
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = form.formState;
  const exit = useEditorExit(listHref, isDirty && !isSubmitting);
  const [shown, setShown] = useState<LangCode>(start);
  const shownVersion = useShownVersion(form.control, shown, group.versions ?? []);

  // Load the stored versions once they arrive (and again after a save changed them).
  const loadedKey = group.rows?.map((row) => `${row.id}:${row.updateTime}:${row.version}`).join(',');
  const loaded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!group.versions || group.isNew || loadedKey === loaded.current) return;
    loaded.current = loadedKey;
    const { lawyerNos, practiceNos } = storedLinks(group.versions, start);
    form.reset({
      items: langCodes.map((lang, index) => toForm(group.versions![index], lang, !!group.versions![index])),
      lawyerNos,
      practiceNos,
    });
  }, [group.versions, group.isNew, loadedKey, form, langCodes, start]);
  const linksState = storedLinks(group.versions ?? [], start);

  // A link article opened in the full editor (or the reverse) goes to its own editor.
  const first = group.rows?.[0];
  const storedExternal = first && 'isLink' in first ? first.isLink === 1 : undefined;
  useEffect(() => {
    if (kind === 'honour' || storedExternal === undefined || storedExternal === external) return;
    router.replace(`${config.base}/${storedExternal ? 'edit-external' : 'edit'}?no=${encodeURIComponent(group.groupNo!)}`);
  }, [kind, storedExternal, external, router, config.base, group.groupNo]);

  const workflow = useWorkflowSave(config.entity, group.versions ?? [], exit.reload);
  const save = (action: WorkflowAction) =>
    form.handleSubmit(async (values) => {
      // The links go with each version saved, and only once changed: a version saved without them keeps its own.
      const links =
        dirtyFields.lawyerNos || dirtyFields.practiceNos ? { lawyerNos: values.lawyerNos, practiceNos: values.practiceNos } : {};
      const items = values.items.filter((version) => version.enabled).map((version) => ({ ...toItem(kind, external)(version), ...links }));
      let saved: { no: string | null }[] = [];
      const write = async (stamped: typeof items) => (saved = await saveVersions(config.apiPath, stamped, group.groupNo));
      const changed = (item: { lang: string }) => versionChanged(dirtyFields, langCodes, item.lang);
      if (!(await workflow.save(items, action, write, { shown, changed }))) return;
      form.reset(values);
      const done = workflow.doneText(action, common.saved);
      // A new item moves to its own address (and so to PUT, preview and history); else the versions are read afresh.
      const no = group.groupNo ? undefined : saved[0]?.no;
      if (no) exit.saved(done, `${config.base}/${external ? 'edit-external' : 'edit'}?no=${encodeURIComponent(no)}&lang=${shown}`);
      else {
        exit.saved(done);
        await group.mutate();
      }
    });

  // A version being added takes the folder (its version in that language), cover, link and pin of the one written.
  const addVersion = (index: number) => {
    const from = form.getValues(`items.${writtenVersion(form.getValues('items'))}`);
    if (!from) return;
    const lang = langCodes[index];
    if (from.cataId) form.setValue(`items.${index}.cataId`, folderIn(trees ?? [], from.cataId, lang));
    form.setValue(`items.${index}.coverUrl`, from.coverUrl);
    if (external) form.setValue(`items.${index}.contentUrl`, from.contentUrl);
    form.setValue(`items.${index}.top`, from.top);
  };

  const versionFields = (lang: LangCode, index: number) => (
    <VersionFields
      form={form}
      control={form.control}
      index={index}
      lang={lang}
      kind={kind}
      external={external}
      locked={!!group.versions?.[index]}
      translatable={!!group.versions?.some((version, at) => version && at !== index)}
      state={group.versions?.[index]}
      onAdd={() => addVersion(index)}
    />
  );

  const action = external ? (group.isNew ? t.createExternalTitle : t.editExternalTitle) : group.isNew ? t.createTitle : t.editTitle;
  const title = `${action} · ${t[sectionTitles[kind]]}`;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={group.groupNo ? `${t.no}: ${group.groupNo}` : undefined}
        extra={<BackLink href={listHref}>{t.backToList}</BackLink>}
      />
      {group.failed ? (
        <Card>
          <Placeholder>{t.notFound}</Placeholder>
        </Card>
      ) : group.isLoading ? (
        <Card>
          <Loading />
        </Card>
      ) : (
        <form onSubmit={save({})} noValidate>
          <Card>
            <FormAlert message={errors.root?.message} />
            <PublicationLinks control={form.control} draftLang={linksState.draftLang} waiting={linksState.waiting} />
            {sideBySide ? (
              <SideBySide control={form.control} entity={config.entity} translation={sideBySide}>
                {versionFields}
              </SideBySide>
            ) : (
              <LangTabs
                invalid={invalidLangs(errors, langCodes)}
                submitCount={form.formState.submitCount}
                initial={start}
                onShow={setShown}
              >
                {versionFields}
              </LangTabs>
            )}
            <div className="mt-2 flex flex-wrap gap-2 border-t border-line-soft pt-5" data-testid="editor-actions">
              <VersionsActedOn control={form.control} shown={shown} />
              <WorkflowActions shown={shownVersion} saving={isSubmitting} onAction={(action) => void save(action)()} />
              <Button onClick={() => void exit.cancel()}>{common.cancel}</Button>
            </div>
          </Card>
          {workflow.dialog}
        </form>
      )}
    </>
  );
}

function VersionFields({
  form,
  control,
  index,
  lang,
  kind,
  external,
  locked,
  translatable,
  state,
  onAdd,
}: {
  form: UseFormReturn<Form>;
  control: Control<Form>;
  index: number;
  lang: LangCode;
  kind: PublicationKind;
  external: boolean;
  locked: boolean;
  translatable: boolean;
  state: VersionState | undefined;
  onAdd: () => void;
}) {
  const t = useT(articlesText);
  const langCodes = useSiteLangCodes();
  const config = publications[kind];
  const sideBySide = useSideBySide();
  const { errors } = form.formState;
  const { data: trees } = useCatalogTree(config.catalogType);
  const treeOf = useMemo(() => (language: string) => (trees ?? []).filter((node) => node.lang === language), [trees]);
  const path = (field: keyof Version) => `items.${index}.${field}` as const;
  const error = (field: keyof Version) => errorAt(errors, path(field));

  // Choosing a catalog also fills the other language's empty choice with the same catalog (same `no`).
  const chooseCatalog = (value: string, onChange: (value: string) => void) => {
    onChange(value);
    const chosen = flattenTree(treeOf(lang)).find(({ node }) => String(node.id) === value)?.node;
    if (!chosen) return;
    langCodes.forEach((other, otherIndex) => {
      if (other === lang || form.getValues(`items.${otherIndex}.cataId`)) return;
      const twin = flattenTree(treeOf(other)).find(({ node }) => node.no === chosen.no)?.node;
      if (twin) form.setValue(`items.${otherIndex}.cataId`, String(twin.id), { shouldDirty: true });
    });
  };

  return (
    <div className={sideBySide ? undefined : 'max-w-4xl'}>
      <VersionHeader entity={config.entity} state={state} />
      <LanguageVersion control={control} name={path('enabled')} lang={lang} locked={locked} translatable={translatable} onAdd={onAdd}>
        <Field label={t.title} required error={error('title')} htmlFor={`title-${lang}`} sourceField="title">
          <TextInput id={`title-${lang}`} placeholder={t.titlePlaceholder} invalid={!!error('title')} {...form.register(path('title'))} />
        </Field>
        {config.catalogType !== undefined && (
          <Field
            label={t.catalog}
            required
            error={error('cataId')}
            htmlFor={`catalog-${lang}`}
            hint={trees && treeOf(lang).length === 0 ? t.noCatalogs : undefined}
          >
            <Controller
              control={control}
              name={path('cataId')}
              render={({ field }) => (
                <CatalogSelect
                  id={`catalog-${lang}`}
                  tree={treeOf(lang) as CatalogNode[]}
                  value={String(field.value ?? '')}
                  onChange={(value) => chooseCatalog(value, field.onChange)}
                  placeholder={t.selectCatalog}
                  invalid={!!error('cataId')}
                />
              )}
            />
          </Field>
        )}
        <Field label={t.cover} required error={error('coverUrl')} htmlFor={`cover-${lang}`}>
          <Controller
            control={control}
            name={path('coverUrl')}
            render={({ field }) => (
              <ImageUpload
                id={`cover-${lang}`}
                label={t.cover}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                invalid={!!error('coverUrl')}
                className="h-28 w-44"
              />
            )}
          />
        </Field>
        {external ? (
          <Field label={t.contentUrl} required error={error('contentUrl')} hint={t.contentUrlHint} htmlFor={`contentUrl-${lang}`}>
            <TextInput
              id={`contentUrl-${lang}`}
              type="url"
              placeholder="https://"
              invalid={!!error('contentUrl')}
              {...form.register(path('contentUrl'))}
            />
          </Field>
        ) : (
          <Field label={t.content} error={error('content')} htmlFor={`content-${lang}`} sourceField="content">
            <Controller
              control={control}
              name={path('content')}
              render={({ field }) => (
                <RichTextEditor
                  id={`content-${lang}`}
                  label={t.content}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  invalid={!!error('content')}
                />
              )}
            />
          </Field>
        )}
        {kind !== 'honour' && (
          <Field label={t.note} error={error('note')} htmlFor={`note-${lang}`} sourceField="note">
            <TextArea
              id={`note-${lang}`}
              rows={3}
              placeholder={t.notePlaceholder}
              invalid={!!error('note')}
              {...form.register(path('note'))}
            />
          </Field>
        )}
      </LanguageVersion>
    </div>
  );
}
