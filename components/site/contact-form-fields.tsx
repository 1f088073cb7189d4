'use client';

import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { LangCode } from '@/i18n/locales';
import { contactLimits } from '@/lib/validation/contact-limits';
import { basePath } from '@/lib/base-path';

type Field = 'name' | 'email' | 'phone' | 'content';
type FieldErrors = Partial<Record<Field, string>>;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; detail: string };

const fields: Field[] = ['name', 'email', 'phone', 'content'];

/** Every text the form shows, already in the page's language. */
export interface ContactFormLabels {
  replyPromise: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  namePlaceholder: string;
  emailPlaceholder: string;
  phonePlaceholder: string;
  messagePlaceholder: string;
  optional: string;
  required: string;
  submit: string;
  sending: string;
  success: string;
  invalidEmail: string;
  /** What each field says when it is missing. */
  missing: Record<Field, string>;
  /** What each field says when it is too long. */
  tooLong: Record<Field, string>;
  fixErrors: string;
  failedTitle: string;
  serverError: string;
  tooMany: string;
  networkError: string;
  privacyNote: string;
}

// The schema the API validates with, loaded when the visitor first touches the form, so the
// page's first load carries no validation library.
const loadSchema = () => import('@/lib/validation/contact');

const inputClass =
  'block w-full rounded-none border border-ink/30 bg-white px-4 py-3 text-base text-ink placeholder:text-muted ' +
  'transition-colors focus:border-ink focus:outline-2 focus:outline-offset-2 focus:outline-accent ' +
  'aria-[invalid=true]:border-red-700';

/**
 * The enquiry form in the browser: validates with the API's own schema, posts to the public
 * send-email call, and announces errors and success to screen readers.
 */
export function ContactFormFields({ labels, lang }: { labels: ContactFormLabels; lang: LangCode }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [submitted, setSubmitted] = useState(false);

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;

  async function validate(form: HTMLFormElement): Promise<{ values: Record<string, string>; errors: FieldErrors }> {
    const data = new FormData(form);
    const values = Object.fromEntries(['name', 'email', 'phone', 'content', 'website'].map((key) => [key, String(data.get(key) ?? '')]));
    const { contactSchema, invalidEmailMessage } = await loadSchema();
    const result = contactSchema.safeParse(values);
    const found: FieldErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        if (!fields.includes(field) || found[field]) continue;
        if (field === 'email' || issue.message === invalidEmailMessage) found[field] = labels.invalidEmail;
        else if (issue.code === 'too_big') found[field] = labels.tooLong[field];
        else found[field] = labels.missing[field];
      }
    }
    return { values, errors: found };
  }

  async function revalidate() {
    if (!submitted || !formRef.current) return;
    setErrors((await validate(formRef.current)).errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    setSubmitted(true);
    const checked = await validate(form);
    setErrors(checked.errors);
    const firstInvalid = fields.find((field) => checked.errors[field]);
    if (firstInvalid) {
      setStatus({ kind: 'idle' });
      form.querySelector<HTMLElement>(`#${CSS.escape(fieldId(firstInvalid))}`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const { name, email, phone, content, website } = checked.values;
      const response = await fetch(`${basePath}/api/admin/send-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', lang },
        body: JSON.stringify({ name, email, phone: phone || null, content, website: website || undefined }),
      });
      if (response.ok) {
        form.reset();
        setSubmitted(false);
        setErrors({});
        setStatus({ kind: 'sent' });
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      // The API says why an address is refused in the page's language, in the form's own words.
      if (response.status === 400 && body?.message === labels.invalidEmail) {
        setErrors({ email: labels.invalidEmail });
        setStatus({ kind: 'idle' });
        form.querySelector<HTMLElement>(`#${CSS.escape(fieldId('email'))}`)?.focus();
        return;
      }
      setStatus({
        kind: 'failed',
        detail: response.status === 429 ? labels.tooMany : body?.message || labels.serverError,
      });
    } catch {
      setStatus({ kind: 'failed', detail: labels.networkError });
    }
  }

  const fieldLabels: Record<Field, string> = { name: labels.name, email: labels.email, phone: labels.phone, content: labels.message };
  const placeholders = { name: labels.namePlaceholder, email: labels.emailPlaceholder, phone: labels.phonePlaceholder };

  const errorCount = Object.keys(errors).length;
  const sending = status.kind === 'sending';

  /** The attributes that tie a field's control to its label and its error. */
  const control = (field: Field) => ({
    id: fieldId(field),
    name: field,
    maxLength: contactLimits[field],
    required: field !== 'phone',
    'aria-required': field !== 'phone' || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
        <span aria-hidden="true">!</span>
        {errors[field]}
      </p>
    ) : null;

  const label = (field: Field) => (
    <label htmlFor={fieldId(field)} className="mb-2 block text-sm font-semibold tracking-wide text-ink">
      {fieldLabels[field]}
      {field === 'phone' ? (
        <span className="ms-1 font-normal text-muted">({labels.optional})</span>
      ) : (
        <span className="sr-only"> ({labels.required})</span>
      )}
    </label>
  );

  /** One of the single-line fields, with its label and error; only the phone is optional. */
  const textInput = (field: Exclude<Field, 'content'>, kind: InputHTMLAttributes<HTMLInputElement>) => (
    <div className={field === 'phone' ? 'sm:col-span-2' : undefined}>
      {label(field)}
      <input {...control(field)} {...kind} placeholder={placeholders[field]} className={inputClass} />
      {fieldError(field)}
    </div>
  );

  return (
    <div className="contact-form">
      <p id={`${id}-promise`} className="mb-8 max-w-prose text-base leading-relaxed text-ink/80">
        {labels.replyPromise}
      </p>

      <div aria-live="polite" role="status" className="empty:hidden">
        {status.kind === 'sent' ? (
          <p className="mb-6 border-s-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-emerald-900">{labels.success}</p>
        ) : null}
        {submitted && errorCount > 0 ? <p className="sr-only">{labels.fixErrors}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {status.kind === 'failed' ? (
          <p className="mb-6 border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            <span className="font-semibold">{labels.failedTitle}</span> {status.detail}
          </p>
        ) : null}
      </div>

      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSchema()}
        onChange={() => void revalidate()}
        aria-describedby={`${id}-promise`}
        aria-busy={sending}
        className="grid gap-6 sm:grid-cols-2"
      >
        {textInput('name', { type: 'text', autoComplete: 'name' })}
        {textInput('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {textInput('phone', { type: 'tel', autoComplete: 'tel' })}
        <div className="sm:col-span-2">
          {label('content')}
          <textarea
            {...control('content')}
            rows={6}
            placeholder={labels.messagePlaceholder}
            className={`${inputClass} min-h-40 resize-y`}
          />
          {fieldError('content')}
        </div>
        {/* Left empty by people; bots that fill every field in give themselves away. Clipped where it
            stands: moved far to one side, it would widen a page of the other direction. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-12 items-center justify-center bg-ink px-8 py-3 text-sm font-semibold uppercase tracking-[0.14em] text-white transition-colors hover:bg-ink/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60"
          >
            {sending ? labels.sending : labels.submit}
          </button>
          <p className="text-sm text-muted">{labels.privacyNote}</p>
        </div>
      </form>
    </div>
  );
}
