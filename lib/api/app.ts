import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getDb } from '../db/client';
import { authenticate, tokenFromHeader } from '../services/auth';
import { MAX_UPLOAD_BYTES } from '../storage/uploads';
import { MAX_XLIFF_BYTES } from '../services/xliff/limits';
import { MAX_VITALS_BYTES } from '../validation/web-vitals-terms';
import { TooLargeError } from '../errors';
import { approvalGate } from './approval-gate';
import { checkRequestLang } from './request-lang';
import { requestClient } from './client';
import { errorBody, type ErrorStatus } from './errors';
import { classifyFailure } from './failures';
import { messageLanguage, renderMessage, type ApiMessage } from './messages/render';
import { secondFactorGate } from './second-factor-gate';
import { createRouter } from './router';
import { apiRoutes } from './routes';

/**
 * Where the calls are, below the site's base path: Next.js takes BASE_PATH off a call's address
 * before its route hands it here, and so does the server for the calls it answers itself
 * (server/api-dispatch.ts).
 */
const apiBasePath = '/api';

/** Admin calls anyone may make: signing in, and the public contact form. */
const publicAdminPaths = new Set(['/admin/login', '/admin/send-email']);

const MAX_JSON_BYTES = 2 * 1024 * 1024;

const megabytesOver = (size: number) => () => new TooLargeError('body', 'The request body is larger than {size} MB', { size });

/** The largest body each call takes: files, a Web Vitals report (a few hundred bytes), any other JSON. */
const bodyLimitOf = (path: string) => {
  if (path.endsWith('/admin/files/upload') || path.endsWith('/admin/icon')) {
    return { maxSize: MAX_UPLOAD_BYTES + 64 * 1024, tooLarge: megabytesOver(10) };
  }
  if (path.endsWith('/admin/translations/xliff')) {
    return { maxSize: MAX_XLIFF_BYTES + 64 * 1024, tooLarge: megabytesOver(20) };
  }
  if (path.endsWith('/user/vitals')) {
    return {
      maxSize: MAX_VITALS_BYTES,
      tooLarge: () => new TooLargeError('body', 'The request body is larger than {size} KB', { size: 1 }),
    };
  }
  return { maxSize: MAX_JSON_BYTES, tooLarge: megabytesOver(2) };
};

export const api = createRouter().basePath(apiBasePath);

function errorResponse(c: Context, status: ErrorStatus, message: ApiMessage, resultEnum?: string) {
  return c.json(errorBody(status, renderMessage(message, messageLanguage(c)), resultEnum), status);
}

function failureResponse(error: unknown, c: Context) {
  const { status, message, resultEnum } = classifyFailure(error);
  return errorResponse(c, status, message, resultEnum);
}

// Hono's onError only sees Error instances; this also turns anything else that is thrown
// (a string, an error from another realm) into the error body.
api.use('*', async (c, next) => {
  try {
    await next();
  } catch (error) {
    c.res = failureResponse(error, c);
  }
});

api.use('*', async (c, next) => {
  const { maxSize, tooLarge } = bodyLimitOf(c.req.path);
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return limit(c, next);
});

api.use('*', async (c, next) => {
  checkRequestLang(c, c.req.path.startsWith(`${apiBasePath}/admin/`));
  await next();
});

api.use('/admin/*', async (c, next) => {
  const path = c.req.path.slice(apiBasePath.length);
  if (!publicAdminPaths.has(path)) {
    const token = tokenFromHeader(c.req.header('authorization'));
    const user = await authenticate(getDb(), token, requestClient(c));
    await secondFactorGate(getDb(), user, path);
    c.set('user', user);
    c.set('token', token!);
  }
  await next();
});

api.use('/admin/*', approvalGate(apiBasePath));

for (const routes of apiRoutes) api.route('/', routes);

api.openAPIRegistry.registerComponent('securitySchemes', 'Authorization', {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The token from /api/admin/login, alone or after "Bearer "',
});
api.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
  type: 'http',
  scheme: 'bearer',
  description: 'METRICS_TOKEN, for GET /api/metrics',
});

api.doc('/openapi.json', {
  openapi: '3.0.3',
  info: { title: 'Law firm website API', version: '1.0.0' },
});

api.notFound((c) => errorResponse(c, 404, { template: 'No API call {method} {path}', params: { method: c.req.method, path: c.req.path } }));

api.onError(failureResponse);
