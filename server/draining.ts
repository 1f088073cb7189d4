import { serverPhase } from '../lib/server-phase';
import type { Handler } from './handler';

/**
 * `handler`, with each answer given while the server drains closing its connection: a balancer's
 * kept-alive connections are gone by the time the server stops listening, so none is reused just
 * as it closes (a request sent on it would fail where no other instance can take it over).
 */
export function closingWhileDraining(handler: Handler): Handler {
  return (req, res) => {
    if (serverPhase() === 'draining') res.shouldKeepAlive = false;
    return handler(req, res);
  };
}
