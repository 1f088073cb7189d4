import type { IncomingMessage, ServerResponse } from 'node:http';
import { everywhere } from '../lib/response-headers';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// The Fetch API cannot represent TRACE (it echoes a request back, headers and all): Next.js and
// the API fail on it with a 500. Nothing on the site answers it. (Node.js refuses TRACK itself.)
const headers = {
  ...Object.fromEntries(everywhere.map(({ key, value }) => [key, value])),
  Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** `handler`, with TRACE answered 405 before it reaches it. */
export function refusingTrace(handler: Handler): Handler {
  return async (req, res) => {
    if (req.method !== 'TRACE') return handler(req, res);
    res.writeHead(405, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
  };
}
