import { extendZodWithOpenApi } from '@hono/zod-openapi';
import { z } from 'zod';

// The API's `z`. The shared schemas (lib/validation) are built on zod itself, so that the back
// office's bundle carries no OpenAPI code. Extending zod adds `.openapi()` to its prototype, and
// zod copies prototype methods onto a schema when it builds it: a schema built before the
// extension ran never has `.openapi()`. Every API module imports `z` from here, so the schemas it
// builds itself have it; the shared ones go through `named`.
extendZodWithOpenApi(z);

/**
 * The schema under a name in the OpenAPI document (`components.schemas`), whenever it was built:
 * a page can load a shared schema before any API module runs, and a production build once failed
 * on `legalDocumentView.openapi is not a function` for that reason.
 */
export function named<T extends z.ZodType>(schema: T, refId: string): T {
  return z.ZodType.prototype.openapi.call(schema, refId) as T;
}

export { z };
