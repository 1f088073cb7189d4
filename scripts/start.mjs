// `npm start`: install what is missing, build if needed, then serve. The server migrates the
// database and fills demo content on first start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies } from './setup.mjs';

ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ['--require', 'tsx/cjs', 'server/index.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
