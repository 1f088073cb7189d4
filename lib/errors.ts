/**
 * What the product refuses, in its own terms. Code anywhere in lib/ throws these; only the API
 * (lib/api/failures.ts) knows which HTTP status each one becomes.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** `<what> not found`. */
export class NotFoundError extends DomainError {
  constructor(what = 'Item') {
    super(`${what} not found`);
  }
}

/** The request is well formed but clashes with what is stored (a taken name, a catalog still in use). */
export class ConflictError extends DomainError {}

/** A value the caller sent cannot be accepted; `field` names it, as the message does. */
export class InvalidInputError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A value the caller sent is larger than allowed. */
export class TooLargeError extends InvalidInputError {}

/** No valid sign-in: a missing, unknown or expired token. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please sign in') {
    super(message);
  }
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super(message);
  }
}

/** Too many attempts in a short time. */
export class TooManyRequestsError extends DomainError {}
