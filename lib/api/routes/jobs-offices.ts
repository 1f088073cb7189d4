import { createRouter } from '../router';

export const jobAndOfficeRoutes = createRouter();
