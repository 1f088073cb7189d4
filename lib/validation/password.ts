import { z } from 'zod';

/**
 * NIST SP 800-63B-4 (section 3.1.1.2): a password that is the only factor has at least 15
 * characters; one used with a second factor at least 8. No composition rules; any character.
 */
const PASSWORD_MIN_LENGTH = { alone: 15, withSecondFactor: 8 } as const;

export function minPasswordLength(hasSecondFactor: boolean): number {
  return hasSecondFactor ? PASSWORD_MIN_LENGTH.withSecondFactor : PASSWORD_MIN_LENGTH.alone;
}

/** A new password's field; the server also refuses common passwords. */
export function newPasswordField(hasSecondFactor: boolean) {
  return z.string().min(minPasswordLength(hasSecondFactor)).max(200);
}
