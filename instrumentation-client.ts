// The Content-Security-Policy allows no eval. Zod would try `new Function` once to speed up its
// parsing (the browser then reports a violation); jitless, it parses just as correctly. Zod keeps
// its settings on this global (zod/v4/core/core.js), so setting it here, before any schema is
// built, costs no zod code on pages that never validate anything.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
