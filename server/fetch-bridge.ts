// Between Node.js's HTTP messages and the Fetch API's, for calling a fetch handler (the API app)
// from the server without Next.js.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';

/** The origin a request names in its Host header, or localhost when that is not one. */
function originOf(req: IncomingMessage): string {
  try {
    return new URL(`http://${req.headers.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/** A request for a fetch handler, and what to do with the part of its body the handler did not read. */
export interface BridgedRequest {
  request: Request;
  /**
   * Reads and drops what is left of the body, so that the client, still sending it, gets its
   * answer whole, and a kept-alive connection can carry its next request (nginx's "lingering
   * close" does the same). The server's request timeout bounds how long a client may take.
   */
  dropUnreadBody(): Promise<void>;
}

/** `req`'s body as a stream that reads it only when first pulled, and a way to drop the rest. */
function bodyOf(req: IncomingMessage): { body: ReadableStream<Uint8Array>; dropUnreadBody(): Promise<void> } {
  let source: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>(
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
  const dropUnreadBody = async () => {
    if (req.complete) return;
    // A client that goes away meanwhile ends the read; there is nothing left to keep.
    if (source) while (!(await source.read().catch(() => ({ done: true }))).done);
    else await finished(req.resume()).catch(() => {});
  };
  return { body, dropUnreadBody };
}

/** The Fetch API request of `req`, its body streamed as the handler reads it. */
export function requestOf(req: IncomingMessage): BridgedRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.url ?? '/', originOf(req));
  if (req.method === 'GET' || req.method === 'HEAD') {
    return { request: new Request(url, { method: req.method, headers }), dropUnreadBody: async () => {} };
  }
  const { body, dropUnreadBody } = bodyOf(req);
  // Node.js's fetch needs `duplex` to take a streamed body; the DOM's RequestInit does not name it.
  return { request: new Request(url, { method: req.method, headers, body, duplex: 'half' } as RequestInit), dropUnreadBody };
}

/** Writes the status and headers of `response` to `res`, added to those already set there and to `extra`. */
function writeHead(res: ServerResponse, response: Response, extra: OutgoingHttpHeaders = {}): void {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, { ...headers, ...extra });
}

/** Writes `response` to `res`, its body streamed with backpressure. */
export async function send(res: ServerResponse, response: Response): Promise<void> {
  writeHead(res, response);
  if (!response.body) {
    res.end();
    return;
  }
  // A client that goes away mid-answer ends the pipeline; there is no one left to tell.
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(() => {});
}

/** Writes the status, headers and `body` of `response`, read whole already; the caller ends the answer. */
export function writeWhole(res: ServerResponse, response: Response, body: Buffer, extra: OutgoingHttpHeaders): void {
  writeHead(res, response, { ...extra, 'content-length': body.length });
  res.write(body);
}
