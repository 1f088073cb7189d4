'use client';

import { useId, type ReactNode, type Ref, type InputHTMLAttributes, type TextareaHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { Switch as RadixSwitch } from 'radix-ui';
import { adminValidationMessage } from '@/lib/admin/i18n/locale';
import { cx } from '../ui/cx';
import { useContentLanguageAttributes } from './content-language';
import { SourceValue, useSourceSide } from './source-side';

/** The message of the error at `name` (nested paths like `items.0.title` too), in the admin's language. */
export function errorAt(errors: FieldErrors | undefined, name: string): string | undefined {
  const error = (errors ? get(errors, name) : undefined) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? adminValidationMessage(error.message) : undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The id of the control; generated when absent (pass it to the child as `id`). */
  htmlFor?: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** A translated field's path in its version (`title`): translating side by side, the source's words are shown beside it. */
  sourceField?: string;
  children: ReactNode | ((id: string) => ReactNode);
}

/**
 * A labelled form row with its validation message under the control. Translating side by side,
 * the source's words of `sourceField` stand beside it (above it on a phone).
 */
export function Field({ label, htmlFor, required, error, hint, className, sourceField, children }: FieldProps) {
  const generated = useId();
  const source = useSourceSide();
  const id = htmlFor ?? generated;
  const field = (
    <>
      {/* The required mark is drawn by CSS, so the label's text (its accessible name) is the label alone. */}
      <label
        htmlFor={id}
        className={cx('mb-1.5 inline-block text-ink', required && "before:mr-1 before:text-danger before:[content:'*'_/_'']")}
      >
        {label}
      </label>
      {typeof children === 'function' ? children(id) : children}
      {error ? (
        <p role="alert" className="mt-1 text-danger" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && <p className="mt-1 text-ink-3">{hint}</p>
      )}
    </>
  );
  if (!source) return <div className={cx('mb-5', className)}>{field}</div>;
  return (
    <div className={cx('mb-5 md:grid md:grid-cols-2 md:gap-x-6', className)}>
      <SourceValue side={source} field={sourceField} label={label} />
      <div className="min-w-0">{field}</div>
    </div>
  );
}

const controlClass = (invalid?: boolean) =>
  cx(
    'w-full rounded-md border bg-white px-2.5 text-sm text-ink transition-colors placeholder:text-ink-3',
    'hover:border-primary-hover focus:border-primary',
    'disabled:cursor-not-allowed disabled:bg-black/[0.04] disabled:text-ink-3',
    invalid ? 'border-danger! focus-visible:outline-danger' : 'border-line',
  );

type Invalid = { invalid?: boolean };

/** A text input; spread `register('name')` into it. Inside a content language it takes its `lang` and `dir`. */
export function TextInput({
  invalid,
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & Invalid & { ref?: Ref<HTMLInputElement> }) {
  const language = useContentLanguageAttributes(rest.type);
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cx(controlClass(invalid), 'h-[44px] md:h-8', className)}
      {...language}
      {...rest}
    />
  );
}

/** A text area; inside a content language it takes its `lang` and `dir`. */
export function TextArea({
  invalid,
  className,
  rows = 4,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Invalid & { ref?: Ref<HTMLTextAreaElement> }) {
  const language = useContentLanguageAttributes();
  return (
    <textarea
      ref={ref}
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cx(controlClass(invalid), 'py-1.5 leading-6', className)}
      {...language}
      {...rest}
    />
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** A native select (keyboard and screen-reader friendly) with an optional empty choice. */
export function SelectInput({
  options,
  placeholder,
  invalid,
  className,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & Invalid & { options: SelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> }) {
  return (
    <select ref={ref} aria-invalid={invalid || undefined} className={cx(controlClass(invalid), 'h-[44px] md:h-8', className)} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** An on/off switch; use with a Controller (`checked`/`onCheckedChange`), e.g. for 0/1 flags. */
export function Switch({
  checked,
  onCheckedChange,
  id,
  disabled,
  label,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      className="relative inline-flex h-[22px] w-11 shrink-0 items-center rounded-full bg-black/25 transition-colors data-[state=checked]:bg-primary disabled:opacity-50"
    >
      <RadixSwitch.Thumb className="block size-[18px] translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[24px]" />
    </RadixSwitch.Root>
  );
}
