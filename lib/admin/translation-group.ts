'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'next/navigation';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { isOneOf, type LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from './site-languages';
import type { ApiResult, BodyItem } from './api-calls';
import type { PublicationPath } from './articles/kinds';
import { api } from './fetcher';
import { revalidateApi } from './revalidate';
import { useApi } from './use-api';

/** The lists kept in translation groups: `?no=` reads every language version of one. */
type GroupPath = PublicationPath | '/admin/lawyerTeam';

type GroupRef = { no?: string | null; id?: string | null };

/** The kinds whose editor saves every version of a group at once (useGroupEditor). */
export type GroupEditorPath = PublicationPath | '/admin/professionalField' | '/admin/lawyerTeam';

/** One language version, as the list at `P` gives it. */
type GroupRow<P extends GroupPath> = ApiResult<'get', P> extends readonly (infer Row)[] ? Row : never;

interface TranslationGroup<Row> {
  isNew: boolean;
  groupNo: string | undefined;
  rows: Row[] | undefined;
  /** The version of each language, in `langCodes` order. */
  versions: (Row | undefined)[] | undefined;
  isLoading: boolean;
  failed: boolean;
  mutate(): Promise<unknown>;
}

/**
 * The language versions of one item, opened by `no` or, for news, deals and honours, by the `id`
 * of one version (`?no=…` or `?id=…`). With neither, it is a new item: `rows` is [].
 */
export function useTranslationGroup<P extends GroupPath>(apiPath: P, ref: GroupRef): TranslationGroup<GroupRow<P>>;
export function useTranslationGroup(apiPath: GroupPath, ref: GroupRef): TranslationGroup<GroupRow<GroupPath>> {
  const langCodes = useSiteLangCodes();
  const byId = useApi(ref.id && !ref.no && apiPath !== '/admin/lawyerTeam' ? `${apiPath}/:id` : null, { param: { id: ref.id } });
  const groupNo = ref.no || byId.data?.no;
  const group = useApi(groupNo ? apiPath : null, { query: { no: groupNo, pageSize: 100 } });
  const isNew = !ref.no && !ref.id;
  const rows = isNew ? [] : group.data?.filter((row) => row.no === groupNo);
  return {
    isNew,
    groupNo,
    rows,
    versions: rows && langCodes.map((lang) => rows.find((row) => row.lang === lang)),
    isLoading: !isNew && !rows && !byId.error && !group.error,
    failed: !!(byId.error || group.error) || (rows !== undefined && !isNew && rows.length === 0),
    mutate: group.mutate,
  };
}

/**
 * The language an editor opens on, and a new item starts in: the one its address names (`?lang=`:
 * a list's language filter, the version under review), when the site serves it, else the site's
 * default language.
 */
export function useStartLang(): LangCode {
  const langCodes = useSiteLangCodes();
  const asked = useSearchParams().get('lang');
  return isOneOf(langCodes, asked) ? asked : langCodes[0];
}

/** The index of the version a version being added copies from: the first one written. */
export function writtenVersion(items: readonly { enabled?: boolean }[]): number {
  return items.findIndex((item) => item.enabled);
}

/** One language version in a form: `enabled` says whether it is saved at all. */
export interface VersionValues {
  enabled: boolean;
  id?: number;
  lang: LangCode;
}

export interface VersionsForm<V extends VersionValues> extends FieldValues {
  items: V[];
}

/**
 * Validates each enabled version with the API's own schema (`toItem` turns form values into
 * the API item); errors land at `items.<index>.<field>`.
 */
export function versionsResolver<V extends VersionValues, F extends VersionsForm<V> = VersionsForm<V>>(
  schema: z.ZodType,
  toItem: (values: V) => unknown,
  noneEnabled: string,
): Resolver<F> {
  return async (values) => {
    const errors: { items?: Record<string, FieldError>[]; root?: FieldError } = {};
    values.items.forEach((version, index) => {
      if (!version.enabled) return;
      const result = schema.safeParse(toItem(version));
      if (result.success) return;
      const itemErrors: Record<string, FieldError> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.join('.') || 'root';
        itemErrors[field] ??= { type: issue.code, message: issue.message };
      }
      (errors.items ??= [])[index] = itemErrors;
    });
    if (!values.items.some((version) => version.enabled)) errors.root = { type: 'required', message: noneEnabled };
    const failed = !!errors.items || !!errors.root;
    return failed ? { values: {}, errors: errors as FieldErrors<F> } : { values, errors: {} };
  };
}

type EnabledVersionsSchema = z.ZodObject<{ items: z.ZodArray<z.ZodObject<{ enabled: z.ZodBoolean }>> }>;

/**
 * Validates a form of shared fields and `items`, one version per language with an `enabled`
 * switch, by `schema` — except the versions switched off, which are not saved. With every
 * version off, `errors.root` says `noneEnabled`.
 */
export function enabledVersionsResolver<S extends EnabledVersionsSchema>(
  schema: S,
  noneEnabled: string,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const version = schema.shape.items.element;
  const checked = schema
    .extend({
      items: z.array(
        z.discriminatedUnion('enabled', [version.extend({ enabled: z.literal(true) }), z.looseObject({ enabled: z.literal(false) })]),
      ),
    })
    .refine((form) => form.items.some((item) => item.enabled), { path: ['root'], message: noneEnabled });
  return zodResolver(checked) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/** The versions an API read gave, which may be one object, an array or null. */
export function storedVersions<Row>(data: Row[] | Row | null | undefined): Row[] {
  if (Array.isArray(data)) return data;
  return data ? [data] : [];
}

const anyChanged = (dirty: unknown): boolean =>
  dirty === true || (typeof dirty === 'object' && dirty !== null && Object.values(dirty).some(anyChanged));

/** Whether the form changed (or added) the version at `index` itself (`dirty`, the form's `dirtyFields`), not a field every version shares. */
export const ownFieldsChanged = (dirty: { items?: unknown }, index: number): boolean =>
  anyChanged((dirty.items as unknown[] | undefined)?.[index]);

/**
 * Whether the form changed the version in `lang` since it was loaded (`dirty`, the form's
 * `dirtyFields`): one of its own fields, or one every version shares.
 */
export function versionChanged(dirty: { items?: unknown } & object, langCodes: readonly string[], lang: string): boolean {
  const { items: _items, ...shared } = dirty;
  return anyChanged(shared) || ownFieldsChanged(dirty, langCodes.indexOf(lang));
}

/** The versions switched on, as the API takes them (without the switch). */
export function enabledItems<V extends { enabled: boolean }>(items: V[]): Omit<V, 'enabled'>[] {
  return items.filter((item) => item.enabled).map(({ enabled: _enabled, ...item }) => item);
}

/** Which languages have errors, for the language tabs' markers. */
export function invalidLangs(errors: { items?: unknown }, langCodes: LangCode[]): Partial<Record<LangCode, boolean>> {
  const items = errors.items as unknown[] | undefined;
  return Object.fromEntries(langCodes.map((lang, index) => [lang, !!items?.[index]]));
}

/** A version as a save answers it. */
type SavedVersion = { id: number; no: string; lang: string };

/**
 * Saves a group whose every version is in the form: those saved before by PUT (by id), the new
 * ones by POST (each carrying the group's `no`; without it, a new group); then every screen's read
 * of `apiPath` is stale. Answers the versions created.
 */
export async function saveGroupItems<P extends GroupEditorPath>(apiPath: P, items: BodyItem<'post', P>[]): Promise<SavedVersion[]> {
  const existing = items.filter((item) => !!(item as { id?: number }).id);
  const missing = items.filter((item) => !(item as { id?: number }).id);
  // `items` are the kind's own (its path decides them, and the callers' types check them); one call for every kind cannot say so.
  const write = api as unknown as Record<'put' | 'post', (path: P, input: { json: BodyItem<'post', P>[] }) => Promise<SavedVersion[]>>;
  if (existing.length) await write.put(apiPath, { json: existing });
  const created = missing.length ? await write.post(apiPath, { json: missing }) : [];
  await revalidateApi(apiPath);
  return created;
}
