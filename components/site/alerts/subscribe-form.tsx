import { langOf, type UrlLocale } from '@/i18n/locales';
import type { AlertFormOutcome } from '@/lib/site/alert-form';
import { alertLabels, choiceOptions } from './alert-texts';
import { ChoiceFields, FieldError, LabelledField, fieldId, invalidWhen } from './choice-fields';
import { AlertForm } from './alert-form';

const noOutcome: AlertFormOutcome = { errors: [], values: { practiceAreas: [] } };

/**
 * The subscribe form: a plain HTML form the server renders and answers (POST
 * /api/user/subscriptions/form, then the subscribe page), so it adds no JavaScript to any page.
 * Nothing is ticked for the reader; the e-mails' language is the page's until they choose.
 */
export async function SubscribeForm({
  locale,
  id,
  dark = false,
  checkInBrowser = false,
  outcome = noOutcome,
}: {
  locale: UrlLocale;
  /** Unique on the page: the footer's form and a page's own may both be there. */
  id: string;
  /** On the footer's dark ground. */
  dark?: boolean;
  /** The browser checks the required fields before sending (alert-form.tsx). */
  checkInBrowser?: boolean;
  /** What the form showed when it came back from the server. */
  outcome?: AlertFormOutcome;
}) {
  const [labels, options] = await Promise.all([alertLabels(locale), choiceOptions(locale)]);
  const { errors, values } = outcome;
  return (
    <AlertForm
      id={id}
      testId="subscribe-form"
      locale={locale}
      labels={labels}
      outcome={outcome}
      action="/api/user/subscriptions/form"
      dark={dark}
      checkInBrowser={checkInBrowser}
    >
      {outcome.from ? <input type="hidden" name="from" value={outcome.from} /> : null}
      <LabelledField
        id={id}
        field="email"
        label={labels.email}
        labels={labels}
        errors={errors}
        control={(attributes) => (
          <input
            {...attributes}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            dir="ltr"
          />
        )}
      />
      <ChoiceFields id={id} labels={labels} options={options} values={{ ...values, lang: values.lang ?? langOf(locale) }} errors={errors} />
      <div className="alert-wide">
        <label className="alert-consent">
          <input id={fieldId(id, 'consent')} type="checkbox" name="consent" value="yes" required {...invalidWhen(id, 'consent', errors)} />
          <span>{labels.consent}</span>
        </label>
        <FieldError id={id} field="consent" labels={labels} errors={errors} />
      </div>
      <div className="alert-wide">
        <button type="submit" className="alert-button">
          {labels.submit}
        </button>
      </div>
    </AlertForm>
  );
}
