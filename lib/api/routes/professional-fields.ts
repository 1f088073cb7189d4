import { createRouter } from '../router';

export const professionalFieldRoutes = createRouter();
