// `npm run bench:scale`: requests per second and p99 of /home and /api/user/latest-news for one
// instance and for two behind nginx, on PostgreSQL and Redis (DATABASE_URL / REDIS_URL, defaulting
// to this machine's services), and two's throughput as a ratio of one's. Builds first when the
// build is missing or stale.
import { ensureBuild } from '../setup.mjs';
import { startCluster } from '../../tests/support/cluster';
import { load, row } from './load';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const paths = ['/home', '/api/user/latest-news'];

ensureBuild();
process.env.PATH = `${process.env.PATH}:/usr/sbin`;

const rows = [];
const throughput: Record<string, number[]> = Object.fromEntries(paths.map((path) => [path, []]));
for (const instances of [1, 2]) {
  const cluster = await startCluster({ basePort: 3850 + instances * 10, instances, databaseUrl, redisUrl });
  try {
    const target = instances === 1 ? cluster.instances[0] : cluster.balancer;
    for (const path of paths) await load(`${target}${path}`, 10, 3); // warm the caches
    for (const path of paths) {
      const label = `${path} (${instances === 1 ? 'one instance' : 'two behind nginx'})`;
      const result = await load(`${target}${path}`, connections, seconds);
      throughput[path].push(result.requestsPerSecond);
      rows.push(row(label, result));
    }
  } finally {
    await cluster.stop();
  }
}
console.table(rows);
for (const [path, [one, two]] of Object.entries(throughput)) {
  console.log(
    `${path}: two instances serve ${(two / one).toFixed(2)} × one's requests per second (one machine, ${connections} connections)`,
  );
}
