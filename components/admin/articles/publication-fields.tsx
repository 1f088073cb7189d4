'use client';

import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import { useCatalogTree } from '@/lib/admin/articles/catalogs';
import { publications } from '@/lib/admin/articles/kinds';
import { folderIn, type PublicationForm, type PublicationVersion } from '@/lib/admin/articles/mapping';
import { articlesText } from '@/lib/admin/i18n/articles';
import { useT } from '@/lib/admin/i18n/dictionary';
import { useSideBySide } from '@/lib/admin/side-by-side';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { errorAt, Field, TextArea, TextInput } from '../form/field';
import { ImageField } from '../form/image-field';
import { RichTextField } from '../form/rich-text-field';
import { CatalogSelect } from './catalog-select';
import { NewFolderNames } from './new-folder-names';
import { SharedFacts } from '@/components/admin/form/translator-lock';

/**
 * The fields of the language version at `index` of a news article, deal or honour: title, folder
 * (not honours), cover, the text or, `external`, the link, and the note (not honours).
 */
export function PublicationFields({
  form,
  index,
  lang,
  kind,
  external,
}: {
  form: UseFormReturn<PublicationForm>;
  index: number;
  lang: LangCode;
  kind: PublicationKind;
  external: boolean;
}) {
  const t = useT(articlesText);
  const langCodes = useSiteLangCodes();
  const config = publications[kind];
  const sideBySide = useSideBySide();
  const { control, register, formState, getValues, setValue } = form;
  const { data: trees } = useCatalogTree(config.catalogType);
  const newFolders = useWatch({ control, name: `items.${index}.newFolders` });
  const tree = (trees ?? []).filter((node) => node.lang === lang);
  const path = (field: keyof PublicationVersion) => `items.${index}.${field}` as const;
  const error = (field: keyof PublicationVersion) => errorAt(formState.errors, path(field));

  // Choosing a catalog also fills the other languages' empty choices with the same catalog (same `no`).
  const chooseCatalog = (value: string, onChange: (value: string) => void) => {
    onChange(value);
    langCodes.forEach((other, otherIndex) => {
      if (other === lang || getValues(`items.${otherIndex}.cataId`)) return;
      const twin = folderIn(trees ?? [], value, other);
      if (twin) setValue(`items.${otherIndex}.cataId`, twin, { shouldDirty: true });
    });
  };

  return (
    <div className={sideBySide ? undefined : 'max-w-4xl'}>
      <Field label={t.title} required error={error('title')} htmlFor={`title-${lang}`} sourceField="title">
        <TextInput id={`title-${lang}`} placeholder={t.titlePlaceholder} invalid={!!error('title')} {...register(path('title'))} />
      </Field>
      {config.catalogType !== undefined && (
        <Field
          label={t.catalog}
          required
          error={error('cataId')}
          htmlFor={`catalog-${lang}`}
          hint={trees && tree.length === 0 && !newFolders?.length ? t.noCatalogs : undefined}
        >
          <Controller
            control={control}
            name={path('cataId')}
            render={({ field }) => (
              <CatalogSelect
                id={`catalog-${lang}`}
                tree={tree}
                value={String(field.value ?? '')}
                onChange={(value) => chooseCatalog(value, field.onChange)}
                placeholder={t.selectCatalog}
                invalid={!!error('cataId')}
              />
            )}
          />
        </Field>
      )}
      {config.catalogType !== undefined && <NewFolderNames form={form} index={index} lang={lang} />}
      <SharedFacts>
        <ImageField control={control} name={path('coverUrl')} label={t.cover} required error={error('coverUrl')} className="h-28 w-44" />
      </SharedFacts>
      {external ? (
        <Field label={t.contentUrl} required error={error('contentUrl')} hint={t.contentUrlHint} htmlFor={`contentUrl-${lang}`}>
          <TextInput
            id={`contentUrl-${lang}`}
            type="url"
            placeholder="https://"
            invalid={!!error('contentUrl')}
            {...register(path('contentUrl'))}
          />
        </Field>
      ) : (
        <RichTextField control={control} name={path('content')} label={t.content} error={error('content')} sourceField="content" />
      )}
      {kind !== 'honour' && (
        <Field label={t.note} error={error('note')} htmlFor={`note-${lang}`} sourceField="note">
          <TextArea id={`note-${lang}`} rows={3} placeholder={t.notePlaceholder} invalid={!!error('note')} {...register(path('note'))} />
        </Field>
      )}
    </div>
  );
}
