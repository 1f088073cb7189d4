import { spawnSync } from 'node:child_process';

/** One sample of a scrape: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const labelPair = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape in Prometheus's text format (promtoolCheck checks the format itself). */
export function samplesOf(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = sampleLine.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(labelPair)].map(([, key, value]) => [key, value]));
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples named `name` whose labels include `labels` (a histogram's count: `<name>_count`). */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/**
 * Prometheus's own check of a scrape (`promtool check metrics`, Debian's prometheus package):
 * whether it parses, and the lint remarks it makes, one per line.
 */
export function promtoolCheck(text: string): { parses: boolean; remarks: string[] } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) throw run.error;
  const remarks = `${run.stdout}${run.stderr}`.split('\n').filter(Boolean);
  // 0: clean; 3: lint remarks only; anything else: it does not parse.
  return { parses: run.status === 0 || run.status === 3, remarks };
}
