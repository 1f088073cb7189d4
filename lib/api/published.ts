import { processBridge } from '../process-bridge';

/**
 * The API app as Next.js built it, for the production server to answer API calls with directly
 * (server/api-dispatch.ts) rather than through Next.js's request pipeline. The server calls this
 * copy, not one of its own, so API calls share the pages' database handle and caches as before.
 */
type ApiFetch = NonNullable<typeof processBridge.api>;

/** Called by the API's route (app/api/[[...route]]/route.ts) when Next.js loads it. */
export function publishApi(fetch: ApiFetch): void {
  processBridge.api = fetch;
}

/** The API, once Next.js has loaded its route. */
export function publishedApi(): ApiFetch | undefined {
  return processBridge.api;
}
