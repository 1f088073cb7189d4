import { z } from 'zod';
import { adminProfileView } from './auth';
import { newPasswordField } from './password';
import { zeroOrOne } from './translation-group';

const roleId = z.number().int().positive();
const userName = z.string().trim().min(1).max(64);
/** A translator's languages (API codes); required for that role, ignored for the others. */
const languages = z.array(z.string().max(16)).max(10);

export const createStaffSchema = z.object({
  loginAccount: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/, { error: 'Use letters, digits and . _ @ - only' }),
  userName,
  // A new account has no second factor yet.
  password: newPasswordField(false),
  roleId,
  languages: languages.optional(),
});

export const updateStaffSchema = z.object({
  userName: userName.optional(),
  roleId: roleId.optional(),
  languages: languages.optional(),
  disabled: zeroOrOne.optional(),
});

// The least any account may have; the server asks 15 of an account without a second factor.
export const resetPasswordSchema = z.object({ newPassword: newPasswordField(true) });

export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** A staff account as the administrator's list shows it. */
export const staffAccountView = z.object({
  ...adminProfileView.shape,
  disabled: z.number(),
  createTime: z.string(),
  /** 1 when the account signs in with a second factor. */
  totpEnabled: z.number(),
});

export const roleView = z.object({ id: z.number(), code: z.string(), roleName: z.string() });

/** One admin write in the audit log. */
export const auditEntryView = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityKey: z.string().nullable(),
  createTime: z.string(),
});

export type StaffAccount = z.infer<typeof staffAccountView>;
export type Role = z.infer<typeof roleView>;
