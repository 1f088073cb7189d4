'use client';

import { useId, useState, type FormEvent } from 'react';
import type { AlertErrors, AlertLabels, ChoiceOptions } from './alert-labels';
import { callAlerts } from './alert-request';
import {
  ChoiceFields,
  FieldError,
  fieldInput,
  fieldLabel,
  focusFirstError,
  invalidWhen,
  primaryButton,
  readChoices,
} from './choice-fields';
import { FormStatus, type FormState } from './form-status';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The subscribe form in the browser: checks what it can, posts to the API, and says the same
 * thing whether the address is known or not. Nothing is ticked for the reader.
 */
export function SubscribeFormFields({
  labels,
  options,
  lang,
  email,
  sourcePage,
}: {
  labels: AlertLabels;
  options: ChoiceOptions;
  lang: string;
  email?: string;
  /** The page the reader subscribes from, when it is not this one (the entry forms' `from`). */
  sourcePage?: string;
}) {
  const id = useId();
  const [errors, setErrors] = useState<AlertErrors>({});
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const { choices, errors: found } = readChoices(form, labels);
    const address = String(data.get('email') ?? '').trim();
    if (!emailShape.test(address)) found.email = labels.emailRequired;
    if (data.get('consent') !== 'yes') found.consent = labels.consentRequired;
    setErrors(found);
    if (Object.keys(found).length) {
      setState({ kind: 'idle' });
      focusFirstError(form, id, found);
      return;
    }
    setState({ kind: 'sending' });
    const body = { ...choices, email: address, consent: true, sourcePage: sourcePage ?? window.location.pathname };
    const outcome = await callAlerts('POST', '', body, labels);
    if (outcome.kind === 'done') {
      form.reset();
      setState({ kind: 'done', message: labels.sent });
    } else if (outcome.kind === 'field') {
      setErrors(outcome.errors);
      setState({ kind: 'idle' });
      focusFirstError(form, id, outcome.errors);
    } else setState({ kind: 'failed', detail: outcome.detail });
  }

  const sending = state.kind === 'sending';
  return (
    <div data-testid="subscribe-form">
      <FormStatus state={state} hasErrors={Object.keys(errors).length > 0} fixErrors={labels.fixErrors} />
      <form method="post" noValidate onSubmit={onSubmit} aria-busy={sending} className="grid gap-6">
        <div>
          <label htmlFor={`${id}-email`} className={fieldLabel}>
            {labels.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-required
            maxLength={254}
            defaultValue={email}
            dir="ltr"
            className={fieldInput}
            {...invalidWhen(id, 'email', errors)}
          />
          <FieldError id={id} field="email" errors={errors} />
        </div>
        <ChoiceFields
          id={id}
          labels={labels}
          options={options}
          values={{ name: null, practiceAreas: undefined, frequency: undefined, lang }}
          errors={errors}
        />
        <div>
          <label className="flex items-start gap-3 text-sm leading-relaxed text-ink/85">
            <input
              id={`${id}-consent`}
              type="checkbox"
              name="consent"
              value="yes"
              className="mt-0.5 size-5 shrink-0 accent-ink"
              {...invalidWhen(id, 'consent', errors)}
            />
            <span>{labels.consent}</span>
          </label>
          <FieldError id={id} field="consent" errors={errors} />
        </div>
        <div>
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? labels.sending : labels.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
