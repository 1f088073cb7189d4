import client from 'prom-client';

/**
 * The process's metrics on prom-client's one registry. The server (server/) and each of
 * Next.js's bundles load this module, but prom-client itself once (next.config.ts keeps it
 * external): a metric is made by whichever copy asks first, and found by the others.
 */
export const registry = client.register;

function once<M extends client.Metric>(name: string, make: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? make();
}

export const counter = <Label extends string>(config: client.CounterConfiguration<Label>) =>
  once(config.name, () => new client.Counter(config));

export const histogram = <Label extends string>(config: client.HistogramConfiguration<Label>) =>
  once(config.name, () => new client.Histogram(config));

export const gauge = <Label extends string>(config: client.GaugeConfiguration<Label>) => once(config.name, () => new client.Gauge(config));

// Node.js's own: memory, CPU, event-loop lag, handles, garbage collection.
if (!registry.getSingleMetric('process_cpu_user_seconds_total')) client.collectDefaultMetrics();
