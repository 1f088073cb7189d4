import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { recordVitals, vitalsLimit, vitalsSummary } from '../../services/web-vitals';
import { vitalsQuerySchema, vitalsReportSchema, vitalsSummaryView } from '../../validation/web-vitals';
import { MAX_VITALS_BYTES } from '../../validation/web-vitals-terms';
import { clientAddress } from '../client';
import { ok } from '../envelope';
import { adminSecurity, createRouter, errorResponse, jsonBody, responses } from '../router';

export const webVitalsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/vitals',
      tags: ['Public'],
      summary: `(Extension) Web Vitals of a real visit, sent by public pages when hidden (navigator.sendBeacon): page type, language, device class and each metric once. No cookie; counted into daily histograms. At most ${vitalsLimit.limit} reports per client a minute`,
      request: jsonBody(named(vitalsReportSchema, 'VitalsReport')),
      responses: {
        ...responses(z.null()),
        413: errorResponse(`The body is larger than ${MAX_VITALS_BYTES} bytes`),
        429: errorResponse('Too many reports from this client; try again in a minute'),
      },
    }),
    async (c) => {
      await recordVitals(c.req.valid('json'), clientAddress(c));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/vitals',
      tags: ['Admin: site speed'],
      summary:
        '(Extension) The 75th percentile of LCP, INP, CLS and TTFB of real visits over the last 7 or 28 days (today included, UTC), overall, per page type and per day, rated against Google’s thresholds; of all devices or one class',
      security: adminSecurity,
      request: { query: vitalsQuerySchema },
      responses: responses(named(vitalsSummaryView, 'VitalsSummary')),
    }),
    async (c) => {
      const { days, device } = c.req.valid('query');
      return ok(c, await vitalsSummary(getDb(), days, device));
    },
  );
