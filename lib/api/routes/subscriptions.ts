import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { changePreferences, readPreferences, unsubscribe } from '../../services/subscriptions/preferences';
import { confirmSubscription } from '../../services/subscriptions/confirmation';
import { requestSubscription } from '../../services/subscriptions/requests';
import { subscribeSchema, subscriptionChoicesSchema, subscriptionView } from '../../validation/subscription';
import { clientAddress } from '../client';
import { ok } from '../envelope';
import { createRouter, errorResponse, jsonBody, responses, visitorFormHook } from '../router';

const tags = ['Public: insight alerts'];
const tokenParam = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The signed token of a link in an e-mail' }),
});
const openedView = named(subscriptionView.extend({ token: z.string() }), 'Subscription');
const linkResponses = <T extends z.ZodType>(result: T) => ({
  ...responses(result),
  404: errorResponse('The link is malformed, tampered with or expired, or its subscription was erased'),
});

export const subscriptionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/subscriptions',
      tags,
      summary:
        'Subscribe to insight alerts: sends an e-mail whose link confirms (valid 7 days). The answer is the same whether the address is known or not. At most 5 requests a minute per client and 3 confirmation e-mails a day per mailbox (its address case-folded, without a `+tag`)',
      request: jsonBody(named(subscribeSchema, 'SubscribeRequest')),
      responses: { ...responses(z.null()), 429: { description: 'Too many requests from this client; try again in a minute' } },
    }),
    async (c) => {
      await requestSubscription(getDb(), c.req.valid('json'), clientAddress(c));
      return ok(c, null);
    },
    visitorFormHook,
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/subscriptions/confirm/{token}',
      tags,
      summary:
        "Confirm a subscription with the link's token: the request's choices become the subscription, once, and the consent record notes the User-Agent. The answer carries the preferences token. A link used already, or sent before the address unsubscribed, is 409 and changes nothing",
      request: { params: tokenParam },
      responses: {
        ...linkResponses(openedView),
        409: errorResponse('The link was used already, or the address unsubscribed after it was sent'),
      },
    }),
    async (c) => ok(c, await confirmSubscription(getDb(), c.req.valid('param').token, c.req.header('user-agent'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/subscriptions/preferences/{token}',
      tags,
      summary: 'A subscription, by the token of the preferences link every e-mail carries (never cached)',
      request: { params: tokenParam },
      responses: linkResponses(openedView),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await readPreferences(getDb(), c.req.valid('param').token));
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/user/subscriptions/preferences/{token}',
      tags,
      summary: 'Change the practice areas, frequency, language or name of a subscription',
      request: { params: tokenParam, ...jsonBody(named(subscriptionChoicesSchema, 'SubscriptionChoices')) },
      responses: linkResponses(openedView),
    }),
    async (c) => ok(c, await changePreferences(getDb(), c.req.valid('param').token, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/user/subscriptions/unsubscribe/{token}',
      tags,
      summary:
        'Unsubscribe at once: the one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`, the address of every alert’s `List-Unsubscribe` header) and the preferences page’s button. Any body is accepted',
      request: { params: tokenParam },
      responses: linkResponses(z.null()),
    }),
    async (c) => {
      const how = c.req.header('content-type')?.includes('application/json') ? 'preferences' : 'one-click';
      await unsubscribe(getDb(), c.req.valid('param').token, how);
      return ok(c, null);
    },
  );
