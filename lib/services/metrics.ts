import { config } from '../config';
import { getDb, poolUse } from '../db/client';
import { gauge, registry } from '../metrics/registry';
import '../metrics/instruments';
import { processBridge } from '../process-bridge';
import { countWaiting } from '../repositories/outbound-mail';

/** Measured when scraped: what is waiting or open at that moment. */
function defineGauges(): void {
  gauge({
    name: 'alert_mails_waiting',
    help: 'Alert mails queued or being sent, for every instance (the shared queue)',
    async collect() {
      this.set(await countWaiting(getDb()));
    },
  });
  gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this instance by state: in_use, idle, and queries waiting for one',
    labelNames: ['state'],
    collect() {
      const use = poolUse();
      if (!use) return;
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  if (config.redisUrl) {
    gauge({
      name: 'redis_connected',
      help: '1 while the connection that hears other instances is up (REDIS_URL), else 0',
      collect() {
        this.set(processBridge.redisStatus?.() === 'ready' ? 1 : 0);
      },
    });
  }
}

export const metricsContentType = registry.contentType;

/** Every metric of this process in Prometheus's text format. */
export async function metricsText(): Promise<string> {
  defineGauges();
  return registry.metrics();
}
