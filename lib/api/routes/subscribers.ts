import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { nameIn } from '@/i18n/locales';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { eraseAddress } from '../../services/subscriptions/erase';
import * as staff from '../../services/subscriptions/staff';
import {
  consentRecordView,
  eraseAddressSchema,
  outboundMailView,
  subscriberSummaryView,
  subscriberView,
  testSendSchema,
} from '../../validation/subscription';
import { ok, okPage } from '../envelope';
import { backOfficeLangCode, messageLanguage, renderMessage } from '../messages/render';
import { idParam, pagingOf, pagingQuery, queryText } from '../params';
import { adminOnly, adminResponses, adminSecurity, createRouter, errorResponse, jsonBody } from '../router';

const tags = ['Admin: subscribers'];

/** The staff asking for the export, by the back office's language of the request. */
const csvReader = (c: Context): staff.CsvReader => {
  const language = messageLanguage(c);
  return {
    lang: backOfficeLangCode(c),
    say: (template) => renderMessage({ template }, language),
    languageName: (langCode) => nameIn(langCode, language) ?? langCode,
  };
};

export const subscriberRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/subscribers/summary',
      tags,
      summary: `Active subscribers by language and practice area (\`*\`: all), e-mails waiting, why nothing is sent when SMTP_URL is unset, and the signed-in member of staff's own address: confirmed (\`testSendTo\`, where test-sends go) or waiting for its code (\`unconfirmedEmail\`)${adminOnly}`,
      security: adminSecurity,
      responses: adminResponses(named(subscriberSummaryView, 'SubscriberSummary')),
    }),
    async (c) => ok(c, await staff.subscriberSummary(getDb(), c.get('user'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/subscribers',
      tags,
      summary: `Subscribers, newest first; \`email\` finds the addresses containing it${adminOnly}`,
      security: adminSecurity,
      request: { query: pagingQuery.extend({ email: queryText }) },
      responses: adminResponses(z.array(named(subscriberView, 'Subscriber'))),
    }),
    async (c) => {
      const query = c.req.valid('query');
      const paging = pagingOf(query);
      const { rows, totalCount } = await staff.findSubscribers(getDb(), c.get('user'), query.email ?? '', paging);
      return okPage(c, rows, paging, totalCount);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/subscribers/export',
      tags,
      summary: `Every subscriber as CSV (UTF-8 with a byte-order mark, for Excel), in the staff's language (\`lang\` header): practice areas by name, times in Singapore${adminOnly}`,
      security: adminSecurity,
      responses: {
        ...adminResponses(z.null()),
        200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) =>
      c.body(await staff.subscribersCsv(getDb(), c.get('user'), csvReader(c)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="subscribers.csv"',
      }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/subscribers/mails',
      tags,
      summary: `The alerts, digests and test-sends queued or sent, newest first, with their delivery state${adminOnly}`,
      security: adminSecurity,
      request: { query: pagingQuery },
      responses: adminResponses(z.array(named(outboundMailView, 'OutboundMail'))),
    }),
    async (c) => {
      const paging = pagingOf(c.req.valid('query'));
      const { rows, totalCount } = await staff.sentMailLog(getDb(), c.get('user'), paging);
      return okPage(c, rows, paging, totalCount);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/subscribers/test-send',
      tags,
      summary: `Send an alert of an article or deal (any state) to the signed-in member of staff's own confirmed address; ten a day${adminOnly}`,
      description:
        "The address is the account's `email`, set with `PUT /api/admin/modify-email` and confirmed with the code mailed to it (`POST /api/admin/modify-email/confirm`); " +
        'a sign-in name that looks like an address does not count. 409 naming `email` when there is none or it is not confirmed; the eleventh test-send in 24 hours is 429.',
      security: adminSecurity,
      request: jsonBody(testSendSchema),
      responses: {
        ...adminResponses(z.object({ email: z.string() })),
        409: errorResponse('No own address, or not confirmed'),
        429: errorResponse('Ten test-sends in 24 hours'),
      },
    }),
    async (c) => ok(c, await staff.testSend(getDb(), c.get('user'), c.req.valid('json').articleId)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/subscribers/{id}/consents',
      tags,
      summary: `One subscriber's consent record: every subscribe, confirm, change and unsubscribe, oldest first, with the choices made (practice areas by name, in the staff's language) and the consent sentence agreed to${adminOnly}`,
      security: adminSecurity,
      request: { params: idParam },
      responses: adminResponses(z.array(named(consentRecordView, 'ConsentRecord'))),
    }),
    async (c) => ok(c, await staff.consentHistoryOf(getDb(), c.get('user'), c.req.valid('param').id, backOfficeLangCode(c))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/subscribers/{id}',
      tags,
      summary: `Erase a subscriber, as \`POST /admin/subscribers/erase\` erases its address${adminOnly}`,
      security: adminSecurity,
      request: { params: idParam },
      responses: adminResponses(z.null()),
    }),
    async (c) => {
      await staff.eraseSubscriber(getDb(), c.get('user'), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/subscribers/erase',
      tags,
      summary: `Erase an address, subscribed or not: its subscription, requests, consent record and count of confirmation e-mails are deleted; the e-mails sent to it stay counted, without the address, their contents or the mail server's answers. Nothing held is not an error${adminOnly}`,
      security: adminSecurity,
      request: jsonBody(named(eraseAddressSchema, 'EraseAddress')),
      responses: adminResponses(z.null()),
    }),
    async (c) => {
      await eraseAddress(getDb(), c.get('user'), c.req.valid('json').email);
      return ok(c, null);
    },
  );
