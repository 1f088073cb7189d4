import { createRouter } from '../router';

export const staffRoutes = createRouter();
