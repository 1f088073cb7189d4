import type { ReactNode } from 'react';
import type { AlertField, AlertFormValues } from '@/lib/site/alert-form';
import type { AlertLabels, ChoiceOptions } from './alert-labels';

const errorId = (id: string, field: AlertField) => `${id}-${field}-error`;

/** The field to go to from the list of problems above a form. */
export const fieldId = (id: string, field: AlertField) => `${id}-${field}`;

export function FieldError({ id, field, labels, errors }: { id: string; field: AlertField; labels: AlertLabels; errors: AlertField[] }) {
  return errors.includes(field) ? (
    <p id={errorId(id, field)} className="alert-error">
      <span aria-hidden="true">!</span>
      {labels.problems[field]}
    </p>
  ) : null;
}

/** The attributes that tie a control to its error. */
export const invalidWhen = (id: string, field: AlertField, errors: AlertField[]) =>
  errors.includes(field) ? { 'aria-invalid': true, 'aria-describedby': errorId(id, field) } : {};

/**
 * A label, its control and the control's error. `control` is given the attributes that tie the
 * three together (id, name, look, and the error when there is one).
 */
export function LabelledField({
  id,
  field,
  label,
  labels,
  errors,
  control,
}: {
  id: string;
  field: AlertField;
  label: ReactNode;
  labels: AlertLabels;
  errors: AlertField[];
  control: (attributes: { id: string; name: AlertField; className: string }) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={fieldId(id, field)} className="alert-label">
        {label}
      </label>
      {control({ id: fieldId(id, field), name: field, className: 'alert-input', ...invalidWhen(id, field, errors) })}
      <FieldError id={id} field={field} labels={labels} errors={errors} />
    </div>
  );
}

/**
 * Name, practice areas (all, or those ticked), frequency and the e-mails' language: the same on
 * the subscribe form and the preferences page. Plain HTML: the practice areas' list shows once
 * "only those I choose" is picked, by the stylesheet (`.alert-scope`), with no script.
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
  values: AlertFormValues;
  errors: AlertField[];
}) {
  return (
    <>
      <LabelledField
        id={id}
        field="name"
        label={
          <>
            {labels.name} <span className="font-normal opacity-80">({labels.optional})</span>
          </>
        }
        labels={labels}
        errors={errors}
        control={(attributes) => <input {...attributes} type="text" autoComplete="name" maxLength={100} defaultValue={values.name} />}
      />
      <fieldset id={fieldId(id, 'practiceAreas')} className="alert-scope alert-wide" {...invalidWhen(id, 'practiceAreas', errors)}>
        <legend className="alert-label">{labels.practiceAreas}</legend>
        {(['all', 'some'] as const).map((scope) => (
          <label key={scope} className="alert-choice">
            <input type="radio" name="scope" value={scope} required defaultChecked={values.scope === scope} />
            {scope === 'all' ? labels.allAreas : labels.someAreas}
          </label>
        ))}
        <ul className="alert-areas" data-testid="alert-areas">
          {options.areas.map((area) => (
            <li key={area.no}>
              <label>
                <input type="checkbox" name="practiceAreas" value={area.no} defaultChecked={values.practiceAreas.includes(area.no)} />
                {area.name}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={id} field="practiceAreas" labels={labels} errors={errors} />
      </fieldset>
      <fieldset id={fieldId(id, 'frequency')} {...invalidWhen(id, 'frequency', errors)}>
        <legend className="alert-label">{labels.frequency}</legend>
        {(['instant', 'weekly'] as const).map((frequency) => (
          <label key={frequency} className="alert-choice">
            <input type="radio" name="frequency" value={frequency} required defaultChecked={values.frequency === frequency} />
            {labels[frequency]}
          </label>
        ))}
        <FieldError id={id} field="frequency" labels={labels} errors={errors} />
      </fieldset>
      <LabelledField
        id={id}
        field="lang"
        label={labels.language}
        labels={labels}
        errors={errors}
        control={(attributes) => (
          <select {...attributes} defaultValue={values.lang}>
            {options.languages.map((language) => (
              <option key={language.langCode} value={language.langCode} lang={language.htmlLang}>
                {language.langName}
              </option>
            ))}
          </select>
        )}
      />
    </>
  );
}
