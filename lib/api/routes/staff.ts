import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { createStaff, listAuditLog, listRoles, listStaff, resetPassword, resetTwoFactor, updateStaff } from '../../services/staff';
import {
  auditEntryView,
  createStaffSchema,
  resetPasswordSchema,
  roleView,
  staffAccountView,
  updateStaffSchema,
} from '../../validation/staff';
import { ok, okPage } from '../envelope';
import { idParam, pagingOf, pagingQuery, queryInt, queryText } from '../params';
import { adminOnly, adminResponses, adminSecurity, createRouter, jsonBody } from '../router';

const tags = ['Admin: staff accounts'];

const staffView = named(staffAccountView, 'StaffAccount');

const role = named(roleView, 'Role');

const audit = named(auditEntryView, 'AuditEntry');

export const staffRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/staff',
      tags,
      summary: `(Extension) Staff accounts${adminOnly}`,
      security: adminSecurity,
      responses: adminResponses(z.array(staffView)),
    }),
    async (c) => ok(c, await listStaff(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/roles',
      tags,
      summary: `(Extension) The roles: 1 Administrator (everything), 2 Editor (content only)${adminOnly}`,
      security: adminSecurity,
      responses: adminResponses(z.array(role)),
    }),
    async (c) => ok(c, await listRoles(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/staff',
      tags,
      summary: `(Extension) Create a staff account; 409 when loginAccount is taken${adminOnly}`,
      security: adminSecurity,
      request: jsonBody(createStaffSchema),
      responses: { ...adminResponses(staffView), 409: { description: 'loginAccount is already taken' } },
    }),
    async (c) => ok(c, await createStaff(getDb(), c.get('user'), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/staff/{id}',
      tags,
      summary: `(Extension) Rename, change role, disable (1) or enable (0) an account; disabling ends its sessions; not for your own role or account${adminOnly}`,
      security: adminSecurity,
      request: { params: idParam, ...jsonBody(updateStaffSchema) },
      responses: adminResponses(staffView),
    }),
    async (c) => ok(c, await updateStaff(getDb(), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/staff/{id}/reset-password',
      tags,
      summary: `(Extension) Set a new password for an account and end its sessions${adminOnly}`,
      security: adminSecurity,
      request: { params: idParam, ...jsonBody(resetPasswordSchema) },
      responses: adminResponses(z.null()),
    }),
    async (c) => {
      const { newPassword } = c.req.valid('json');
      await resetPassword(getDb(), c.get('user'), c.get('token'), c.req.valid('param').id, newPassword);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/staff/{id}/totp/reset',
      tags,
      summary: `(Extension) Turn off an account's two-factor sign-in (a lost phone): its secret and recovery codes are forgotten${adminOnly}`,
      security: adminSecurity,
      request: { params: idParam },
      responses: adminResponses(staffView),
    }),
    async (c) => ok(c, await resetTwoFactor(getDb(), c.get('user'), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/audit-log',
      tags,
      summary: `(Extension) Every admin write: who, what, which item, when; newest first; filter by entity, action, userId${adminOnly}`,
      security: adminSecurity,
      request: { query: pagingQuery.extend({ entity: queryText, action: queryText, userId: queryInt(1) }) },
      responses: adminResponses(z.array(audit)),
    }),
    async (c) => {
      const { entity, action, userId, ...pagingInput } = c.req.valid('query');
      const paging = pagingOf(pagingInput);
      const { rows, totalCount } = await listAuditLog(getDb(), c.get('user'), { entity, action, userId }, paging.offset, paging.pageSize);
      return okPage(c, rows, paging, totalCount);
    },
  );
