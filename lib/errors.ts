import { fillTemplate } from './fill-template';

/** The values a message template names: `{field}`, `{what}`, `{id}`… */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What the product refuses, in its own terms. Code anywhere in lib/ throws these; only the API
 * (lib/api/failures.ts) knows which HTTP status each one becomes. The message is an English
 * template with a `{name}` for each value; the API renders it in the request's language, with the
 * Chinese of the template from lib/api/messages/zh-messages.ts (one line per template).
 */
export abstract class DomainError extends Error {
  /** A machine-readable reason a client can act on (the API's `resultEnum`), when the kind alone does not say. */
  reason?: SecondFactorReason;

  constructor(
    readonly template: string,
    readonly params: MessageParams = {},
  ) {
    super(fillTemplate(template, params));
    this.name = new.target.name;
  }
}

/**
 * Why a sign-in or a call was refused for the second factor: a code is needed, the code given is
 * wrong, or the site requires two-factor sign-in and this user has not set it up yet.
 */
export type SecondFactorReason = 'TOTP_REQUIRED' | 'TOTP_INVALID' | 'TOTP_SETUP_REQUIRED';

/** `<what> not found`, or `<what> <id> not found`; `what` is a noun of lib/api/messages/zh-terms.ts. */
export class NotFoundError extends DomainError {
  constructor(what: string, id?: string | number) {
    super(id === undefined ? '{what} not found' : '{what} {id} not found', id === undefined ? { what } : { what, id });
  }
}

/** The request is well formed but clashes with what is stored (a taken name, a catalog still in use). */
export class ConflictError extends DomainError {}

/** A value the caller sent cannot be accepted; `field` names it, and `{field}` puts it in the message. */
export class InvalidInputError extends DomainError {
  constructor(
    readonly field: string,
    template: string,
    params: MessageParams = {},
  ) {
    super(template, { field, ...params });
  }
}

/** A value the caller sent is larger than allowed. */
export class TooLargeError extends InvalidInputError {}

/** No valid sign-in: a missing, unknown or expired token. */
export class UnauthenticatedError extends DomainError {
  constructor(template = 'Please sign in', reason?: SecondFactorReason) {
    super(template);
    this.reason = reason;
  }
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  constructor(template = 'You do not have permission to do this', reason?: SecondFactorReason) {
    super(template);
    this.reason = reason;
  }
}

/** Too many attempts in a short time. */
export class TooManyRequestsError extends DomainError {}

/** Something the call needs beyond the database (the mail server) is not there or did not answer. */
export class UnavailableError extends DomainError {}
