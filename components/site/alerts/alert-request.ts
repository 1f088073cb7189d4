import { basePath } from '@/lib/base-path';
import type { AlertErrors, AlertLabels } from './alert-labels';
import { fieldOfRefusal } from './choice-fields';

/** How a call of the alerts API ended, for the form to show. */
export type AlertOutcome = { kind: 'done' } | { kind: 'field'; errors: AlertErrors } | { kind: 'failed'; detail: string };

/**
 * Calls the alerts API (in English, so a 400's message begins with the field it names) and says
 * what to show: a 400 goes next to its field, anything else above the form.
 */
export async function callAlerts(method: 'POST' | 'PUT', path: string, body: unknown, labels: AlertLabels): Promise<AlertOutcome> {
  try {
    const response = await fetch(`${basePath}/api/user/subscriptions${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) return { kind: 'done' };
    if (response.status === 429) return { kind: 'failed', detail: labels.tooMany };
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    const field = response.status === 400 ? fieldOfRefusal(answer?.message) : undefined;
    if (field) {
      const known = {
        email: labels.emailRequired,
        practiceAreas: labels.areasRequired,
        frequency: labels.frequencyRequired,
        consent: labels.consentRequired,
      };
      return { kind: 'field', errors: { [field]: known[field as keyof typeof known] ?? answer?.message } };
    }
    return { kind: 'failed', detail: labels.serverError };
  } catch {
    return { kind: 'failed', detail: labels.networkError };
  }
}
