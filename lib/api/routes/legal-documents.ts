import { createRouter } from '../router';

export const legalDocumentRoutes = createRouter();
