import { extendZodWithOpenApi } from '@hono/zod-openapi';
import { z } from 'zod';

// The API's `z`. The shared schemas (lib/validation) are built on zod itself, so that the back
// office's bundle carries no OpenAPI code; the API names them and documents its fields with
// `.openapi()`, which exists once zod is extended. @hono/zod-openapi extends it as a side effect of
// loading, and one production build ran a route module before that happened
// (`legalDocumentView.openapi is not a function`). Every API module imports `z` from here, so the
// extension runs before any of them, whatever order the bundler chooses.
extendZodWithOpenApi(z);

export { z };
