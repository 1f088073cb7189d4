import * as service from '../../services/banners';
import { workflowKinds } from '../../services/workflow/kinds';
import { bannerAdminView, bannerArraySchema, bannerUpdateArraySchema, bannerView } from '../../validation/banner';
import { named } from '../zod';
import { createRouter } from '../router';
import { addItemWrites } from './item-routes';
import { addAdminLangList, addPublicLangList } from './list-routes';

export const bannerRoutes = createRouter();

const adminTags = ['Admin: banners'];

const banner = named(bannerView, 'Banner');
const adminBanner = named(bannerAdminView, 'AdminBanner');
const workflow = workflowKinds.banner;

addAdminLangList(bannerRoutes, {
  path: '/admin/banner',
  tags: adminTags,
  summary: 'Every banner (or those of `lang`), pinned first, then newest',
  view: adminBanner,
  workflow,
  run: service.listAllBanners,
});

addItemWrites(bannerRoutes, {
  path: '/admin/banner',
  tags: adminTags,
  view: adminBanner,
  workflow,
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

addPublicLangList(bannerRoutes, {
  path: '/user/banner',
  summary: "The banners of the request's language, pinned first, then newest",
  view: banner,
  run: service.listPublishedBanners,
});
