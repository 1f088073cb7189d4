import { InvalidInputError } from '../errors';
import { minPasswordLength } from '../validation/password';

let commonPasswords: Promise<Set<string>> | undefined;

// zxcvbn's list of the most common passwords (about 49,000, lower case), loaded on first use.
function loadCommonPasswords(): Promise<Set<string>> {
  return (commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));
}

/**
 * NIST SP 800-63B-4 for a password being chosen: long enough for the account's factors, not a
 * common password, not the account's own name. Existing passwords are not checked again.
 */
export async function checkNewPassword(field: string, password: string, hasSecondFactor: boolean, loginAccount: string): Promise<void> {
  const minLength = minPasswordLength(hasSecondFactor);
  if ([...password].length < minLength) {
    throw new InvalidInputError(
      field,
      hasSecondFactor
        ? '{field}: use at least {min} characters'
        : '{field}: use at least {min} characters (8 once two-factor sign-in is on)',
      { min: minLength },
    );
  }
  const lowered = password.toLowerCase();
  if ((await loadCommonPasswords()).has(lowered) || lowered === loginAccount.toLowerCase()) {
    throw new InvalidInputError(field, '{field}: this password is too common or easy to guess; choose another');
  }
}
