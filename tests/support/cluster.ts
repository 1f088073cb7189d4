import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Several production instances of the built site on one PostgreSQL schema and one Redis,
 * behind nginx round-robin: the deployment the README's "Scaling out" section describes.
 */
export interface Cluster {
  balancer: string;
  instances: string[];
  databaseUrl: string;
  /**
   * Where instance `index` writes its process id (`<port>.pid`). Like a process manager (systemd's
   * `Restart=always`), the cluster starts an instance again whenever its process ends.
   */
  pidFile(index: number): string;
  stop(): Promise<void>;
}

// Resolved through require: under tsx, a benchmark script's import gives this file no real __dirname.
const root = path.dirname(require.resolve('../../package.json'));

function nginxConfig(listenPort: number, upstreamPorts: number[], workDir: string): string {
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  client_max_body_size 12m;
  upstream site {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://site;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

async function runSql(connectionString: string, statement: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export interface ClusterOptions {
  basePort: number;
  instances: number;
  /** The PostgreSQL database to make a schema in; each instance gets REDIS_URL=redisUrl. */
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const baseUrl = options.databaseUrl;
  const schema = `scale_${randomBytes(4).toString('hex')}`;
  await runSql(baseUrl, `create schema ${schema}`);
  const databaseUrl = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-scale-'));
  const ports = Array.from({ length: options.instances }, (_, i) => options.basePort + 1 + i);
  const children: ChildProcess[] = [];
  let stopping = false;
  const pidFile = (index: number) => path.join(workDir, `${ports[index]}.pid`);

  const startInstance = (index: number): ChildProcess => {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'server/index.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(ports[index]),
        DATABASE_URL: databaseUrl,
        REDIS_URL: options.redisUrl,
        CACHE_PREFIX: schema,
        DATA_DIR: path.join(workDir, `instance-${index}`),
        SEED_DEMO: '1',
        ADMIN_PASSWORD: 'scale-admin-password',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '0',
        ...options.env,
      },
    });
    fs.writeFileSync(pidFile(index), String(child.pid));
    child.once('exit', () => {
      if (!stopping) children[index] = startInstance(index);
    });
    return child;
  };
  for (const index of ports.keys()) {
    fs.mkdirSync(path.join(workDir, `instance-${index}`));
    children.push(startInstance(index));
  }
  fs.writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig(options.basePort, ports, workDir));
  children.push(spawn('nginx', ['-c', path.join(workDir, 'nginx.conf')], { stdio: 'inherit' }));

  const instances = ports.map((port) => `http://127.0.0.1:${port}`);
  const balancer = `http://127.0.0.1:${options.basePort}`;
  await Promise.all([...instances, balancer].map((url) => waitFor(`${url}/api/health`)));

  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  return {
    balancer,
    instances,
    databaseUrl,
    pidFile,
    async stop() {
      stopping = true;
      await Promise.all(children.map(exited));
      await runSql(baseUrl, `drop schema ${schema} cascade`);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
