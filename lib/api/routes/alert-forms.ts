import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { defaultUrlLocale, isSiteUrlLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { basePath } from '@/lib/base-path';
import {
  alertFields,
  outcomeQuery,
  sitePathOrNothing,
  type AlertField,
  type AlertFormOutcome,
  type AlertFormValues,
} from '@/lib/site/alert-form';
import { sitePaths } from '@/lib/site/paths';
import { z } from '../zod';
import { getDb } from '../../db/client';
import { ConflictError, InvalidInputError, NotFoundError, TooManyRequestsError } from '../../errors';
import { confirmSubscription } from '../../services/subscriptions/confirmation';
import { changePreferences, unsubscribe } from '../../services/subscriptions/preferences';
import { requestSubscription } from '../../services/subscriptions/requests';
import { subscribeSchema, subscriptionChoicesSchema } from '../../validation/subscription';
import { clientAddress } from '../client';
import { createRouter } from '../router';

// The subscribe and preferences forms of the site's pages post here as plain HTML forms, so they
// work without JavaScript; each answer is a redirect to the page that shows how it went.

const tags = ['Public: insight alerts'];
const formValue = z.union([z.string(), z.array(z.string())]).optional();
const choiceFields = {
  name: formValue,
  scope: formValue.describe('`all`: every practice area; `some`: those in `practiceAreas`'),
  practiceAreas: formValue.describe('The practice areas’ keys (`no`), one field each'),
  frequency: formValue.describe('`instant` or `weekly`'),
  lang: formValue.describe('The language of the e-mails, as `GET /common/language` lists them'),
  locale: formValue.describe('The page’s language as its address writes it, for the page answered'),
};
const subscribeForm = z.object({
  ...choiceFields,
  email: formValue,
  consent: formValue.describe('`yes` when the reader ticked the consent sentence'),
  from: formValue.describe('The path of the page the form was on; else the Referer’s'),
});
const preferencesForm = z.object({ ...choiceFields, intent: formValue.describe('`save` (the default) or `unsubscribe`') });
const confirmForm = z.object({ locale: choiceFields.locale });
const formBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/x-www-form-urlencoded': { schema }, 'multipart/form-data': { schema } } },
});
const seeOther = (description: string) => ({ 303: { description } });
const tokenParam = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The signed token of the preferences or confirmation link' }),
});

type FormBody = Record<string, string | string[] | undefined>;
const one = (value: FormBody[string]) => (Array.isArray(value) ? value[0] : value);
const many = (value: FormBody[string]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** What the reader sent, to check and to fill the form in again. */
function valuesOf(form: FormBody): AlertFormValues {
  const scope = one(form.scope);
  return {
    email: one(form.email)?.trim(),
    name: one(form.name)?.trim(),
    scope: scope === 'all' || scope === 'some' ? scope : undefined,
    practiceAreas: many(form.practiceAreas),
    frequency: one(form.frequency),
    lang: one(form.lang),
  };
}

/** The reader's choices as the API takes them (`practiceAreas` undefined when neither scope was chosen). */
const choicesOf = (values: AlertFormValues) => ({
  name: values.name || null,
  practiceAreas: values.scope === 'all' ? null : values.scope === 'some' ? values.practiceAreas : undefined,
  frequency: values.frequency,
  lang: values.lang,
});

/** The fields a failed parse names, in the form's order. */
function fieldsOf(issues: readonly { path: readonly PropertyKey[] }[]): AlertField[] {
  const named = new Set(issues.map((issue) => String(issue.path[0])));
  return alertFields.filter((field) => named.has(field));
}

/** A 303 to a page of the site in the form's language, with what it should show. */
function answerWith(c: Context, form: FormBody, href: string, outcome: AlertFormOutcome) {
  const requested = one(form.locale);
  const locale = requested && isSiteUrlLocale(requested) ? requested : defaultUrlLocale();
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${basePath}${getPathname({ locale, href })}${outcomeQuery(outcome)}`, 303);
}

/** The path of the page the form was on: its `from` field, else the Referer when it is this site's. */
function sourcePageOf(c: Context, form: FormBody): string {
  const stated = sitePathOrNothing(one(form.from));
  if (stated) return stated;
  const referer = c.req.header('referer');
  const here = new URL(c.req.url);
  try {
    const page = referer ? new URL(referer) : undefined;
    if (page && page.host === here.host) return sitePathOrNothing(page.pathname.slice(basePath.length) || '/') ?? '/';
  } catch {
    // A malformed Referer says nothing of where the reader was.
  }
  return '/';
}

/** A refusal the form shows beside one of its fields or above it; anything else is answered as any call's error. */
function refusalOf(error: unknown): Pick<AlertFormOutcome, 'errors' | 'tooMany'> | undefined {
  if (error instanceof TooManyRequestsError) return { errors: [], tooMany: true };
  const field = error instanceof InvalidInputError ? alertFields.find((known) => known === error.field) : undefined;
  if (field) return { errors: [field] };
  return undefined;
}

const nothingToShow: AlertFormOutcome = { errors: [], values: { practiceAreas: [] } };

export const alertFormRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/subscriptions/form',
      tags,
      summary:
        'The subscribe form as a plain HTML form (no JavaScript): the same request as `POST /user/subscriptions`, answered by a 303 to the subscribe page, which thanks the reader (`?done=sent`) or shows the form again with the fields to correct (`?error=`) or the rate limit reached (`?failed=tooMany`)',
      request: formBody(subscribeForm),
      responses: seeOther('To the subscribe page in the form’s language'),
    }),
    async (c) => {
      const form = c.req.valid('form') as FormBody;
      const values = valuesOf(form);
      const sourcePage = sourcePageOf(c, form);
      const answer = (outcome: Omit<AlertFormOutcome, 'from'>) =>
        answerWith(c, form, sitePaths.subscribe, { ...outcome, from: sourcePage });
      const parsed = subscribeSchema.safeParse({
        ...choicesOf(values),
        email: values.email,
        consent: one(form.consent) === 'yes' || undefined,
        sourcePage,
      });
      if (!parsed.success) return answer({ errors: fieldsOf(parsed.error.issues), values });
      try {
        await requestSubscription(getDb(), parsed.data, clientAddress(c));
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return answer({ ...refusal, values });
      }
      return answer({ ...nothingToShow, done: 'sent' });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/subscriptions/preferences/{token}/form',
      tags,
      summary:
        'The preferences page’s form as a plain HTML form (no JavaScript): saves the choices, or unsubscribes (`intent=unsubscribe`), and answers with a 303 to the preferences page (`?done=saved`, `?done=unsubscribed`, or `?error=` naming what to correct). A wrong or expired link leads to that page’s 404',
      request: { params: tokenParam, ...formBody(preferencesForm) },
      responses: seeOther('To the preferences page of the link'),
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const form = c.req.valid('form') as FormBody;
      const page = sitePaths.subscription(encodeURIComponent(token));
      const answer = (outcome: AlertFormOutcome) => answerWith(c, form, page, outcome);
      const values = valuesOf(form);
      try {
        if (one(form.intent) === 'unsubscribe') {
          await unsubscribe(getDb(), token, 'preferences');
          return answer({ ...nothingToShow, done: 'unsubscribed' });
        }
        const parsed = subscriptionChoicesSchema.safeParse(choicesOf(values));
        if (!parsed.success) return answer({ errors: fieldsOf(parsed.error.issues), values });
        await changePreferences(getDb(), token, parsed.data);
        return answer({ ...nothingToShow, done: 'saved' });
      } catch (error) {
        if (error instanceof NotFoundError) return answer(nothingToShow);
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return answer({ ...refusal, values });
      }
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/subscriptions/confirm/{token}/form',
      tags,
      summary:
        'The Confirm button of a confirmation link’s page, a plain HTML form (no JavaScript): confirms as `POST /user/subscriptions/confirm/{token}` does, then answers with a 303 to the preferences page (`?done=confirmed`). A link used already, sent before the address unsubscribed, wrong or expired leads back to its own page, which says so',
      request: { params: tokenParam, ...formBody(confirmForm) },
      responses: seeOther('To the preferences page, or back to the confirmation link’s page'),
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const form = c.req.valid('form') as FormBody;
      try {
        const confirmed = await confirmSubscription(getDb(), token, c.req.header('user-agent'));
        return answerWith(c, form, sitePaths.subscription(encodeURIComponent(confirmed.token)), { ...nothingToShow, done: 'confirmed' });
      } catch (error) {
        if (error instanceof NotFoundError || error instanceof ConflictError)
          return answerWith(c, form, sitePaths.subscription(encodeURIComponent(token)), nothingToShow);
        throw error;
      }
    },
  );
