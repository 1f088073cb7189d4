// `npm start`: install what is missing, build if needed, then serve. The server migrates the
// database and fills demo content on first start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies } from './setup.mjs';

ensureDependencies();
ensureBuild();

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
