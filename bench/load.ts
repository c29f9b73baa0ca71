import { fork } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  name: string;
  method: 'GET' | 'POST';
  /** Paths to cycle through, one per request. */
  paths: string[];
  body?: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  rotateForwardedFor?: boolean;
  /** Requests per second across all connections; unset means as fast as the server answers. */
  overallRate?: number;
  /** Generate the load from a child process rather than a worker thread, so this process's memory is the server's alone. */
  separateProcess?: boolean;
}

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** Share of responses the server's response cache answered, in percent; null when the route has no cache. */
  cacheHitPercent: number | null;
}

interface WorkerReply {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  latencies: number[];
  cache: { hit: number; miss: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Drive one endpoint with autocannon from a worker thread (or a child process) and summarise the response times. */
export async function runLoad(baseUrl: string, spec: LoadSpec): Promise<LoadResult> {
  const job = {
    url: baseUrl,
    connections: spec.connections,
    duration: spec.durationSeconds,
    method: spec.method,
    paths: spec.paths,
    body: spec.body,
    headers: spec.headers,
    rotateForwardedFor: spec.rotateForwardedFor ?? false,
    overallRate: spec.overallRate,
  };
  const script = path.join(import.meta.dirname, 'load-worker.mjs');
  const reply = await new Promise<WorkerReply>((resolve, reject) => {
    if (spec.separateProcess) {
      // Plain node: the worker is JavaScript and needs none of this process's flags (tsx's loader, --expose-gc).
      const child = fork(script, { execArgv: [] });
      child.once('message', (message) => resolve(message as WorkerReply));
      child.once('error', reject);
      child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
      child.send(job);
      return;
    }
    const worker = new Worker(script, { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const sorted = reply.latencies.sort((a, b) => a - b);
  const cacheSeen = reply.cache.hit + reply.cache.miss;
  return {
    name: spec.name,
    connections: spec.connections,
    requests: reply.requests,
    requestsPerSecond: Math.round(reply.requests / spec.durationSeconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: Math.round((sorted.at(-1) ?? NaN) * 10) / 10,
    errors: reply.errors + reply.timeouts + reply.non2xx,
    statusCodes: Object.fromEntries(Object.entries(reply.statusCodes).map(([code, s]) => [code, s.count])),
    cacheHitPercent: cacheSeen ? Math.round((reply.cache.hit / cacheSeen) * 1000) / 10 : null,
  };
}
