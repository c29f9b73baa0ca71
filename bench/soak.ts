import { runLoad, type LoadResult, type LoadSpec } from './load';

/** One stream of the soak; all run for the whole soak, each from its own process. */
export type SoakStream = Omit<LoadSpec, 'durationSeconds' | 'separateProcess'>;

export interface MemorySample {
  atSeconds: number;
  heapUsedMb: number;
  rssMb: number;
  externalMb: number;
}

export interface MemoryTrend {
  afterWarmupMb: number;
  endMb: number;
  maxMb: number;
  growthMb: number;
  /** Least-squares slope over the samples after warm-up. */
  slopeMbPerMinute: number;
}

export interface SoakResult {
  seconds: number;
  warmupSeconds: number;
  sampleSeconds: number;
  /** Whether a full garbage collection preceded each sample, so the heap figures are retained memory. */
  collectedBeforeSamples: boolean;
  /** Whether the window after warm-up was long enough to judge the heap's trend. */
  trendJudged: boolean;
  streams: LoadResult[];
  requests: number;
  errors: number;
  heap: MemoryTrend;
  rss: MemoryTrend;
  external: MemoryTrend;
  limits: typeof FLAT_LIMITS;
  flat: boolean;
  met: boolean;
  samples: MemorySample[];
}

/**
 * "Flat": the heap retained after a full collection grows by less than 10 MB from the end of warm-up to
 * the end, and its trend after warm-up is under 1 MB a minute (a leak of 60 MB an hour would fail either).
 * The trend is judged only over two minutes or more: over a few seconds, a fraction of a megabyte of noise
 * reads as a steep slope. RSS and external memory are reported, not judged: the allocator and PGlite's
 * WebAssembly memory keep their high-water mark whatever the application retains.
 */
export const FLAT_LIMITS = { heapGrowthMb: 10, heapSlopeMbPerMinute: 1, minTrendWindowSeconds: 120 };

const WARMUP_SHARE = 0.2;
const MAX_WARMUP_SECONDS = 60;
const SAMPLE_SECONDS = 5;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function sampleMemory(startedAt: number): MemorySample {
  // Exposed by --expose-gc (see bench/run.ts); without it the heap figures include garbage not yet collected.
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { atSeconds: Math.round((Date.now() - startedAt) / 100) / 10, heapUsedMb: mb(usage.heapUsed), rssMb: mb(usage.rss), externalMb: mb(usage.external) };
}

function slopePerMinute(points: { x: number; y: number }[]): number {
  if (points.length < 2) return NaN;
  const meanX = points.reduce((s, p) => s + p.x, 0) / points.length;
  const meanY = points.reduce((s, p) => s + p.y, 0) / points.length;
  const covariance = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  return Math.round((covariance / variance) * 60 * 100) / 100;
}

function trend(samples: MemorySample[], warmupSeconds: number, pick: (s: MemorySample) => number): MemoryTrend {
  const settled = samples.filter((s) => s.atSeconds >= warmupSeconds);
  const afterWarmupMb = pick(settled[0]);
  const endMb = pick(settled.at(-1)!);
  return {
    afterWarmupMb,
    endMb,
    maxMb: Math.max(...samples.map(pick)),
    growthMb: Math.round((endMb - afterWarmupMb) * 10) / 10,
    slopeMbPerMinute: slopePerMinute(settled.map((s) => ({ x: s.atSeconds, y: pick(s) }))),
  };
}

/**
 * Run all `streams` at once for `seconds` against the server in this process, sampling this process's
 * memory every few seconds. The load comes from child processes so the samples are the server's alone.
 */
export async function runSoak(baseUrl: string, streams: SoakStream[], seconds: number, log: (line: string) => void): Promise<SoakResult> {
  const warmupSeconds = Math.min(MAX_WARMUP_SECONDS, Math.round(seconds * WARMUP_SHARE));
  const startedAt = Date.now();
  const samples: MemorySample[] = [sampleMemory(startedAt)];
  const timer = setInterval(() => {
    const sample = sampleMemory(startedAt);
    samples.push(sample);
    if (sample.atSeconds % 60 < SAMPLE_SECONDS) log(`  soak ${Math.round(sample.atSeconds)} s: heap ${sample.heapUsedMb} MB, rss ${sample.rssMb} MB`);
  }, SAMPLE_SECONDS * 1000);
  let results: LoadResult[];
  try {
    results = await Promise.all(streams.map((s) => runLoad(baseUrl, { ...s, durationSeconds: seconds, separateProcess: true })));
  } finally {
    clearInterval(timer);
  }
  samples.push(sampleMemory(startedAt));
  const heap = trend(samples, warmupSeconds, (s) => s.heapUsedMb);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  const trendJudged = seconds - warmupSeconds >= FLAT_LIMITS.minTrendWindowSeconds;
  const flat = heap.growthMb < FLAT_LIMITS.heapGrowthMb && (!trendJudged || heap.slopeMbPerMinute < FLAT_LIMITS.heapSlopeMbPerMinute);
  return {
    seconds,
    warmupSeconds,
    sampleSeconds: SAMPLE_SECONDS,
    collectedBeforeSamples: typeof globalThis.gc === 'function',
    trendJudged,
    streams: results,
    requests: results.reduce((n, r) => n + r.requests, 0),
    errors,
    heap,
    rss: trend(samples, warmupSeconds, (s) => s.rssMb),
    external: trend(samples, warmupSeconds, (s) => s.externalMb),
    limits: FLAT_LIMITS,
    flat,
    met: flat && errors === 0,
    samples,
  };
}
