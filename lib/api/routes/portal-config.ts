import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import * as service from '../../services/portal-config';
import { portalConfigArraySchema, portalConfigView } from '../../validation/portal-config';
import { ok } from '../envelope';
import { langQuery, requestLang } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';

export const portalConfigRoutes = createRouter();

const portalConfig = portalConfigView.openapi('PortalConfig');

portalConfigRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/portal-config',
    tags: ['Admin: firm information'],
    summary: "The firm's information in every language",
    security: adminSecurity,
    responses: responses(z.array(portalConfig)),
  }),
  async (c) => ok(c, await service.listPortalConfigs(getDb())),
);

portalConfigRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/portal-config',
    tags: ['Admin: firm information'],
    summary:
      "Save the firm's information: an array with one item per language, each inserted or replaced; all or nothing. Flags accept 0/1 or booleans",
    security: adminSecurity,
    request: jsonBody(portalConfigArraySchema),
    responses: responses(z.array(portalConfig), 'Every language after the save'),
  }),
  async (c) => ok(c, await service.savePortalConfigs(getDb(), c.get('user'), c.req.valid('json'))),
);

portalConfigRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user/portal-config',
    tags: ['Public'],
    summary: "The firm's information in the request's language (null when none is saved)",
    request: { query: langQuery },
    responses: responses(portalConfig.nullable()),
  }),
  async (c) => ok(c, (await service.getPortalConfig(getDb(), requestLang(c))) ?? null),
);
