'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { basePath } from '@/lib/base-path';
import { SiteLink } from '../site-link';

interface FilterOption {
  value: string;
  label: string;
}

export interface PeopleFilterValues {
  jobId: string;
  practiceAreaId: string;
  languageId: string;
  office: string;
  keyword: string;
}

interface Select {
  name: 'jobId' | 'practiceAreaId' | 'languageId' | 'office';
  label: string;
  allLabel: string;
  options: FilterOption[];
}

export interface PeopleFiltersLabels {
  keyword: string;
  keywordPlaceholder: string;
  search: string;
  clear: string;
}

/**
 * The people filters. A plain GET form, so it works before (or without) JavaScript; once
 * hydrated, choosing an option applies it at once. Either way the state is the URL's query.
 */
export function PeopleFilters({
  action,
  selects,
  values,
  labels,
}: {
  /** The people list's address in this language. */
  action: string;
  selects: Select[];
  values: PeopleFilterValues;
  labels: PeopleFiltersLabels;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  // The controls show the URL's filter; when the URL changes (Back, Clear) they follow it.
  const [current, setCurrent] = useState(values);
  const [fromUrl, setFromUrl] = useState(values);
  if ((Object.keys(values) as (keyof PeopleFilterValues)[]).some((key) => values[key] !== fromUrl[key])) {
    setFromUrl(values);
    setCurrent(values);
  }

  function apply(filter: PeopleFilterValues) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) {
      const text = value.trim();
      if (text) query.set(key, text);
    }
    // A new filter starts again from the first page.
    const search = query.toString();
    startTransition(() => router.push(search ? `${action}?${search}` : action, { scroll: false }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(current);
  }

  const filtered = Object.values(values).some(Boolean);

  return (
    <form
      role="search"
      method="get"
      // A plain form's action is not rewritten by Next.js the way links are, so it gets the base path here.
      action={`${basePath}${action}`}
      onSubmit={onSubmit}
      aria-busy={pending}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="people-filters"
    >
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`people-${select.name}`} className="sr-only">
            {select.label}
          </label>
          <select
            id={`people-${select.name}`}
            name={select.name}
            value={current[select.name]}
            onChange={(event) => {
              const next = { ...current, [select.name]: event.currentTarget.value };
              setCurrent(next);
              apply(next);
            }}
            className="filter-control filter-select"
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex sm:col-span-2 lg:col-span-4">
        <label htmlFor="people-keyword" className="sr-only">
          {labels.keyword}
        </label>
        <input
          id="people-keyword"
          name="keyword"
          type="search"
          value={current.keyword}
          onChange={(event) => setCurrent({ ...current, keyword: event.currentTarget.value })}
          maxLength={100}
          placeholder={labels.keywordPlaceholder}
          className="filter-control min-w-0 flex-1"
        />
        <button type="submit" className="filter-submit">
          {labels.search}
        </button>
      </div>
      {filtered ? (
        <p className="sm:col-span-2 lg:col-span-4">
          <SiteLink
            href={action}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              startTransition(() => router.push(action, { scroll: false }));
            }}
            className="text-sm text-ink underline decoration-accent underline-offset-4 hover:decoration-2"
          >
            {labels.clear}
          </SiteLink>
        </p>
      ) : null}
    </form>
  );
}
