// API calls answered by the API app itself, without Next.js's request pipeline (its routing, the
// locale proxy's matching, its header rules), which costs more CPU than most calls' own work.
// What that pipeline did for an API call is done here: the security headers (lib/response-headers.ts),
// the client's address for a direct connection, a 400 for a malformed path, gzip for JSON.
// Anything else (other methods, a trailing slash that Next.js redirects, a call before the API's
// route is loaded) still goes to Next.js.
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { publishedApi } from '../lib/api/published';
import { isMalformedPath, malformedPathAnswer } from '../lib/malformed-path';
import { apiAnswerHeaders } from '../lib/response-headers';
import { acceptedEncodings } from './accept-encoding';
import { requestOf, send, writeWhole, type BridgedRequest } from './fetch-bridge';
import type { Handler } from './handler';

const gzip = promisify(zlib.gzip);
const apiMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Smaller answers gain less from compression than it costs (the threshold Next.js used). */
const compressFrom = 1024;

const answerText = (res: ServerResponse, status: number, text: string) =>
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);

/**
 * Sends `response` to `request`: a JSON answer read whole, gzipped when the client takes it and it
 * is worth it, and written in one piece with its length; any other answer streamed. What the API
 * left of the request's body is dropped before the answer ends: a connection closed at the end
 * (the client asked it, or spoke HTTP/1.0) would otherwise be reset under a client still sending,
 * which could lose the answer.
 */
async function answer(res: ServerResponse, { request, dropUnreadBody }: BridgedRequest, response: Response): Promise<void> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('application/json')) {
    await send(res, response);
    return dropUnreadBody();
  }
  const vary = [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
  const body = Buffer.from(await response.arrayBuffer());
  const zipped = body.length >= compressFrom && acceptedEncodings(request.headers.get('accept-encoding')).includes('gzip');
  writeWhole(res, response, zipped ? await gzip(body) : body, zipped ? { vary, 'content-encoding': 'gzip' } : { vary });
  await dropUnreadBody();
  res.end();
}

/** `next`, with the API's calls taken off it and answered by the API directly. */
export function dispatchApi(basePath: string, next: Handler): Handler {
  const prefix = `${basePath}/api/`;
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const api = publishedApi();
    if (!api || !path.startsWith(prefix) || path.endsWith('/') || !apiMethods.has(req.method ?? '')) return next(req, res);
    const https = req.headers['x-forwarded-proto'] === 'https';
    for (const [name, value] of Object.entries(apiAnswerHeaders(path.slice(basePath.length), https))) res.setHeader(name, value);
    if (isMalformedPath(path)) {
      answerText(res, 400, malformedPathAnswer);
      return;
    }
    // As Next.js does: the peer is the client unless a proxy said otherwise (lib/api/client.ts),
    // and the API sees its address below the base path.
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    req.url = req.url!.slice(basePath.length);
    let bridged: BridgedRequest;
    try {
      bridged = requestOf(req);
    } catch {
      answerText(res, 400, 'Bad Request');
      return;
    }
    // The API answers its own failures; this only keeps an unforeseen one from ending the process.
    try {
      await answer(res, bridged, await api(bridged.request));
    } catch {
      if (res.headersSent) {
        res.destroy();
      } else {
        await bridged.dropUnreadBody();
        answerText(res, 500, 'Internal Server Error');
      }
    }
  };
}
