import type { MiddlewareHandler } from 'hono';
import { getDb } from '../db/client';
import { isTranslator, refuseTranslator } from '../services/translator';
import { assertMayChangeSiteAtOnce } from '../services/workflow/approval';
import type { ApiEnv } from './router';

/** Calls that change only the caller's own account or what visitors never see. */
const ownAccountWrites = [
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

const articlePaths = ['latest-news', 'case-analysis', 'lawfirm-honour'];
const itemPaths = ['banner', 'professionalField', 'lawyerTeam'];

/**
 * Saves of content versions. Each goes through the editorial workflow, which refuses to publish,
 * schedule, unpublish or delete live content for a user who needs approval, and keeps a
 * translator to the words of their languages.
 */
const contentSaves = [...articlePaths, ...itemPaths].flatMap((path) => [`POST /admin/${path}`, `PUT /admin/${path}`]);

/** Marks a translation current, or brings translated files in as drafts: nothing visitors see changes. */
const translationWrites = ['POST /admin/translations/confirm', 'POST /admin/translations/xliff'];

/**
 * The admin write calls an editor may make while approval is required, as the OpenAPI document
 * writes them. Every other write changes the site at once, so it is an administrator's then;
 * a call added later is too, until it is listed here.
 */
const editorWrites = [
  ...contentSaves,
  ...articlePaths.map((path) => `DELETE /admin/${path}`),
  ...itemPaths.map((path) => `DELETE /admin/${path}/{id}`),
  ...translationWrites,
  'POST /admin/legal-document',
  // Creates folders (a translation's, in its language): renaming, moving and deleting them stay an administrator's.
  'POST /admin/catalog',
  'POST /admin/revisions/{revisionId}/restore',
  'POST /admin/files/upload',
  'PUT /admin/messages/{id}/handled',
  ...ownAccountWrites,
];

/** What a translator may write: their translations, and their own account. */
const translatorWrites = [...contentSaves, ...translationWrites, ...ownAccountWrites];

const matcher = (calls: string[]) => {
  const patterns = calls.map((call) => {
    const [method, path] = call.split(' ');
    return { method, path: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
  });
  return (method: string, path: string) => patterns.some((call) => call.method === method && call.path.test(path));
};

const editorMay = matcher(editorWrites);
const translatorMay = matcher(translatorWrites);

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a translator's write that is not translation work, and an editor's write that
 * would change the site at once while approval is required.
 */
export function approvalGate(apiBasePath: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user = c.get('user') as ApiEnv['Variables']['user'] | undefined;
    const path = c.req.path.slice(apiBasePath.length);
    const method = c.req.method;
    if (user && !reads.has(method)) {
      if (isTranslator(user)) {
        if (!translatorMay(method, path)) refuseTranslator();
      } else if (!editorMay(method, path)) await assertMayChangeSiteAtOnce(getDb(), user);
    }
    await next();
  };
}
