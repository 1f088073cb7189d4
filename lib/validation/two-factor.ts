import { z } from 'zod';
import { secondFactorCode } from './auth';
import { flag } from './translation-group';

/** What an authenticator app needs: the secret, as a QR code or typed in. */
export const totpSetupView = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth:// URI as a QR code: an SVG image `data:` URL. */
  qrCode: z.string(),
});

export const totpEnableSchema = z.object({ code: secondFactorCode.min(1) });

export const recoveryCodesView = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning the second factor off proves it is the user: their password, or a code. */
export const totpDisableSchema = z
  .object({ password: z.string().max(200).optional(), code: secondFactorCode.optional() })
  .refine((value) => value.password || value.code, { path: ['password'], message: 'give your password or a code' });

export const totpStatusView = z.object({
  enabled: z.number(),
  /** 1 when an administrator requires two-factor sign-in of everyone. */
  required: z.number(),
  recoveryCodesLeft: z.number(),
});

export const securityConfigSchema = z.object({ totpRequired: flag });

export type TotpSetup = z.infer<typeof totpSetupView>;
export type TotpStatus = z.infer<typeof totpStatusView>;
export type RecoveryCodes = z.infer<typeof recoveryCodesView>;
export type SecurityConfig = z.infer<typeof securityConfigSchema>;
