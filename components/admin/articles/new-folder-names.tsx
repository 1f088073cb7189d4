'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import type { PublicationForm } from '@/lib/admin/articles/mapping';
import { articlesText } from '@/lib/admin/i18n/articles';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { errorAt, Field, TextInput } from '../form/field';

/**
 * Under the folder of the version at `index`, when its folder has no version in its language:
 * the folder's name there (and its parents' where they lack one too), offered from the source's
 * for the translator to write, to create with the version when it is saved.
 */
export function NewFolderNames({ form, index, lang }: { form: UseFormReturn<PublicationForm>; index: number; lang: LangCode }) {
  const t = useT(articlesText);
  const languageName = useLanguageName();
  const [cataId, folders] = useWatch({ control: form.control, name: [`items.${index}.cataId`, `items.${index}.newFolders`] });
  if (cataId || !folders?.length) return null;
  const language = languageName(lang);
  return (
    <div className="-mt-2 mb-5 rounded-md border border-[#91caff] bg-primary-soft px-3 py-3" data-testid="new-folders">
      <p className="mb-3 text-ink">{format(t.folderToName, { name: folders.at(-1)!.sourceName, lang: language })}</p>
      {folders.map((folder, at) => {
        const name = `items.${index}.newFolders.${at}.name` as const;
        const error = errorAt(form.formState.errors, name);
        return (
          <Field
            key={folder.no}
            label={format(t.folderNameIn, { name: folder.sourceName, lang: language })}
            required
            error={error}
            htmlFor={`new-folder-${lang}-${at}`}
            className="mb-3 last:mb-0"
          >
            <TextInput id={`new-folder-${lang}-${at}`} invalid={!!error} {...form.register(name)} />
          </Field>
        );
      })}
    </div>
  );
}
