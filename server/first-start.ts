// The first start's work, in a process of its own that server/index.ts runs before loading
// Next.js when the demo content may have to be created: migrations, the first administrator, the
// demo content and the search index (lib/bootstrap.ts). Drawing the demo pictures (sharp, libvips,
// the fonts) leaves over 100 MB of native memory that a process keeps for good; here it goes with
// the process. The server's own bootstrap (instrumentation.ts) then finds the work done.
import { bootstrap } from '../lib/bootstrap';
import { closeDb } from '../lib/db/client';

async function main() {
  await bootstrap();
  await closeDb();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
