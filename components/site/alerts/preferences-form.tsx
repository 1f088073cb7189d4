import type { UrlLocale } from '@/i18n/locales';
import type { AlertFormOutcome } from '@/lib/site/alert-form';
import type { SubscriptionView } from '@/lib/validation/subscription';
import type { AlertLabels, ChoiceOptions } from './alert-labels';
import { ChoiceFields } from './choice-fields';
import { AlertForm } from './alert-form';

const id = 'preferences';

/**
 * The preferences page's form: change the practice areas, frequency, language or name, or
 * unsubscribe at once. A plain HTML form (POST …/preferences/{token}/form, then this page again);
 * the signed token in the page's address is the only key.
 */
export function PreferencesForm({
  locale,
  token,
  labels,
  options,
  subscription,
  outcome,
  subscribeHref,
}: {
  locale: UrlLocale;
  token: string;
  labels: AlertLabels;
  options: ChoiceOptions;
  subscription: SubscriptionView;
  outcome: AlertFormOutcome;
  /** The subscribe page, offered once the reader has unsubscribed. */
  subscribeHref: string;
}) {
  const failed = outcome.errors.length > 0;
  const values = failed
    ? outcome.values
    : {
        name: subscription.name ?? undefined,
        scope: subscription.practiceAreas === null ? ('all' as const) : ('some' as const),
        practiceAreas: subscription.practiceAreas ?? [],
        frequency: subscription.frequency,
        lang: subscription.lang,
      };
  if (subscription.state !== 'active') {
    return (
      <div data-testid="preferences-form">
        <a href={subscribeHref} className="link-arrow">
          {labels.subscribeAgain}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    );
  }
  return (
    <AlertForm
      id={id}
      testId="preferences-form"
      locale={locale}
      labels={labels}
      outcome={outcome}
      action={`/api/user/subscriptions/preferences/${token}/form`}
    >
      <ChoiceFields id={id} labels={labels} options={options} values={values} errors={outcome.errors} />
      <div className="alert-wide flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value="save" className="alert-button">
          {labels.save}
        </button>
        {/* The alerts' plain Unsubscribe link lands here (lib/mail/links.ts). */}
        <button id="unsubscribe" type="submit" name="intent" value="unsubscribe" className="alert-button-quiet">
          {labels.unsubscribe}
        </button>
      </div>
    </AlertForm>
  );
}
