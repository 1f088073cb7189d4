import { createRoute } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import { getSecurityConfig, saveSecurityConfig } from '../../services/security-config';
import { securityConfigSchema } from '../../validation/two-factor';
import { ok } from '../envelope';
import { named } from '../zod';
import { adminOnly, adminResponses, adminSecurity, createRouter, errorResponse, jsonBody } from '../router';

const tags = ['Admin: two-factor sign-in'];

const securityConfig = named(securityConfigSchema, 'SecurityConfig');

export const securityConfigRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/security-config',
      tags,
      summary: `(Extension) Site-wide sign-in rules: totpRequired 1 when every account must use two-factor sign-in${adminOnly}`,
      security: adminSecurity,
      responses: adminResponses(securityConfig),
    }),
    async (c) => ok(c, await getSecurityConfig(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/security-config',
      tags,
      summary: `(Extension) Require two-factor sign-in of every account (totpRequired 1), or not (0). Users without it then sign in with their password and get 403 TOTP_SETUP_REQUIRED on every call but their account, sessions and the setup. 409 when the administrator has no second factor themselves${adminOnly}`,
      security: adminSecurity,
      request: jsonBody(securityConfig),
      responses: {
        ...adminResponses(securityConfig),
        409: errorResponse('The administrator has not turned on their own two-factor sign-in'),
      },
    }),
    async (c) => ok(c, await saveSecurityConfig(getDb(), c.get('user'), c.req.valid('json'))),
  );
