import http from 'node:http';

interface HeldAnswer {
  status: number;
  text: string;
}

export interface HeldRequest {
  /** Sends the body, if any, and reads the whole answer. */
  finish(): Promise<HeldAnswer>;
}

/**
 * A request the server has begun to handle: it is sent with `Expect: 100-continue`, so it is in
 * flight from the server's "100 Continue" on, and its body only follows when `finish` is called.
 * Each uses a connection of its own, closed after the answer.
 */
export function holdRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HeldRequest> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { ...options.headers, expect: '100-continue' };
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(payload.length) });
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent: false });
    const answer = new Promise<HeldAnswer>((done, fail) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', fail);
      });
      request.on('error', fail);
    });
    answer.catch(() => {}); // reported to whoever calls finish()
    request.once('error', reject);
    request.once('continue', () =>
      resolve({
        finish() {
          request.end(payload);
          return answer;
        },
      }),
    );
    request.flushHeaders();
  });
}
