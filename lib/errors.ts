/**
 * What the product refuses, in its own terms. Code anywhere in lib/ throws these; only the API
 * (lib/api/failures.ts) knows which HTTP status each one becomes.
 */
export abstract class DomainError extends Error {
  /** A machine-readable reason a client can act on (the API's `resultEnum`), when the kind alone does not say. */
  reason?: SecondFactorReason;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Why a sign-in or a call was refused for the second factor: a code is needed, the code given is
 * wrong, or the site requires two-factor sign-in and this user has not set it up yet.
 */
export type SecondFactorReason = 'TOTP_REQUIRED' | 'TOTP_INVALID' | 'TOTP_SETUP_REQUIRED';

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
  constructor(message = 'Please sign in', reason?: SecondFactorReason) {
    super(message);
    this.reason = reason;
  }
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this', reason?: SecondFactorReason) {
    super(message);
    this.reason = reason;
  }
}

/** Too many attempts in a short time. */
export class TooManyRequestsError extends DomainError {}
