import { HTTPException } from 'hono/http-exception';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  TooLargeError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnavailableError,
} from '../errors';
import { log } from '../log';
import type { ErrorStatus } from './errors';
import type { ApiMessage } from './messages/render';
import { InvalidValueError } from './router';

// Checked in order: a subclass comes before the class it extends.
const domainStatuses: [kind: abstract new (...args: never[]) => DomainError, status: ErrorStatus][] = [
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [InvalidInputError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [TooManyRequestsError, 429],
  [UnavailableError, 503],
];

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08006',
  '08001',
  '08003',
  'SQLITE_BUSY',
]);
const uniqueCodes = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const referenceCodes = new Set(['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);
// PostgreSQL data exceptions caused by the input: a number beyond the column's range, a NUL in text.
const invalidValueCodes = new Set(['22001', '22003', '22021', '22P05']);

// Hono's own refusals, as the API says them.
function httpExceptionMessage(error: HTTPException): ApiMessage {
  if (error.message === 'Malformed JSON in request body') return { template: 'body: malformed JSON' };
  const formData = /^Malformed FormData request\. (.*)$/s.exec(error.message);
  if (formData) return { template: 'Malformed FormData request. {detail}', params: { detail: formData[1] } };
  // Any other refusal of Hono's is passed on in its own words.
  return error.message ? { template: error.message } : { template: 'Invalid request' };
}

/** Maps anything a handler threw to a status and a message a client can act on. */
export function classifyFailure(error: unknown): { status: ErrorStatus; message: ApiMessage; resultEnum?: string } {
  const domainStatus = domainStatuses.find(([kind]) => error instanceof kind)?.[1];
  if (domainStatus) {
    const { template, params, reason } = error as DomainError;
    return {
      status: domainStatus,
      message: { template, params, issue: error instanceof InvalidValueError ? error.issue : undefined },
      resultEnum: reason,
    };
  }
  if (error instanceof HTTPException) return { status: error.status as ErrorStatus, message: httpExceptionMessage(error) };
  const code = String((error as { code?: unknown })?.code ?? '');
  const text = String((error as { message?: unknown })?.message ?? '');
  if (unavailableCodes.has(code) || /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(text)) {
    return { status: 503, message: { template: 'The database is unavailable; please try again shortly' } };
  }
  if (uniqueCodes.has(code)) return { status: 409, message: { template: 'An item with the same key already exists' } };
  if (referenceCodes.has(code)) return { status: 400, message: { template: 'The request refers to an item that does not exist' } };
  if (invalidValueCodes.has(code))
    return { status: 400, message: { template: 'A value in the request is out of range or contains a character that cannot be stored' } };
  log.error({ err: error }, 'unhandled API error');
  return { status: 500, message: { template: 'Something went wrong on our side' } };
}
