import { everywhere, headersOf } from '../lib/response-headers';
import type { Handler } from './handler';

// The Fetch API cannot represent TRACE (it echoes a request back, headers and all): Next.js and
// the API fail on it with a 500. Nothing on the site answers it. (Node.js refuses TRACK itself.)
const headers = {
  ...headersOf(everywhere),
  Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** `handler`, with TRACE answered 405 before it reaches it. */
export function refusingTrace(handler: Handler): Handler {
  return async (req, res) => {
    if (req.method !== 'TRACE') return handler(req, res);
    res.writeHead(405, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
  };
}
