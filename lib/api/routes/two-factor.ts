import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { disableTotp, enableTotp, setUpTotp, totpStatus } from '../../services/two-factor';
import { recoveryCodesView, totpDisableSchema, totpEnableSchema, totpSetupView, totpStatusView } from '../../validation/two-factor';
import { ok } from '../envelope';
import { adminSecurity, createRouter, errorResponse, jsonBody, responses } from '../router';

const tags = ['Admin: two-factor sign-in'];

const conflict = (description: string) => ({ 409: errorResponse(description) });

export const twoFactorRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/totp',
      tags,
      summary: "(Extension) The signed-in user's two-factor sign-in: on or off, required by the site, recovery codes left",
      security: adminSecurity,
      responses: responses(named(totpStatusView, 'TotpStatus')),
    }),
    async (c) => ok(c, await totpStatus(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/totp/setup',
      tags,
      summary:
        '(Extension) A new secret for an authenticator app (RFC 6238), with its otpauth:// URI as a QR code; takes effect once confirmed',
      security: adminSecurity,
      responses: { ...responses(named(totpSetupView, 'TotpSetup')), ...conflict('Two-factor sign-in is already on') },
    }),
    async (c) => ok(c, await setUpTotp(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/totp/enable',
      tags,
      summary:
        '(Extension) Turn two-factor sign-in on with a code from the new secret; returns ten single-use recovery codes, shown only now',
      security: adminSecurity,
      request: jsonBody(totpEnableSchema),
      responses: { ...responses(named(recoveryCodesView, 'RecoveryCodes')), ...conflict('Already on, or no setup started') },
    }),
    async (c) => ok(c, await enableTotp(getDb(), c.get('user'), c.req.valid('json').code)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/totp/disable',
      tags,
      summary: '(Extension) Turn two-factor sign-in off, proven by the password or a code; wrong proofs count as failed sign-ins',
      security: adminSecurity,
      request: jsonBody(totpDisableSchema),
      responses: { ...responses(z.null()), ...conflict('Already off'), 429: errorResponse('Too many failed sign-ins') },
    }),
    async (c) => {
      await disableTotp(getDb(), c.get('user'), c.req.valid('json'));
      return ok(c, null);
    },
  );
