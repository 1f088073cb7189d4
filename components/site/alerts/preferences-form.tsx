'use client';

import { useId, useState, type FormEvent } from 'react';
import type { AlertErrors, AlertLabels, ChoiceOptions } from './alert-labels';
import { callAlerts } from './alert-request';
import { ChoiceFields, focusFirstError, primaryButton, readChoices, type ChoiceValues } from './choice-fields';
import { FormStatus, type FormState } from './form-status';

/**
 * The preferences page's form: change the practice areas, frequency, language or name, or
 * unsubscribe at once. The signed token in the page's address is the only key.
 */
export function PreferencesForm({
  token,
  labels,
  options,
  values,
  active,
  subscribeHref,
}: {
  token: string;
  labels: AlertLabels;
  options: ChoiceOptions;
  values: ChoiceValues;
  active: boolean;
  /** The subscribe page, offered once the reader has unsubscribed. */
  subscribeHref: string;
}) {
  const id = useId();
  const [errors, setErrors] = useState<AlertErrors>({});
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [subscribed, setSubscribed] = useState(active);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = event.currentTarget;
    const { choices, errors: found } = readChoices(form, labels);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form, id, found);
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await callAlerts('PUT', `/preferences/${token}`, choices, labels);
    if (outcome.kind === 'done') setState({ kind: 'done', message: labels.saved });
    else if (outcome.kind === 'field') {
      setErrors(outcome.errors);
      setState({ kind: 'idle' });
      focusFirstError(form, id, outcome.errors);
    } else setState({ kind: 'failed', detail: outcome.detail });
  }

  async function onUnsubscribe() {
    setState({ kind: 'sending' });
    const outcome = await callAlerts('POST', `/unsubscribe/${token}`, {}, labels);
    if (outcome.kind === 'done') {
      setSubscribed(false);
      setState({ kind: 'done', message: labels.unsubscribed });
    } else setState({ kind: 'failed', detail: outcome.kind === 'failed' ? outcome.detail : labels.serverError });
  }

  const sending = state.kind === 'sending';
  return (
    <div data-testid="preferences-form">
      <FormStatus state={state} hasErrors={Object.keys(errors).length > 0} fixErrors={labels.fixErrors} />
      {subscribed ? (
        <form method="post" noValidate onSubmit={onSubmit} aria-busy={sending} className="grid gap-6">
          <ChoiceFields id={id} labels={labels} options={options} values={values} errors={errors} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={sending} className={primaryButton}>
              {sending ? labels.sending : labels.save}
            </button>
            <button
              type="button"
              disabled={sending}
              onClick={() => void onUnsubscribe()}
              className="inline-flex min-h-12 items-center justify-center border border-ink px-6 py-3 text-sm font-semibold text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {labels.unsubscribe}
            </button>
          </div>
        </form>
      ) : (
        <a href={subscribeHref} className="link-arrow">
          {labels.subscribeAgain}
          <span aria-hidden="true">→</span>
        </a>
      )}
    </div>
  );
}
