import { Worker } from 'node:worker_threads';
import type { TConversionLimits } from './limits';
import { ExtractionFailure } from './types';

/** What a Word conversion produces: HTML for the preview, the body text for the preview, all text for analysis. */
export type TConversionTask = 'docx_html' | 'docx_text' | 'doc_body' | 'doc_text';

export interface TConversionRequest {
  task: TConversionTask;
  data: Uint8Array;
  maxOutputBytes: number;
}

export type TConversionReply = { ok: true; output: string } | { ok: false; kind: 'too_large' | 'failed'; message: string };

// Each conversion may use its whole heap budget: two at a time keep the worst case well under the
// server's own memory, and further conversions wait their turn.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<void> {
  if (running < MAX_CONCURRENT) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/**
 * The worker's entry. Bundled, this module sits in dist/server/main.js and the worker beside it as
 * conversion-worker.js (scripts/build-server.mjs); from source, the TypeScript entry is started through
 * a bootstrap that gives the thread tsx's loader.
 */
function workerEntry(): { file: URL; entry?: string } {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) return { file: new URL('./conversion-worker.js', import.meta.url) };
  return { file: new URL('./worker-bootstrap.mjs', import.meta.url), entry: new URL('./conversion-worker.ts', import.meta.url).href };
}

/**
 * Runs a Word conversion in a worker thread with a capped heap and a wall-clock limit. A conversion that
 * runs out of memory or time has its worker stopped and is reported as an ExtractionFailure; the calling
 * thread only ever holds the file and the (bounded) result.
 */
export async function convertInSandbox(task: TConversionTask, data: Buffer, limits: TConversionLimits): Promise<string> {
  await takeSlot();
  try {
    return await runWorker(task, data, limits);
  } finally {
    releaseSlot();
  }
}

function runWorker(task: TConversionTask, data: Buffer, limits: TConversionLimits): Promise<string> {
  const { file, entry } = workerEntry();
  const request: TConversionRequest = { task, data: new Uint8Array(data), maxOutputBytes: limits.maxConvertedBytes };
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: { ...request, entry },
      resourceLimits: { maxOldGenerationSizeMb: limits.conversionMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new ExtractionFailure('timeout', `Converting the document took longer than ${limits.conversionTimeoutMs / 1000} s.`))),
      limits.conversionTimeoutMs,
    );
    worker.on('message', (reply: TConversionReply) =>
      finish(() => {
        if (reply.ok) resolve(reply.output);
        else if (reply.kind === 'too_large') reject(new ExtractionFailure('too_large', reply.message));
        else reject(failureOf(reply.message));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ExtractionFailure('too_large', `The document needs more than ${limits.conversionMemoryMb} MB of memory to convert.`)
            : new ExtractionFailure('corrupt', `The document cannot be converted: ${error.message}`),
        ),
      ),
    );
    worker.on('exit', (code) => finish(() => reject(new ExtractionFailure('corrupt', `The document conversion stopped (exit code ${code}).`))));
  });
}

function failureOf(message: string): ExtractionFailure {
  const encrypted = /encrypt|password/i.test(message);
  return new ExtractionFailure(encrypted ? 'encrypted' : 'corrupt', `The Word document cannot be read: ${message}`);
}
