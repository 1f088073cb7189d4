// Shared by the form endpoints (lib/api/routes/alert-forms.ts) and the pages they answer with:
// a form sent without JavaScript is answered by a redirect whose query string says what to show.

/** The fields a reader fills in, as the API names them, in the form's order. */
export const alertFields = ['email', 'name', 'practiceAreas', 'frequency', 'lang', 'consent'] as const;
export type AlertField = (typeof alertFields)[number];

const alertFormDone = ['sent', 'saved', 'unsubscribed', 'confirmed'] as const;
type AlertFormDone = (typeof alertFormDone)[number];

/** What the reader had typed and chosen, to fill the form in again beside its errors. */
export interface AlertFormValues {
  email?: string;
  name?: string;
  scope?: 'all' | 'some';
  practiceAreas: string[];
  frequency?: string;
  lang?: string;
}

/** How a form sent without JavaScript ended. */
export interface AlertFormOutcome {
  /** Sent: the subscribe page thanks the reader; the preferences page says what changed. */
  done?: AlertFormDone;
  tooMany?: boolean;
  errors: AlertField[];
  values: AlertFormValues;
  /** The page the form was sent from: a path of this site. */
  from?: string;
}

type Query = Record<string, string | string[] | undefined>;

const isAlertField = (value: string): value is AlertField => (alertFields as readonly string[]).includes(value);
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A path of this site, or undefined: where a form came from is never an address elsewhere. */
export const sitePathOrNothing = (value: string | undefined) => (value && isSitePath(value) ? value.slice(0, 300) : undefined);

/**
 * What the page fills in again, cut to the sizes the form's fields allow: a redirect carries it in
 * its address, which a proxy refuses past a few kilobytes (and a form of 2 MB would otherwise make).
 */
function bounded(values: AlertFormValues): AlertFormValues {
  const cut = (value: string | undefined, max: number) => value?.slice(0, max) || undefined;
  return {
    email: cut(values.email, 254),
    name: cut(values.name, 100),
    scope: values.scope,
    practiceAreas: values.practiceAreas.slice(0, 50).map((area) => area.slice(0, 32)),
    frequency: cut(values.frequency, 20),
    lang: cut(values.lang, 20),
  };
}

/** The query string that carries an outcome to the page. */
export function outcomeQuery(outcome: AlertFormOutcome): string {
  const query = new URLSearchParams();
  if (outcome.done) query.set('done', outcome.done);
  if (outcome.tooMany) query.set('failed', 'tooMany');
  for (const field of outcome.errors) query.append('error', field);
  const { practiceAreas, ...single } = bounded(outcome.values);
  for (const [key, value] of Object.entries(single)) if (value) query.set(key, value);
  for (const area of practiceAreas) query.append('practiceAreas', area);
  if (outcome.from) query.set('from', outcome.from);
  const written = query.toString();
  return written ? `?${written}` : '';
}

/** An outcome read back from a page's query string; anything unknown is left out. */
export function readOutcome(query: Query): AlertFormOutcome {
  const done = first(query.done);
  const scope = first(query.scope);
  return {
    done: alertFormDone.find((known) => known === done),
    tooMany: first(query.failed) === 'tooMany',
    errors: all(query.error).filter(isAlertField),
    values: bounded({
      email: first(query.email),
      name: first(query.name),
      scope: scope === 'all' || scope === 'some' ? scope : undefined,
      practiceAreas: all(query.practiceAreas),
      frequency: first(query.frequency),
      lang: first(query.lang),
    }),
    from: sitePathOrNothing(first(query.from)),
  };
}
