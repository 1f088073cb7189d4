// `npm start`: install what is missing, build if needed, then serve from this same process, so
// that a process manager's signals reach the server itself and no parent stays resident. The
// server migrates the database and fills demo content on first start (instrumentation.ts).
import { createRequire } from 'node:module';
import { ensureBuild, ensureDependencies } from './setup.mjs';

ensureDependencies();
ensureBuild();

if (!process.env.MAIL_FROM?.trim()) {
  console.warn(
    'MAIL_FROM is not set: e-mails (subscription confirmations, alerts, contact messages) go from website@localhost, ' +
      "which most mail servers refuse or file as spam. Set MAIL_FROM to an address of the firm's own domain.",
  );
}

// As `node --require tsx/cjs server/index.ts` loads it (server/lean-start.ts says why).
const { register } = await import('tsx/cjs/api');
register();
createRequire(import.meta.url)('../server/index.ts');
