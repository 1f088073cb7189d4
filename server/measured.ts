import { requests, requestSeconds } from '../lib/metrics/instruments';
import type { Handler } from './handler';

// The route groups requests are counted by: a few, so that labels stay bounded.
const groups: [RegExp, string][] = [
  [/^\/api\/admin(\/|$)/, 'api-admin'],
  [/^\/api\/user(\/|$)/, 'api-public'],
  [/^\/api\/upload(\/|$)/, 'upload'],
  [/^\/api\/(health|metrics)(\/|$)/, 'health'],
  [/^\/api(\/|$)/, 'api-other'],
  [/^\/_next\/static\//, 'asset'],
  [/^\/(img\/|_next\/image)/, 'picture'],
  [/^\/admin(-login)?(\/|$)/, 'back-office'],
];

/** The route group of a request's path, under the base path. */
function routeGroup(url: string, basePath: string): string {
  const path = (url.split('?')[0] ?? '/').slice(basePath.length) || '/';
  return groups.find(([pattern]) => pattern.test(path))?.[1] ?? 'page';
}

/** Counts each request by route group and status, and times it to the end of its answer. */
export function measured(handler: Handler, basePath: string): Handler {
  return (req, res) => {
    const group = routeGroup(req.url ?? '/', basePath);
    const timing = requestSeconds.startTimer({ group });
    res.once('finish', () => {
      timing();
      requests.inc({ group, status: String(res.statusCode) });
    });
    return handler(req, res);
  };
}
