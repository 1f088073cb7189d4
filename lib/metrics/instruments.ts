import { counter, histogram } from './registry';

/**
 * What the site counts as it works. Labels take a few fixed values each (a route group, a status
 * code, a kind): never an id or a URL, so a scrape stays the same size however much is served.
 */
const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requests = counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route group and status code',
  labelNames: ['group', 'status'],
});

export const requestSeconds = histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to the end of the answer, by route group',
  labelNames: ['group'],
  buckets: secondsBuckets,
});

export const pageCacheLookups = counter({
  name: 'page_cache_lookups_total',
  help: 'Page-cache lookups by kind (page, api, asset, picture, preview) and result (hit, miss)',
  labelNames: ['kind', 'result'],
});

export const renders = histogram({
  name: 'page_cache_render_duration_seconds',
  help: 'Answers the page cache asked Next.js for (renders), by kind, and how long each took',
  labelNames: ['kind'],
  buckets: secondsBuckets,
});

export const dataCacheLookups = counter({
  name: 'data_cache_lookups_total',
  help: 'Data-cache lookups by result: hit, shared (joined a read in flight), miss',
  labelNames: ['result'],
});

export const scheduledChangeLag = histogram({
  name: 'scheduled_change_lag_seconds',
  help: 'How long after its time a scheduled publish or unpublish was made',
  buckets: [1, 5, 10, 15, 20, 30, 60, 120, 300, 900],
});

export const mailOutcomes = counter({
  name: 'alert_mails_total',
  help: 'Alert mails handled by this instance, by outcome: sent, retry (to be tried again), failed, cancelled',
  labelNames: ['outcome'],
});
