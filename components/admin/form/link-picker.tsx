'use client';

import { Check, X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { linksText } from '@/lib/admin/i18n/links';
import { useLinkChoice, useLinkChoices, type LinkChoice, type LinkTargetKind } from '@/lib/admin/links';
import { cx } from '../ui/cx';
import { TextInput } from './field';

const SEARCH_DELAY_MS = 200;

const popup = 'absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-black/5';

/** `value` once it has stood still for a moment. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** A chosen lawyer or practice area: its name and title, and a button to remove it. */
function Picked({ kind, no, onRemove }: { kind: LinkTargetKind; no: string; onRemove: (name: string) => void }) {
  const t = useT(linksText);
  const choice = useLinkChoice(kind, no);
  const name = choice?.name ?? format(t.gone, { no });
  return (
    <li className="flex min-w-0 items-center justify-between gap-2 rounded-md border border-line-soft bg-black/[0.02] py-0.5 pr-0.5 pl-3">
      <span className="min-w-0 break-words">
        <span className="text-ink">{name}</span>
        {choice?.title && <span className="ml-2 text-ink-3">{choice.title}</span>}
      </span>
      <button
        type="button"
        aria-label={format(t.remove, { name })}
        onClick={() => onRemove(name)}
        className="inline-flex shrink-0 items-center justify-center rounded text-ink-3 hover:bg-black/10 hover:text-ink max-md:size-[44px] md:size-7"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/**
 * Chooses lawyers or practice areas by their groups' keys: a combobox searching them by name
 * (arrows move through the list, Enter picks, Escape closes), and the chosen ones listed with
 * their titles, each removable. `single` keeps one at most (a list's filter). Use with a Controller.
 */
export function LinkPicker({
  kind,
  id,
  value,
  onChange,
  label,
  single = false,
}: {
  kind: LinkTargetKind;
  /** The search box's id, which the field's label names. */
  id: string;
  value: readonly string[];
  onChange: (nos: string[]) => void;
  /** What the chosen ones are called (the field's label). */
  label: string;
  single?: boolean;
}) {
  const t = useT(linksText);
  const listId = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [said, setSaid] = useState('');
  const settled = useSettled(search);
  const found = useLinkChoices(kind, settled);
  // While the search box moves ahead of the search, the list is of the words before: not offered.
  const choices = settled === search ? found : undefined;
  const shown = choices ?? [];
  const activeChoice = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const optionId = (choice: LinkChoice) => `${listId}-${choice.no}`;

  const pick = (choice: LinkChoice) => {
    if (value.includes(choice.no)) {
      onChange(value.filter((no) => no !== choice.no));
      setSaid(format(t.removed, { name: choice.name }));
    } else {
      onChange(single ? [choice.no] : [...value, choice.no]);
      setSaid(format(t.added, { name: choice.name }));
    }
    // The search starts again for the next one; a single choice closes the list.
    setSearch('');
    setActive(0);
    if (single) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (shown.length) setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length);
    } else if (event.key === 'Enter') {
      // Enter picks in the list; it never submits the form around the picker.
      event.preventDefault();
      if (activeChoice) pick(activeChoice);
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {value.length > 0 && (
        <ul aria-label={format(t.picked, { what: label })} className="flex flex-col gap-1.5">
          {value.map((no) => (
            <Picked
              key={no}
              kind={kind}
              no={no}
              onRemove={(name) => {
                onChange(value.filter((other) => other !== no));
                setSaid(format(t.removed, { name }));
              }}
            />
          ))}
        </ul>
      )}
      <div className="relative">
        <TextInput
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeChoice ? optionId(activeChoice) : undefined}
          placeholder={kind === 'lawyer' ? t.searchLawyers : t.searchPracticeAreas}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable={!single || undefined}
          hidden={!open || shown.length === 0}
          className={popup}
        >
          {shown.map((choice) => {
            const selected = value.includes(choice.no);
            return (
              <li
                key={choice.no}
                id={optionId(choice)}
                role="option"
                aria-selected={selected}
                // Picking keeps the focus in the search box.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(choice)}
                className={cx(
                  'flex cursor-pointer items-center justify-between gap-2 rounded px-3 py-1.5 max-md:min-h-[44px]',
                  choice === activeChoice && 'bg-black/[0.06]',
                  selected && 'font-medium text-primary',
                )}
              >
                <span className="min-w-0 break-words">
                  {choice.name}
                  {choice.title && <span className="ml-2 font-normal text-ink-3">{choice.title}</span>}
                </span>
                {selected && <Check aria-hidden className="size-4 shrink-0" />}
              </li>
            );
          })}
        </ul>
        {open && shown.length === 0 && <p className={cx(popup, 'px-3 py-2 text-ink-3')}>{choices ? t.noMatch : t.loading}</p>}
      </div>
      <p role="status" className="sr-only">
        {open && choices ? `${format(t.results, { count: shown.length })} ${said}` : said}
      </p>
    </div>
  );
}
