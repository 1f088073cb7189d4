import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import * as service from '../../services/banners';
import { bannerArraySchema, bannerUpdateArraySchema } from '../../validation/banner';
import { ok } from '../envelope';
import { idParam, langQuery, requestLang } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';

export const bannerRoutes = createRouter();

const adminTags = ['Admin: banners'];

const banner = z
  .object({
    id: z.number(),
    lang: z.string(),
    imgPath: z.string(),
    title: z.string().nullable(),
    subTitle: z.string().nullable(),
    top: z.number(),
    linkUrl: z.string().nullable(),
    createTime: z.string(),
    updateTime: z.string(),
  })
  .openapi('Banner');

/** `{id}/{top}`: pin (1) or unpin (0); anything else is 400. */
export const topParams = idParam.extend({
  top: z.enum(['0', '1']).openapi({ param: { name: 'top', in: 'path' }, description: '1 pins, 0 unpins' }),
});

bannerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/banner',
    tags: adminTags,
    summary: 'Every banner (or those of `lang`), pinned first, then newest',
    security: adminSecurity,
    request: { query: langQuery },
    responses: responses(z.array(banner)),
  }),
  async (c) => ok(c, await service.listAllBanners(getDb(), c.req.valid('query').lang)),
);

bannerRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/admin/banner',
    tags: adminTags,
    summary: 'Create banners (an array; all or nothing)',
    security: adminSecurity,
    request: jsonBody(bannerArraySchema),
    responses: responses(z.array(banner), 'The created banners'),
  }),
  async (c) => ok(c, await service.createBanners(getDb(), c.get('user'), c.req.valid('json'))),
);

bannerRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/admin/banner',
    tags: adminTags,
    summary: 'Update banners by id (an array; all or nothing)',
    security: adminSecurity,
    request: jsonBody(bannerUpdateArraySchema),
    responses: responses(z.array(banner), 'The updated banners'),
  }),
  async (c) => ok(c, await service.updateBanners(getDb(), c.get('user'), c.req.valid('json'))),
);

bannerRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/admin/banner/{id}',
    tags: adminTags,
    summary: 'Delete a banner',
    security: adminSecurity,
    request: { params: idParam },
    responses: responses(z.null()),
  }),
  async (c) => {
    await service.deleteBanner(getDb(), c.get('user'), c.req.valid('param').id);
    return ok(c, null);
  },
);

bannerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/admin/banner/detail/{id}',
    tags: adminTags,
    summary: 'One banner',
    security: adminSecurity,
    request: { params: idParam },
    responses: responses(banner),
  }),
  async (c) => ok(c, await service.getBanner(getDb(), c.req.valid('param').id)),
);

bannerRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/admin/banner/{id}/{top}',
    tags: adminTags,
    summary: 'Pin (top 1) or unpin (top 0) a banner',
    security: adminSecurity,
    request: { params: topParams },
    responses: responses(z.null()),
  }),
  async (c) => {
    const { id, top } = c.req.valid('param');
    await service.pinBanner(getDb(), c.get('user'), id, top === '1' ? 1 : 0);
    return ok(c, null);
  },
);

bannerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user/banner',
    tags: ['Public'],
    summary: "The banners of the request's language, pinned first, then newest",
    request: { query: langQuery },
    responses: responses(z.array(banner)),
  }),
  async (c) => ok(c, await service.listBanners(getDb(), requestLang(c))),
);
