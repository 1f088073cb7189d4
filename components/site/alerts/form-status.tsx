import type { AlertField } from '@/lib/site/alert-form';
import type { AlertLabels } from './alert-labels';
import { fieldId } from './choice-fields';

/**
 * How the form last sent went, above its fields: the thanks, the rate limit, or the fields to
 * correct, each a link to its field (the form comes back from the server, so nothing is focused for the reader).
 */
export function FormStatus({
  id,
  labels,
  done,
  tooMany,
  errors,
}: {
  id: string;
  labels: AlertLabels;
  done?: string;
  tooMany?: boolean;
  errors: AlertField[];
}) {
  return (
    <>
      {done ? (
        <p role="status" className="mb-6 border-s-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-emerald-900" data-testid="alert-done">
          {done}
        </p>
      ) : null}
      {tooMany || errors.length ? (
        <div role="alert" className="mb-6 border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="alert-problems">
          <p>{tooMany ? labels.tooMany : labels.fixErrors}</p>
          {errors.length ? (
            <ul className="mt-2 list-disc ps-5">
              {errors.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(id, field)}`} className="underline underline-offset-2">
                    {labels.problems[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
