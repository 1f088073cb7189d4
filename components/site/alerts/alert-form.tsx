import type { ReactNode } from 'react';
import type { UrlLocale } from '@/i18n/locales';
import { basePath } from '@/lib/base-path';
import type { AlertFormOutcome } from '@/lib/site/alert-form';
import type { AlertLabels } from './alert-labels';
import { fieldId } from './choice-fields';

/**
 * How the form last sent went, above its fields: the thanks, the preferences saved, the rate
 * limit, or the fields to correct, each a link to its field (the form comes back from the server,
 * so nothing is focused for the reader). An unsubscribe is told by the page itself.
 */
function FormStatus({ id, labels, outcome }: { id: string; labels: AlertLabels; outcome: AlertFormOutcome }) {
  const { tooMany, errors } = outcome;
  const done = outcome.done === 'sent' ? labels.sent : outcome.done === 'saved' ? labels.saved : undefined;
  return (
    <>
      {done ? (
        <p role="status" className="mb-6 border-s-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-emerald-900" data-testid="alert-done">
          {done}
        </p>
      ) : null}
      {tooMany || errors.length ? (
        <div role="alert" className="mb-6 border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="alert-problems">
          <p>{tooMany ? labels.tooMany : labels.fixErrors}</p>
          {errors.length ? (
            <ul className="mt-2 list-disc ps-5">
              {errors.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(id, field)}`} className="underline underline-offset-2">
                    {labels.problems[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * An alert form as the server renders it: how it last went, then a plain HTML form posting to
 * `action` (an alert form call of the API), which answers with this page in the form's language.
 */
export function AlertForm({
  id,
  testId,
  locale,
  labels,
  outcome,
  action,
  dark = false,
  checkInBrowser = false,
  children,
}: {
  id: string;
  testId: string;
  locale: UrlLocale;
  labels: AlertLabels;
  outcome: AlertFormOutcome;
  action: string;
  dark?: boolean;
  /**
   * The browser refuses to send it with a required field left out, and says so there: a form on
   * every page (the footer's) that the server could only answer on another page.
   */
  checkInBrowser?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <FormStatus id={id} labels={labels} outcome={outcome} />
      <form
        method="post"
        action={`${basePath}${action}`}
        noValidate={!checkInBrowser}
        className={`alert-form ${dark ? 'alert-form-dark' : ''}`}
      >
        <input type="hidden" name="locale" value={locale} />
        {children}
      </form>
    </div>
  );
}
