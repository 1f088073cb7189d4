import { createRouter } from '../router';

export const iconRoutes = createRouter();
