'use client';

import { useState } from 'react';
import type { AlertErrors, AlertField, AlertLabels, ChoiceOptions } from './alert-labels';

/** What a reader has chosen, as the form starts. */
export interface ChoiceValues {
  name: string | null;
  practiceAreas: string[] | null | undefined;
  frequency: string | undefined;
  lang: string;
}

export const fieldInput =
  'block min-h-11 w-full rounded-none border border-ink/30 bg-white px-4 py-2.5 text-base text-ink ' +
  'focus:border-ink focus:outline-2 focus:outline-offset-2 focus:outline-accent aria-[invalid=true]:border-red-700';
export const primaryButton =
  'inline-flex min-h-12 items-center justify-center bg-ink px-8 py-3 text-sm font-semibold uppercase tracking-[0.14em] text-white ' +
  'hover:bg-ink/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60';
export const fieldLabel = 'mb-2 block text-sm font-semibold tracking-wide text-ink';
const choice = 'flex min-h-11 items-center gap-3 text-base text-ink';
const box = 'size-5 shrink-0 accent-ink';

const errorId = (id: string, field: AlertField) => `${id}-${field}-error`;

export function FieldError({ id, field, errors }: { id: string; field: AlertField; errors: AlertErrors }) {
  return errors[field] ? (
    <p id={errorId(id, field)} className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
      <span aria-hidden="true">!</span>
      {errors[field]}
    </p>
  ) : null;
}

/** The attributes that tie a control to its error. */
export const invalidWhen = (id: string, field: AlertField, errors: AlertErrors) => ({
  'aria-invalid': errors[field] ? true : undefined,
  'aria-describedby': errors[field] ? errorId(id, field) : undefined,
});

/**
 * Name, practice areas (all, or those ticked), frequency and the e-mails' language: the same
 * on the subscribe form and the preferences page. Read back with `readChoices`.
 */
export function ChoiceFields({
  id,
  labels,
  options,
  values,
  errors,
}: {
  id: string;
  labels: AlertLabels;
  options: ChoiceOptions;
  values: ChoiceValues;
  errors: AlertErrors;
}) {
  const [scope, setScope] = useState<'all' | 'some' | undefined>(
    values.practiceAreas === undefined ? undefined : values.practiceAreas === null ? 'all' : 'some',
  );
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className={fieldLabel}>
          {labels.name} <span className="font-normal text-muted">({labels.optional})</span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={100}
          defaultValue={values.name ?? ''}
          className={fieldInput}
          {...invalidWhen(id, 'name', errors)}
        />
        <FieldError id={id} field="name" errors={errors} />
      </div>
      <fieldset {...invalidWhen(id, 'practiceAreas', errors)}>
        <legend className={fieldLabel}>{labels.practiceAreas}</legend>
        <label className={choice}>
          <input type="radio" name="scope" value="all" className={box} checked={scope === 'all'} onChange={() => setScope('all')} />
          {labels.allAreas}
        </label>
        <label className={choice}>
          <input type="radio" name="scope" value="some" className={box} checked={scope === 'some'} onChange={() => setScope('some')} />
          {labels.someAreas}
        </label>
        {scope === 'some' ? (
          <ul className="mt-1 grid gap-x-6 border-s-2 border-ink/15 ps-5 sm:grid-cols-2" data-testid="alert-areas">
            {options.areas.map((area) => (
              <li key={area.no}>
                <label className={choice}>
                  <input
                    type="checkbox"
                    name="practiceAreas"
                    value={area.no}
                    className={box}
                    defaultChecked={values.practiceAreas?.includes(area.no)}
                  />
                  {area.name}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <FieldError id={id} field="practiceAreas" errors={errors} />
      </fieldset>
      <fieldset {...invalidWhen(id, 'frequency', errors)}>
        <legend className={fieldLabel}>{labels.frequency}</legend>
        {(['instant', 'weekly'] as const).map((frequency) => (
          <label key={frequency} className={choice}>
            <input type="radio" name="frequency" value={frequency} className={box} defaultChecked={values.frequency === frequency} />
            {labels[frequency]}
          </label>
        ))}
        <FieldError id={id} field="frequency" errors={errors} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-lang`} className={fieldLabel}>
          {labels.language}
        </label>
        <select id={`${id}-lang`} name="lang" defaultValue={values.lang} className={fieldInput} {...invalidWhen(id, 'lang', errors)}>
          {options.languages.map((language) => (
            <option key={language.langCode} value={language.langCode} lang={language.htmlLang}>
              {language.langName}
            </option>
          ))}
        </select>
        <FieldError id={id} field="lang" errors={errors} />
      </div>
    </>
  );
}

/** The choices of a form as the API takes them, and what is missing, in the reader's words. */
export function readChoices(form: HTMLFormElement, labels: AlertLabels) {
  const data = new FormData(form);
  const scope = data.get('scope');
  const practiceAreas = scope === 'all' ? null : data.getAll('practiceAreas').map(String);
  const frequency = String(data.get('frequency') ?? '');
  const errors: AlertErrors = {};
  if (!scope || (practiceAreas && !practiceAreas.length)) errors.practiceAreas = labels.areasRequired;
  if (!frequency) errors.frequency = labels.frequencyRequired;
  const choices = { name: String(data.get('name') ?? '').trim() || null, practiceAreas, frequency, lang: String(data.get('lang')) };
  return { choices, errors };
}

const fields: AlertField[] = ['email', 'name', 'practiceAreas', 'frequency', 'lang', 'consent'];

/**
 * The field an API 400 names, or undefined: its English message begins with the field, but for
 * a refused address, which the API words for the reader ("Please enter a valid email address").
 */
export function fieldOfRefusal(message: string | undefined): AlertField | undefined {
  if (!message) return undefined;
  return fields.find((field) => new RegExp(`^${field}\\b`).test(message)) ?? (/\bemail\b/i.test(message) ? 'email' : undefined);
}

/** The first field with an error, in the form's order; focuses it. */
export function focusFirstError(form: HTMLFormElement, id: string, errors: AlertErrors) {
  const field = fields.find((name) => errors[name]);
  if (!field) return;
  const target =
    form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${field}`)}`) ??
    form.querySelector<HTMLElement>(`[aria-describedby="${CSS.escape(errorId(id, field))}"] input`);
  target?.focus();
}
