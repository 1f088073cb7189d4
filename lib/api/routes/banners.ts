import * as service from '../../services/banners';
import { editorialKinds } from '../../services/workflow/kinds';
import { bannerAdminView, bannerArraySchema, bannerUpdateArraySchema, bannerView } from '../../validation/banner';
import { named } from '../zod';
import { createRouter } from '../router';
import { itemDetail, itemPin, itemWrites } from './item-routes';
import { publicLangList, workflowLangList } from './list-routes';

const adminBanner = named(bannerAdminView, 'AdminBanner');
const admin = { path: '/admin/banner' as const, tags: ['Admin: banners'] };
const staffRead = { ...admin, view: adminBanner, workflow: editorialKinds.banner };

export const bannerRoutes = createRouter()
  .route(
    '/',
    workflowLangList({
      ...staffRead,
      summary: 'Every banner (or those of `lang`), pinned first, then newest',
      run: service.listAllBanners,
    }),
  )
  .route(
    '/',
    itemWrites({
      ...staffRead,
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
    }),
  )
  .route('/', itemDetail({ ...staffRead, summary: 'One banner', label: 'Banner', run: service.getBanner }))
  .route('/', itemPin({ ...admin, summary: 'Pin (top 1) or unpin (top 0) a banner', run: service.pinBanner }))
  .route(
    '/',
    publicLangList({
      path: '/user/banner',
      summary: "The banners of the request's language, pinned first, then newest",
      view: named(bannerView, 'Banner'),
      run: service.listPublishedBanners,
    }),
  );
