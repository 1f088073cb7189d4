import { createRoute } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import { getLanguageConfig, saveLanguageConfig } from '../../services/language-config';
import { languageConfigSchema } from '../../validation/language-config';
import { ok } from '../envelope';
import { named } from '../zod';
import { adminOnly, adminResponses, adminSecurity, createRouter, jsonBody } from '../router';

const tags = ['Admin: languages'];

const languageConfig = named(languageConfigSchema, 'LanguageConfig');

export const languageConfigRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/language-config',
      tags,
      summary: `(Extension) The fallback language: an item without a version in the reader's language shows this language's version, else its source's (the default language until set; null: off)${adminOnly}`,
      security: adminSecurity,
      responses: adminResponses(languageConfig),
    }),
    async (c) => ok(c, await getLanguageConfig(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/language-config',
      tags,
      summary: `(Extension) Set the fallback language (a served language, or null to turn it off): a detail page without a version in the reader's language then shows the fallback's, with a notice, noindex and a canonical link to it; the people and practice-area lists include what the reader's language lacks${adminOnly}`,
      security: adminSecurity,
      request: jsonBody(languageConfig),
      responses: adminResponses(languageConfig),
    }),
    async (c) => ok(c, await saveLanguageConfig(getDb(), c.get('user'), c.req.valid('json'))),
  );
