import { z } from 'zod';
import { adminProfileView } from './auth';
import { zeroOrOne } from './translation-group';

const roleId = z.number().int().positive();
const userName = z.string().trim().min(1).max(64);
const password = z.string().min(8).max(200);

export const createStaffSchema = z.object({
  loginAccount: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/, { error: 'Use letters, digits and . _ @ - only' }),
  userName,
  password,
  roleId,
});

export const updateStaffSchema = z.object({
  userName: userName.optional(),
  roleId: roleId.optional(),
  disabled: zeroOrOne.optional(),
});

export const resetPasswordSchema = z.object({ newPassword: password });

export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** A staff account as the administrator's list shows it. */
export const staffAccountView = z.object({ ...adminProfileView.shape, disabled: z.number(), createTime: z.string() });

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
