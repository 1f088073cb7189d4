import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCluster, type Cluster } from '../support/cluster';
import { callSite, newsArticle, newsCatalogId, signInAdmin } from '../support/site-api';

/**
 * A rolling deploy as docs/operations.md describes it: two instances behind nginx (the documented
 * upstream settings) under steady traffic of pages, API reads and a save every second, restarted
 * one after the other by scripts/rolling-restart.sh, which waits for nothing but each one's
 * readiness. The cluster starts an instance again when its process ends, as systemd would. No
 * request fails, and every save that was acknowledged is there. Needs a build,
 * TEST_DATABASE_URL and TEST_REDIS_URL.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    basePort: 3770,
    instances: 2,
    databaseUrl: process.env.TEST_DATABASE_URL!,
    redisUrl: process.env.TEST_REDIS_URL!,
    env: { SHUTDOWN_DRAIN_SECONDS: '2' },
  });
}, 180_000);

afterAll(() => cluster?.stop(), 60_000);

/** Runs scripts/rolling-restart.sh over every instance; its restart stops one and waits until it has ended. */
function rollingRestart(): Promise<number | null> {
  const ports = cluster.instances.map((url) => new URL(url).port);
  const pidFile = path.join(path.dirname(cluster.pidFile(0)), '{port}.pid');
  const restart = `pid=$(cat ${pidFile}); kill -TERM "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done`;
  return new Promise((resolve) => {
    const script = spawn('bash', ['scripts/rolling-restart.sh', ...ports], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, RESTART_COMMAND: restart },
    });
    script.once('exit', resolve);
  });
}

const reads = ['/home', '/zh/people', '/news', '/api/user/latest-news?pageSize=3', '/api/user/lawyerTeam?pageSize=2', '/api/health'];

test('both instances restarted in turn under traffic: no failed request, no lost save', async () => {
  const token = await signInAdmin(cluster.balancer, 'scale-admin-password');
  const cataId = await newsCatalogId(cluster.balancer, token);
  const stamp = `rolling-${Date.now()}`;
  const failures: string[] = [];
  const acknowledged: string[] = [];
  let answered = 0;
  let running = true;

  const reader = async (offset: number) => {
    for (let index = offset; running; index++) {
      const path = reads[index % reads.length];
      try {
        const response = await fetch(`${cluster.balancer}${path}`);
        await response.arrayBuffer();
        if (response.status === 200) answered++;
        else failures.push(`${path}: ${response.status}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const writer = async () => {
    for (let index = 0; running; index++) {
      const title = `${stamp} ${index}`;
      try {
        const reply = await callSite(cluster.balancer, 'POST', '/api/admin/latest-news', { token, body: [newsArticle(cataId, title)] });
        if (reply.status === 200) acknowledged.push(title);
        else failures.push(`save: ${reply.status}`);
      } catch (error) {
        failures.push(`save: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const traffic = [...Array.from({ length: 8 }, (_, offset) => reader(offset)), writer()];

  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await rollingRestart()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  running = false;
  await Promise.all(traffic);

  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(200);
  expect(acknowledged.length).toBeGreaterThan(5);
  const saved = await callSite(cluster.balancer, 'GET', `/api/admin/latest-news?title=${encodeURIComponent(stamp)}&pageSize=100`, {
    token,
  });
  expect(saved.body.result.map((row: { title: string }) => row.title).sort()).toEqual([...acknowledged].sort());
}, 240_000);
