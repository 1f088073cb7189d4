import { createRoute, z } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import * as service from '../../services/banners';
import { bannerArraySchema, bannerUpdateArraySchema, bannerView } from '../../validation/banner';
import { ok } from '../envelope';
import { langQuery, requestLang } from '../params';
import { adminSecurity, createRouter, responses } from '../router';
import { addItemWrites } from './item-routes';

export const bannerRoutes = createRouter();

const adminTags = ['Admin: banners'];

const banner = bannerView.openapi('Banner');

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

addItemWrites(bannerRoutes, {
  path: '/admin/banner',
  tags: adminTags,
  view: banner,
  create: {
    summary: 'Create banners (an array; all or nothing)',
    result: 'The created banners',
    body: bannerArraySchema,
    run: service.createBanners,
  },
  update: {
    summary: 'Update banners by id (an array; all or nothing)',
    result: 'The updated banners',
    body: bannerUpdateArraySchema,
    run: service.updateBanners,
  },
  remove: { summary: 'Delete a banner', run: service.deleteBanner },
  detail: { summary: 'One banner', label: 'Banner', run: service.getBanner },
  pin: { summary: 'Pin (top 1) or unpin (top 0) a banner', run: service.pinBanner },
});

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
