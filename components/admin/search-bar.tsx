'use client';

import { Search } from 'lucide-react';
import { useState } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { SelectInput, TextInput, type SelectOption } from './form/field';
import { Button } from './ui/button';

export interface SearchField<F extends string> {
  name: F;
  label: string;
  /** For a select, the label of the empty choice ("all"). */
  placeholder?: string;
  /** Makes the field a select of these choices instead of a text box. */
  options?: SelectOption[];
  /** The control's width class. */
  width?: string;
}

/**
 * The search form above a table: labelled fields, Search and Reset. Pair it with
 * `useListState` (`values={list.filters} onSearch={list.search}`).
 */
export function SearchBar<F extends string>({
  fields,
  values,
  onSearch,
}: {
  fields: SearchField<F>[];
  values: Record<F, string>;
  onSearch: (values: Record<F, string>) => void;
}) {
  const t = useT(commonText);
  const [draft, setDraft] = useState(values);
  const [shownValues, setShownValues] = useState(values);
  if (values !== shownValues) {
    setShownValues(values);
    setDraft(values);
  }

  const cleared = () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>;

  return (
    <form
      role="search"
      className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-lg bg-white px-4 py-4 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      {fields.map((field) => {
        const id = `search-${field.name}`;
        const set = (value: string) => setDraft((current) => ({ ...current, [field.name]: value }));
        return (
          <div key={field.name} className="flex items-center gap-2">
            <label htmlFor={id} className="whitespace-nowrap">
              {field.label}
            </label>
            {field.options ? (
              <SelectInput
                id={id}
                className={field.width}
                value={draft[field.name] ?? ''}
                onChange={(event) => set(event.target.value)}
                placeholder={field.placeholder}
                options={field.options}
              />
            ) : (
              <TextInput
                id={id}
                className={field.width ?? 'w-56'}
                value={draft[field.name] ?? ''}
                placeholder={field.placeholder}
                onChange={(event) => set(event.target.value)}
              />
            )}
          </div>
        );
      })}
      <div className="ml-auto flex gap-2">
        <Button
          onClick={() => {
            setDraft(cleared());
            onSearch(cleared());
          }}
        >
          {t.reset}
        </Button>
        <Button type="submit" variant="primary" icon={<Search aria-hidden className="size-4" />}>
          {t.search}
        </Button>
      </div>
    </form>
  );
}
