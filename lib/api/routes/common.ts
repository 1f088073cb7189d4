import { createRoute } from '@hono/zod-openapi';
import { z } from '../zod';
import { siteLanguages } from '@/i18n/locales';
import { ok } from '../envelope';
import { createRouter, responses } from '../router';

export const commonRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/common/language',
    tags: ['Common'],
    summary: 'Languages the site is offered in, the default first (SITE_LANGUAGES)',
    responses: responses(z.array(z.object({ langCode: z.string(), langName: z.string() }))),
  }),
  (c) =>
    ok(
      c,
      siteLanguages().map(({ langCode, langName }) => ({ langCode, langName })),
    ),
);
