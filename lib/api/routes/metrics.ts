import { timingSafeEqual } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { config } from '../../config';
import { NotFoundError, UnauthenticatedError } from '../../errors';
import { metricsContentType, metricsText } from '../../services/metrics';
import { createRouter, errorResponse } from '../router';
import { z } from '../zod';

function sameToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/metrics',
    tags: ['Health'],
    summary: 'This instance’s metrics in the Prometheus text format; off (404) unless METRICS_TOKEN is set, then it asks for it',
    security: [{ Bearer: [] as string[] }],
    responses: {
      200: { description: 'The metrics', content: { 'text/plain': { schema: z.string() } } },
      401: errorResponse('No `Authorization: Bearer <METRICS_TOKEN>`, or another token'),
      404: errorResponse('Metrics are off: METRICS_TOKEN is not set'),
    },
  }),
  async (c) => {
    const token = config.metricsToken;
    // Off: as if there were no such call.
    if (!token) throw new NotFoundError('Metrics');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthenticatedError();
    }
    c.header('Cache-Control', 'no-store');
    return c.text(await metricsText(), 200, { 'Content-Type': metricsContentType });
  },
);
