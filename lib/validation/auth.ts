import { z } from 'zod';

export const loginSchema = z.object({
  loginAccount: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
});

export const modifyPasswordSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().min(8).max(200),
});

export const modifyHeadImgSchema = z.object({
  headImg: z.string().trim().max(500),
});

export type LoginInput = z.infer<typeof loginSchema>;
