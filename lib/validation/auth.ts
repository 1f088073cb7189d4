import { z } from 'zod';
import { newPasswordField } from './password';

/** A code of the authenticator app (six digits) or one of the recovery codes. */
export const secondFactorCode = z.string().trim().max(64);

export const loginSchema = z.object({
  loginAccount: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  code: secondFactorCode.optional(),
});

// The least any account may have; the server asks 15 of an account without a second factor.
export const modifyPasswordSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: newPasswordField(true),
});

export const modifyHeadImgSchema = z.object({
  headImg: z.string().trim().max(500),
});

/** The signed-in user's own e-mail address, confirmed by a code mailed to it; an empty one removes it. */
export const modifyEmailSchema = z.object({
  email: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email())]),
});

/** The code mailed to the signed-in user's own address, which confirms it. */
export const confirmEmailSchema = z.object({ code: z.string().trim().min(1).max(16) });

export type LoginInput = z.infer<typeof loginSchema>;
export type ModifyPasswordInput = z.infer<typeof modifyPasswordSchema>;

/** A staff account as every response about one shows it (`GET /api/admin/mine`). */
export const adminProfileView = z.object({
  id: z.number(),
  loginAccount: z.string(),
  userName: z.string(),
  headImg: z.string().nullable(),
  roleId: z.number(),
  roleName: z.string(),
  lastLoginTime: z.string().nullable(),
  /** The languages a translator translates into; empty for the other roles. */
  languages: z.array(z.string()),
});
