// Serves the production build for the end-to-end tests on a fresh data folder with demo content.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT || '3210';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-e2e-'));
const server = spawn(process.execPath, ['--require', 'tsx/cjs', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    SITE_URL: `http://localhost:${port}`,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
