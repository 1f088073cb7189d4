import path from 'node:path';

// The floor is built with the project's own Next.js and React, from the project's node_modules.
export default {
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '../../..') },
};
