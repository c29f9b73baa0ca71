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
}

interface WorkerReply {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Drive one endpoint with autocannon from a worker thread and summarise the response times. */
export async function runLoad(baseUrl: string, spec: LoadSpec): Promise<LoadResult> {
  const reply = await new Promise<WorkerReply>((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'load-worker.mjs'), {
      workerData: {
        url: baseUrl,
        connections: spec.connections,
        duration: spec.durationSeconds,
        method: spec.method,
        paths: spec.paths,
        body: spec.body,
        headers: spec.headers,
        rotateForwardedFor: spec.rotateForwardedFor ?? false,
      },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const sorted = reply.latencies.sort((a, b) => a - b);
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
  };
}
