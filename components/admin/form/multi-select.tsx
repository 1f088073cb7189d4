'use client';

import { Check, ChevronDown, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { cx } from '../ui/cx';

interface MultiSelectOption {
  value: number;
  label: string;
}

export interface MultiSelectProps {
  options: MultiSelectOption[];
  /** The chosen values, in the order chosen. */
  value: number[] | null | undefined;
  onChange: (value: number[]) => void;
  id?: string;
  invalid?: boolean;
  placeholder?: string;
  /** Shown in the list when there is nothing to choose. */
  emptyText?: string;
  /** The accessible name of the list of choices. */
  label?: string;
}

/**
 * Chooses several of a list (job titles, practice areas): the choices show as tags that can
 * be removed; the list opens below with a filter box. Use with a Controller.
 */
export function MultiSelect({ options, value, onChange, id, invalid, placeholder, emptyText, label }: MultiSelectProps) {
  const t = useT(commonText);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const chosen = value ?? [];
  const labelOf = (choice: number) => options.find((option) => option.value === choice)?.label ?? `#${choice}`;
  const toggle = (choice: number) => onChange(chosen.includes(choice) ? chosen.filter((item) => item !== choice) : [...chosen, choice]);
  const shown = options.filter((option) => option.label.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFilter('');
      }}
    >
      <Popover.Anchor asChild>
        <div
          className={cx(
            'flex min-h-8 w-full items-center gap-1 rounded-md border bg-white py-0.5 pr-1 pl-1 transition-colors hover:border-primary-hover',
            invalid ? 'border-danger' : 'border-line',
            open && 'border-primary ring-2 ring-primary/10',
          )}
        >
          {chosen.length > 0 && (
            <ul className="flex flex-1 flex-wrap gap-1">
              {chosen.map((choice) => (
                <li key={choice} className="inline-flex h-6 items-center gap-1 rounded bg-black/[0.06] pr-0.5 pl-2 text-sm">
                  {labelOf(choice)}
                  <button
                    type="button"
                    className="rounded p-0.5 text-ink-3 hover:bg-black/10 hover:text-ink"
                    aria-label={`${t.remove} ${labelOf(choice)}`}
                    onClick={() => toggle(choice)}
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Popover.Trigger asChild>
            <button
              type="button"
              id={id}
              aria-haspopup="listbox"
              className={cx(
                'inline-flex h-6 shrink-0 items-center gap-1 rounded px-1.5 text-ink-3 hover:bg-black/[0.04]',
                chosen.length === 0 && 'flex-1 justify-between',
              )}
            >
              {chosen.length === 0 && <span>{placeholder}</span>}
              <ChevronDown aria-hidden className="size-4" />
            </button>
          </Popover.Trigger>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-lg bg-white p-1 shadow-lg ring-1 ring-black/5"
        >
          {options.length > 8 && (
            <input
              autoFocus
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              aria-label={t.search}
              placeholder={t.search}
              className="mb-1 h-[44px] w-full rounded-md md:h-8 border border-line px-2 focus:border-primary"
            />
          )}
          <ul role="listbox" aria-multiselectable="true" aria-label={label} className="max-h-64 overflow-y-auto">
            {shown.length === 0 && <li className="px-3 py-2 text-ink-3">{emptyText ?? t.empty}</li>}
            {shown.map((option) => {
              const selected = chosen.includes(option.value);
              return (
                <li
                  key={option.value}
                  role="option"
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => toggle(option.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      toggle(option.value);
                    }
                  }}
                  className={cx(
                    'flex cursor-pointer items-center justify-between gap-2 rounded px-3 py-1.5 hover:bg-black/[0.04] focus:bg-black/[0.04]',
                    selected && 'bg-primary-soft! font-medium',
                  )}
                >
                  {option.label}
                  {selected && <Check aria-hidden className="size-4 text-primary" />}
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
