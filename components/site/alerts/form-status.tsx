/** Where a form stands: what it announces above its fields. */
export type FormState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; detail: string };

/** Success and failure above the form, announced to screen readers. */
export function FormStatus({ state, hasErrors, fixErrors }: { state: FormState; hasErrors: boolean; fixErrors: string }) {
  return (
    <>
      <div aria-live="polite" role="status" className="empty:hidden">
        {state.kind === 'done' ? (
          <p className="mb-6 border-s-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-emerald-900" data-testid="alert-done">
            {state.message}
          </p>
        ) : null}
        {hasErrors ? <p className="sr-only">{fixErrors}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {state.kind === 'failed' ? <p className="mb-6 border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">{state.detail}</p> : null}
      </div>
    </>
  );
}
