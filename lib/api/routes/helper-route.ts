import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter, type ApiEnv } from '../router';

/** What a route helper's handler reads: the parts of the request the route validated. */
export type HelperContext<Valid extends object = object> = Context<ApiEnv, string, { out: Valid }>;

/**
 * A router with one route of a helper (item-routes.ts, list-routes.ts, publications.ts), whose
 * schemas are the helper's type parameters. Inside a generic function TypeScript cannot match a
 * handler to such a route, so the handler is registered as it is. What keeps each call typed is
 * that the helper types its services by the same schemas (`Stored<View>`), where its caller names
 * them, and that the router carries the route's own types (as `openapi` makes them) to the back office.
 */
export function helperRoute<R extends RouteConfig, Valid extends object>(
  route: R,
  handler: (c: HelperContext<Valid>) => Promise<Response>,
) {
  return createRouter().openapi(route, handler as never);
}
