import type { IncomingMessage, ServerResponse } from 'node:http';

/** What answers a request in the server: Next.js's handler, the page cache, the API's dispatch. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
