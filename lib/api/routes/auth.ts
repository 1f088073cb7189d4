import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { changePassword, login, logout } from '../../services/auth';
import { changeHeadImage } from '../../services/head-image';
import { changeOwnEmail, confirmOwnEmail } from '../../services/staff-email';
import { accountLanguages } from '../../services/translator';
import {
  adminProfileView,
  confirmEmailSchema,
  loginSchema,
  modifyEmailSchema,
  modifyHeadImgSchema,
  modifyPasswordSchema,
} from '../../validation/auth';
import { requestClient } from '../client';
import { ok } from '../envelope';
import { backOfficeLangCode } from '../messages/render';
import { adminSecurity, createRouter, errorResponse, jsonBody, responses } from '../router';

const profileSchema = named(adminProfileView, 'AdminProfile');

export const authRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/login',
      tags: ['Admin: account'],
      summary: 'Sign in; returns the token to send as Authorization',
      description:
        'An account with two-factor sign-in also sends `code`: the six digits of its authenticator app, or one of its recovery codes (each works once). ' +
        'A right password without `code` is 401 with resultEnum `TOTP_REQUIRED`; a wrong or used code is 401 with `TOTP_INVALID` and counts as a failed sign-in. ' +
        'Five failed sign-ins (passwords or codes) for one account or one client in 15 minutes: 429 until the window passes.',
      request: jsonBody(loginSchema),
      responses: {
        ...responses(z.string(), 'The token'),
        401: errorResponse('Two-factor sign-in: a code is needed (`TOTP_REQUIRED`) or the code is wrong (`TOTP_INVALID`)'),
        429: errorResponse('Too many failed sign-ins'),
      },
    }),
    async (c) => ok(c, await login(getDb(), c.req.valid('json'), requestClient(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/quit',
      tags: ['Admin: account'],
      summary: 'Sign out: the token stops working',
      security: adminSecurity,
      responses: responses(z.null()),
    }),
    async (c) => {
      await logout(getDb(), c.get('token'));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/mine',
      tags: ['Admin: account'],
      summary: 'The signed-in user',
      security: adminSecurity,
      responses: responses(profileSchema),
    }),
    (c) => {
      const user = c.get('user');
      const { id, loginAccount, userName, headImg, roleId, roleName, lastLoginTime } = user;
      return ok(c, { id, loginAccount, userName, headImg, roleId, roleName, lastLoginTime, languages: accountLanguages(user) });
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/modify-password',
      tags: ['Admin: account'],
      summary: "Change the password; the user's other sessions end",
      description:
        'A wrong `oldPassword` counts as a failed sign-in, for the account and the client: after five in 15 minutes, 429 until the window passes, even for the right one.',
      security: adminSecurity,
      request: jsonBody(modifyPasswordSchema),
      responses: { ...responses(z.null()), 429: errorResponse('Too many failed sign-ins') },
    }),
    async (c) => {
      await changePassword(getDb(), { user: c.get('user'), token: c.get('token'), client: requestClient(c) }, c.req.valid('json'));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/modify-head-img',
      tags: ['Admin: account'],
      summary: "Change the signed-in user's head image",
      security: adminSecurity,
      request: jsonBody(modifyHeadImgSchema),
      responses: responses(z.null()),
    }),
    async (c) => {
      await changeHeadImage(getDb(), c.get('user').id, c.req.valid('json').headImg);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/modify-email',
      tags: ['Admin: account'],
      summary: "Change the signed-in user's own e-mail address, where test-sends of insight alerts go once it is confirmed",
      description:
        'The address is saved unconfirmed and a six-digit code, valid for 30 minutes, is mailed to it at once, in the back office language of the `lang` header (Chinese or English); ' +
        '`POST /api/admin/modify-email/confirm` confirms it. Sending the unconfirmed address again mails a new code; sending the confirmed one again changes nothing; an empty one removes the address. ' +
        'Five codes per account in 24 hours, then 429. 503 when no mail server is set (`SMTP_URL`) or it does not take the mail; the address is then left as it was.',
      security: adminSecurity,
      request: jsonBody(named(modifyEmailSchema, 'ModifyEmail')),
      responses: {
        ...responses(z.null()),
        429: errorResponse('Five codes mailed in 24 hours'),
        503: errorResponse('No mail server, or it did not take the mail'),
      },
    }),
    async (c) => {
      await changeOwnEmail(getDb(), c.get('user'), c.req.valid('json').email, backOfficeLangCode(c));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/modify-email/confirm',
      tags: ['Admin: account'],
      summary: "Confirm the signed-in user's own e-mail address with the code mailed to it",
      description:
        'A wrong or expired code is 400 naming `code`; five wrong codes in 15 minutes, then 429 until the window passes (a right code too). 409 when no code is waiting.',
      security: adminSecurity,
      request: jsonBody(named(confirmEmailSchema, 'ConfirmEmail')),
      responses: {
        ...responses(z.null()),
        409: errorResponse('No code is waiting: the address is confirmed already, or none is set'),
        429: errorResponse('Too many wrong codes'),
      },
    }),
    async (c) => {
      await confirmOwnEmail(getDb(), c.get('user'), c.req.valid('json').code);
      return ok(c, null);
    },
  );
