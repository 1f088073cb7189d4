import type { Generated } from 'kysely';

/** Staff: roles, accounts, recovery codes, sessions, and the audit log of their writes. */

export interface AdminRoleTable {
  id: number;
  code: string;
  roleName: string;
}

export interface AdminUserTable {
  id: Generated<number>;
  loginAccount: string;
  userName: string;
  passwordHash: string;
  headImg: string | null;
  /** The account's own e-mail address (test-sends of insight alerts go there once it is confirmed); null until set. */
  email: string | null;
  /** When the code mailed to `email` was entered; null while the address is unconfirmed. */
  emailConfirmedAt: string | null;
  /** SHA-256 of the code mailed to `email`, salted with the account and the address; null when none is waiting. */
  emailCodeHash: string | null;
  emailCodeExpiresAt: string | null;
  roleId: number;
  /** A translator's languages, codes separated by commas; null for the other roles. */
  languages: string | null;
  disabled: number;
  lastLoginTime: string | null;
  createTime: string;
  updateTime: string;
  /** Base32 TOTP secret once two-factor sign-in is on; null when it is off. */
  totpSecret: string | null;
  /** The secret offered by the last setup, until a code from it turns two-factor sign-in on. */
  totpPendingSecret: string | null;
  /** The time step of the last code accepted, so a code signs in once. */
  totpLastStep: number | null;
}

export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 of the normalised code; a used code is deleted. */
  codeHash: string;
}

export interface AdminSessionTable {
  tokenHash: string;
  /** Public, random: names the session in the sessions list without revealing the token hash. */
  id: string;
  userId: number;
  userAgent: string | null;
  address: string | null;
  createTime: string;
  /** Updated at most once a minute. */
  lastUsedAt: string;
  expiresAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  userName: string | null;
  action: string;
  entity: string;
  entityKey: string | null;
  createTime: string;
}
