'use client';

import { ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Field, SelectInput, Switch } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { Card, PageHeader } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import { RequestError } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { languageConfigText } from '@/lib/admin/i18n/language-config';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { saveLanguageConfig, useLanguageConfig } from '@/lib/admin/language-config';
import { notifySuccess } from '@/lib/admin/notify';
import { useMine } from '@/lib/admin/session';
import { useSiteLanguages } from '@/lib/admin/site-languages';

/**
 * Untranslated items (administrators only): whether an item without a version in a visitor's
 * language is shown there, in the chosen language's version or else its source's, marked and not
 * indexed (PUT /api/admin/language-config); off, each language lists its own translations only.
 */
export function LanguageConfigScreen() {
  const t = useT(languageConfigText);
  const mine = useMine();
  const config = useLanguageConfig(mine.isAdministrator);
  const refused = (mine.data && !mine.isAdministrator) || (config.error instanceof RequestError && config.error.status === 403);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {refused ? (
        <Forbidden title={t.forbiddenTitle} text={t.forbiddenText} />
      ) : config.data ? (
        <FallbackForm saved={config.data.fallback} onSaved={() => config.mutate()} />
      ) : (
        <Card>
          <Loading />
        </Card>
      )}
    </>
  );
}

/** The switch and, when on, the language whose version is shown first; saved together. */
function FallbackForm({ saved, onSaved }: { saved: string | null; onSaved: () => Promise<unknown> }) {
  const t = useT(languageConfigText);
  const languages = useSiteLanguages();
  const languageName = useLanguageName();
  const switchId = useId();
  const defaultLang = languages[0]?.langCode ?? '';
  const [on, setOn] = useState(saved !== null);
  const [preferred, setPreferred] = useState(saved ?? defaultLang);
  const [saving, setSaving] = useState(false);
  const chosen = on ? preferred : null;
  const dirty = chosen !== saved;
  useUnsavedChangesGuard(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveLanguageConfig(chosen);
      await onSaved();
      notifySuccess(t.saved);
    } catch {
      // Reported by the fetcher.
    } finally {
      setSaving(false);
    }
  };

  const options = languages.map(({ langCode }) => ({
    value: langCode,
    label: langCode === defaultLang ? format(t.defaultLanguage, { language: languageName(langCode) }) : languageName(langCode),
  }));

  return (
    <Card title={t.settingTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="flex items-center gap-3">
          <Switch id={switchId} checked={on} onCheckedChange={setOn} disabled={saving} />
          <label htmlFor={switchId} className="font-medium text-ink">
            {t.showEverywhere}
          </label>
        </div>
        <ul className="mt-3 max-w-3xl list-disc space-y-1.5 pl-5 text-ink-2">
          <li>{t.onHint}</li>
          <li>{t.offHint}</li>
        </ul>
        {on && (
          <Field label={t.preferred} hint={t.preferredHint} className="mt-5 max-w-md">
            {(id) => (
              <SelectInput
                id={id}
                value={preferred}
                onChange={(event) => setPreferred(event.target.value)}
                disabled={saving}
                options={options}
              />
            )}
          </Field>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <SubmitButton saving={saving} disabled={!dirty} />
          <p className="text-ink-3" data-testid="language-config-state">
            {saved === null ? t.stateOff : format(t.stateOn, { language: languageName(saved) })}
          </p>
        </div>
      </form>
    </Card>
  );
}

function Forbidden({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <ShieldAlert aria-hidden className="size-14 text-warning" />
        <h2 className="text-xl font-semibold">403 · {title}</h2>
        <p className="text-ink-2">{text}</p>
      </div>
    </Card>
  );
}
