import { spawn } from 'node:child_process';

/**
 * Load from a second process: autocannon's command line, so the measuring process does not
 * compete with the one it measures for the same event loop. Requests accept compressed answers,
 * as every browser's do: uncompressed, a 150 kB page measures how fast autocannon reads bytes on
 * the same two cores more than how fast the server answers.
 */
export interface LoadResult {
  url: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const cli = require.resolve('autocannon/autocannon.js');

export function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, '-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=br, gzip', '--json', url],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const result = JSON.parse(output);
        resolve({
          url,
          connections,
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors, // autocannon counts timeouts among errors
          non2xx: result.non2xx,
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

export function row(label: string, result: LoadResult) {
  return {
    case: label,
    connections: result.connections,
    'req/s': result.requestsPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'errors+non-2xx': result.errors + result.non2xx,
  };
}
