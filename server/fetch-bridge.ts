// Between Node.js's HTTP messages and the Fetch API's, for calling a fetch handler (the API app)
// from the server without Next.js.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The most of a body left unread that is read and dropped after the answer, so that a kept-alive
 * connection can carry the client's next request; past it the connection is closed instead.
 */
const mostDrainedBytes = 1024 * 1024;

/** The origin a request names in its Host header, or localhost when that is not one. */
function originOf(req: IncomingMessage): string {
  try {
    return new URL(`http://${req.headers.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/**
 * `req`'s body as a stream that reads it only when first pulled: a body the handler never reads
 * is left to Node.js, which drops it once the answer is sent (see `keepsConnection`).
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let source: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        source ??= (Readable.toWeb(req) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await source.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => source?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** The Fetch API request of `req`, its body streamed as the handler reads it. */
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
    body: hasBody ? bodyOf(req) : undefined,
    // Node.js's fetch needs this to take a streamed body; the DOM's RequestInit does not name it.
    ...(hasBody ? { duplex: 'half' } : {}),
  });
}

/**
 * Whether the connection of `req`, once answered, can carry another request: its body was read
 * whole, or was never begun and is short enough for Node.js to read and drop. A body the handler
 * began and left, or one of unknown length, would leave the next request behind bytes no one reads.
 */
function keepsConnection(req: IncomingMessage): boolean {
  if (req.complete) return true;
  if (req.readableDidRead) return false;
  const declared = req.headers['content-length'];
  if (declared === undefined) return !req.headers['transfer-encoding'];
  return Number(declared) <= mostDrainedBytes;
}

/** Writes the status and headers of `response` to `res`, added to those already set there and to `extra`. */
function writeHead(req: IncomingMessage, res: ServerResponse, response: Response, extra: OutgoingHttpHeaders = {}): void {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (!keepsConnection(req)) headers.connection = 'close';
  res.writeHead(response.status, { ...headers, ...extra });
}

/** Writes `response` to `res`, its body streamed with backpressure. */
export async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  writeHead(req, res, response);
  if (!response.body) {
    res.end();
    return;
  }
  // A client that goes away mid-answer ends the pipeline; there is no one left to tell.
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(() => {});
}

/** Writes `response` to `res` with `body`, read whole already, in one piece. */
export function sendWhole(req: IncomingMessage, res: ServerResponse, response: Response, body: Buffer, extra: OutgoingHttpHeaders): void {
  writeHead(req, res, response, { ...extra, 'content-length': body.length });
  res.end(body);
}
