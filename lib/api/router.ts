import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from './zod';
import type { ZodError } from 'zod';
import type { AdminProfile } from '../repositories/admin-users';
import { successFields } from '../validation/envelope';
import { InvalidInputError } from '../errors';
import { invalidEmailMessage } from '../validation/contact';

export interface ApiEnv {
  Variables: { user: AdminProfile; token: string };
}

/** A zod issue as a 400: `{field}: {problem}`, where the problem is zod's English; lib/api/messages renders it in Chinese. */
export class InvalidValueError extends InvalidInputError {
  constructor(
    field: string,
    readonly issue: z.core.$ZodIssue,
  ) {
    super(field, '{field}: {problem}', { problem: issue.message });
  }
}

/**
 * The first problem, naming its field: `title is required`, `[1].lang: Invalid option…`, or
 * `body: …` when the body as a whole is wrong (an empty array, an object for an array).
 */
function zodInputError(error: ZodError): InvalidInputError {
  const issue = error.issues[0];
  if (!issue) return new InvalidInputError('body', 'Invalid request');
  const field = issue.path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`))
    .join('');
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  if (missing) return new InvalidInputError(field || 'body', field ? '{field} is required' : 'A request body is required');
  return new InvalidValueError(field || 'body', issue);
}

/**
 * The hook of a form visitors fill in: a bad address is answered with the one message the form
 * shows as it is, without the field prefix; anything else as usual.
 */
export function visitorFormHook(result: { success: true } | { success: false; error: ZodError }): undefined {
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  throw issue?.path[0] === 'email' ? new InvalidInputError('email', invalidEmailMessage) : zodInputError(result.error);
}

export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw zodInputError(result.error);
    },
  });
}

const envelope = <T extends z.ZodType>(result: T) => z.object({ ...successFields, result }).openapi({ description: 'Success envelope' });

export const errorSchema = z
  .object({
    code: z.number(),
    error: z.string(),
    message: z.string(),
    resultCode: z.number(),
    resultEnum: z.string(),
    status: z.number(),
    timestamp: z.string(),
    traceId: z.string(),
  })
  .openapi('Error');

/** A documented error response: the error body, and when it happens. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

export const notFoundResponse = errorResponse('No such item');

/**
 * The documented responses of a call: the envelope around `result`, and the errors it may give.
 * `result` is also the call's type: a handler must answer what it declares (`ok` checks it), and
 * the back office's calls read it (lib/admin/api-calls.ts).
 */
export function responses<T extends z.ZodType>(result: T, description = 'Success') {
  return {
    200: { description, content: { 'application/json': { schema: envelope(result) } } },
    400: errorResponse('Invalid input; the message names the field'),
    401: errorResponse('Missing, unknown, expired or revoked token'),
    404: notFoundResponse,
  };
}

export const adminOnly = ' (administrators only; 403 for an editor)';

/** The documented responses of an administrator-only call. */
export function adminResponses<T extends z.ZodType>(result: T) {
  return { ...responses(result), 403: errorResponse('The signed-in user is not an administrator') };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

export const adminSecurity = [{ Authorization: [] as string[] }];
