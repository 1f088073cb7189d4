import type { MiddlewareHandler } from 'hono';
import { getDb } from '../db/client';
import { assertMayChangeSiteAtOnce } from '../services/workflow/approval';
import type { ApiEnv } from './router';

/**
 * The admin write calls an editor may make while approval is required, as the OpenAPI document
 * writes them. Each saves a draft through the editorial workflow (which refuses to publish,
 * schedule, unpublish or delete live content), or changes only the caller's own account or
 * what visitors never see. Every other write changes the site at once, so it is an
 * administrator's then; a call added later is too, until it is listed here.
 */
const editorWrites = [
  ...['latest-news', 'case-analysis', 'lawfirm-honour'].flatMap((path) => [
    `POST /admin/${path}`,
    `PUT /admin/${path}`,
    `DELETE /admin/${path}`,
  ]),
  ...['banner', 'professionalField', 'lawyerTeam'].flatMap((path) => [
    `POST /admin/${path}`,
    `PUT /admin/${path}`,
    `DELETE /admin/${path}/{id}`,
  ]),
  'POST /admin/legal-document',
  'POST /admin/revisions/{revisionId}/restore',
  // Marks a translation current: nothing visitors see changes.
  'POST /admin/translations/confirm',
  'POST /admin/files/upload',
  'PUT /admin/messages/{id}/handled',
  'PUT /admin/modify-password',
  'PUT /admin/modify-head-img',
  'PUT /admin/modify-email',
  'POST /admin/modify-email/confirm',
  'POST /admin/totp/setup',
  'POST /admin/totp/enable',
  'POST /admin/totp/disable',
  'DELETE /admin/sessions/{id}',
  'POST /admin/sessions/end-others',
];

const allowed = editorWrites.map((call) => {
  const [method, path] = call.split(' ');
  return { method, path: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
});

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses an editor's write that would change the site at once while approval is required (403). */
export function approvalGate(apiBasePath: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user = c.get('user') as ApiEnv['Variables']['user'] | undefined;
    const path = c.req.path.slice(apiBasePath.length);
    const method = c.req.method;
    if (user && !reads.has(method) && !allowed.some((call) => call.method === method && call.path.test(path))) {
      await assertMayChangeSiteAtOnce(getDb(), user);
    }
    await next();
  };
}
