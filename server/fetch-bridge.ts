// Between Node.js's HTTP messages and the Fetch API's, for calling a fetch handler (the API app)
// from the server without Next.js.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The origin a request names in its Host header, or localhost when that is not one. */
function originOf(req: IncomingMessage): string {
  try {
    return new URL(`http://${req.headers.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/** The Fetch API request of `req`, its body streamed as it arrives. */
export function requestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', originOf(req)), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node.js's fetch needs this to take a streamed body; the DOM's RequestInit does not name it.
    ...(hasBody ? { duplex: 'half' } : {}),
  });
}

/** Writes `response` to `res`, its headers added to those already set there; a body streamed with backpressure. */
export async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // A client that goes away mid-answer ends the pipeline; there is no one left to tell.
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(() => {});
}
