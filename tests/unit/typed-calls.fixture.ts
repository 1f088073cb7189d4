/**
 * Compiled by the types check of `npm run lint` (tsconfig.json takes every .ts file), which
 * `npm test` counts as a test. Each `@ts-expect-error` marks a line that must not compile,
 * next to the same thing done right: were the calls' types to stop following the view and
 * request schemas, the marked line would compile and tsc would report the unused directive.
 */
import { createRoute } from '@hono/zod-openapi';
import { api } from '@/lib/admin/fetcher';
import { ok } from '@/lib/api/envelope';
import { createRouter, responses } from '@/lib/api/router';
import { itemDetail } from '@/lib/api/routes/item-routes';
import { publicLangList } from '@/lib/api/routes/list-routes';
import { z } from '@/lib/api/zod';
import type { FileContext } from '../support/context';
import { newsArticle } from '../support/site-api';

const view = z.object({ id: z.number(), lang: z.string(), name: z.string() });
const kept = { id: 1, lang: 'en_US', name: 'Tax' };
const broken = { id: 1, lang: 'en_US', name: 7 };

// A service a route helper runs answers what the helper's view declares.
publicLangList({ path: '/user/areas', summary: '', view, run: async () => [kept] });
// @ts-expect-error `name` is a number where the view declares a string
publicLangList({ path: '/user/areas', summary: '', view, run: async () => [broken] });
itemDetail({ path: '/admin/areas', tags: [], view, summary: '', label: 'Area', run: async () => kept });
// @ts-expect-error the same, for staff's read of one item
itemDetail({ path: '/admin/areas', tags: [], view, summary: '', label: 'Area', run: async () => broken });

// A route's own handler answers what its responses declare.
const route = createRoute({ method: 'get', path: '/user/area', responses: responses(view) });
createRouter().openapi(route, (c) => ok(c, kept));
// @ts-expect-error `name` is a number
createRouter().openapi(route, (c) => ok(c, broken));

/** A back-office screen reads what a call answers and sends what its route validates. */
export async function screen(): Promise<unknown[]> {
  const mine = await api.get('/admin/mine');
  const name: string = mine.userName;
  // @ts-expect-error `userName` is a string
  const count: number = mine.userName;
  await api.put('/admin/modify-head-img', { json: { headImg: '/api/upload/face.png' } });
  // @ts-expect-error the route's body names the field `headImg`
  await api.put('/admin/modify-head-img', { json: { image: '/api/upload/face.png' } });
  const banner = await api.get('/admin/banner/detail/:id', { param: { id: 1 } });
  // @ts-expect-error a detail call takes the id of its path
  await api.get('/admin/banner/detail/:id');
  return [name, count, banner.imgPath];
}

/** The API tests' typed calls (`ctx.ok`, `ctx.send`: tests/support/context.ts) follow the same routes. */
export async function apiTest(ctx: FileContext): Promise<unknown[]> {
  const [area] = await ctx.ok('POST', '/admin/professionalField', { json: [{ lang: 'en_US', name: 'Tax' }] });
  // @ts-expect-error the route's body names the field `name`
  await ctx.ok('POST', '/admin/professionalField', { json: [{ lang: 'en_US', title: 'Tax' }] });
  // @ts-expect-error a practice area's `name` is a string
  const sort: number = area.name;
  // @ts-expect-error a detail call takes the id of its path
  await ctx.send('GET', '/admin/lawyerTeam/detail/:id');
  // @ts-expect-error there is no such call
  await ctx.send('GET', '/admin/lawyer-team');
  return [sort, newsArticle(area.id, 'Typed')];
}
