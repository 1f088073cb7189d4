import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { config } from '../config';
import { getDb } from '../db/client';
import { authenticate, tokenFromHeader } from '../services/auth';
import { MAX_UPLOAD_BYTES } from '../storage/uploads';
import { TooLargeError } from '../errors';
import { requestClient } from './client';
import { errorBody, type ErrorStatus } from './errors';
import { classifyFailure } from './failures';
import { messageLanguage, renderMessage, type ApiMessage } from './messages/render';
import { secondFactorGate } from './second-factor-gate';
import { createRouter } from './router';
import { apiRoutes } from './routes';

export const apiBasePath = `${config.basePath}/api`;

/** Admin calls anyone may make: signing in, and the public contact form. */
const publicAdminPaths = new Set(['/admin/login', '/admin/send-email']);

const MAX_JSON_BYTES = 2 * 1024 * 1024;

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
  const isUpload = c.req.path.endsWith('/admin/files/upload') || c.req.path.endsWith('/admin/icon');
  const limit = bodyLimit({
    maxSize: (isUpload ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES) + (isUpload ? 64 * 1024 : 0),
    onError: () => {
      throw new TooLargeError('body', 'The request body is larger than {size} MB', { size: isUpload ? 10 : 2 });
    },
  });
  return limit(c, next);
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

for (const routes of apiRoutes) api.route('/', routes);

api.openAPIRegistry.registerComponent('securitySchemes', 'Authorization', {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The token from /api/admin/login, alone or after "Bearer "',
});

api.doc('/openapi.json', {
  openapi: '3.0.3',
  info: { title: 'Law firm website API', version: '1.0.0' },
});

api.notFound((c) => errorResponse(c, 404, { template: 'No API call {method} {path}', params: { method: c.req.method, path: c.req.path } }));

api.onError(failureResponse);
