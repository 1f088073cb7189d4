import { Secret, TOTP } from 'otpauth';

// RFC 6238's defaults, which every authenticator app reads from the otpauth:// URI.
const PERIOD_SECONDS = 30;

function totp(secret: string, account = '', issuer = '') {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** A random 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step of `code` when it is right now or one step either side (a phone's clock may be
 * slightly off); null when it is wrong.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
