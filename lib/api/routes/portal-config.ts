import { createRoute } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import * as service from '../../services/portal-config';
import { portalConfigArraySchema, portalConfigView } from '../../validation/portal-config';
import { ok } from '../envelope';
import { langQuery, requestLang } from '../params';
import { named } from '../zod';
import { createRouter, responses } from '../router';
import { wholeVersions } from './list-routes';

const portalConfig = named(portalConfigView, 'PortalConfig');

export const portalConfigRoutes = createRouter()
  .route(
    '/',
    wholeVersions({
      path: '/admin/portal-config',
      tags: ['Admin: firm information'],
      view: portalConfig,
      list: { summary: "The firm's information in every language", run: service.listPortalConfigs },
      save: {
        summary:
          "Save the firm's information: an array with one item per language, each inserted or replaced; all or nothing. Flags accept 0/1 or booleans",
        result: 'Every language after the save',
        body: portalConfigArraySchema,
        run: service.savePortalConfigs,
      },
    }),
  )
  .openapi(
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
