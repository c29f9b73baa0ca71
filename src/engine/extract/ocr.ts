import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { EXTRACTION_LIMITS } from './limits';
import { normaliseBox, type TTextRun } from './layout';
import { countWord, UNCERTAIN_WORD_CONFIDENCE, wordCore, type TUncertainWord } from './ocr-words';
import { ExtractionFailure } from './types';

export interface TOcrResult {
  text: string;
  /** Mean word confidence 0-100 as tesseract reports it. */
  confidence: number;
  /** Words recognised with confidence of at least 60. */
  confidentWords: number;
  /** Words of the text read with low confidence, in reading order. */
  uncertainWords: TUncertainWord[];
  /** Each word of the text at its offsets, with its box as fractions of the image. */
  words: TTextRun[];
}

/** One long-lived tesseract worker, used by one job at a time. */
export interface TOcr {
  recognize(image: Buffer, timeoutMs?: number): Promise<TOcrResult>;
  terminate(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * English LSTM data shipped in the @tesseract.js-data/eng package. Naming langPath explicitly keeps
 * tesseract.js from fetching it from a CDN, which fails offline and takes the process down.
 */
function englishLanguagePath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

// Local adaptive thresholding read both light-on-dark headlines and dark fine print on the same
// ad, where tesseract's default global (Otsu) threshold dropped one of them.
const WORKER_PARAMETERS = {
  tessedit_pageseg_mode: PSM.AUTO,
  thresholding_method: '1',
  user_defined_dpi: '300',
};

// Lines this unsure are usually photo texture read as letters.
const MIN_LINE_CONFIDENCE = 35;

export function createOcr(options: { timeoutMs?: number } = {}): TOcr {
  const defaultTimeout = options.timeoutMs ?? EXTRACTION_LIMITS.ocrTimeoutMs;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function startWorker(): Promise<Worker> {
    const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath: englishLanguagePath(), cacheMethod: 'none', gzip: true });
    await w.setParameters(WORKER_PARAMETERS);
    return w;
  }

  async function discardWorker(): Promise<void> {
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  }

  async function run(image: Buffer, timeoutMs: number): Promise<TOcrResult> {
    worker ??= startWorker();
    const w = await worker;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ExtractionFailure('timeout', `OCR took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const result = await Promise.race([w.recognize(image, {}, { text: true, blocks: true }), timeout]);
      return toOcrResult(result.data, pngSize(image));
    } catch (error) {
      // A timed-out or crashed worker may still be busy: replace it rather than queue behind it.
      await discardWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    recognize(image, timeoutMs = defaultTimeout) {
      const job = queue.then(() => run(image, timeoutMs));
      queue = job.catch(() => undefined);
      return job;
    },
    async terminate() {
      await queue;
      await discardWorker();
    },
  };
}

type TPage = Awaited<ReturnType<Worker['recognize']>>['data'];

/** Width and height of a PNG from its header (the image OCR read is always one); null for anything else. */
export function pngSize(image: Buffer): { width: number; height: number } | null {
  if (image.length < 24 || image.readUInt32BE(0) !== 0x89504e47 || image.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
}

function toOcrResult(page: TPage, size: { width: number; height: number } | null): TOcrResult {
  const paragraphs = (page.blocks ?? []).flatMap((block) => block.paragraphs);
  const keptLines = paragraphs.map((p) => p.lines.filter((line) => line.confidence >= MIN_LINE_CONFIDENCE));
  const text = keptLines
    .map((lines) => lines.map((line) => line.text.trim()).join('\n'))
    .filter(Boolean)
    .join('\n\n');
  const words = paragraphs.flatMap((p) => p.lines.flatMap((line) => line.words));
  const kept = keptLines.flat().flatMap((l) => l.words);
  return {
    text,
    confidence: page.confidence,
    confidentWords: words.filter((w) => w.confidence >= 60).length,
    uncertainWords: uncertainWordsOf(text, kept),
    words: size ? wordRuns(text, kept, size) : [],
  };
}

/** Walks the kept words through the text in order, giving each its offsets and its box on the image. */
export function wordRuns(
  text: string,
  words: readonly { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[],
  size: { width: number; height: number },
): TTextRun[] {
  const runs: TTextRun[] = [];
  let cursor = 0;
  for (const w of words) {
    const spelled = w.text.trim();
    if (!spelled) continue;
    const at = text.indexOf(spelled, cursor);
    if (at === -1) continue;
    cursor = at + spelled.length;
    const box = normaliseBox(w.bbox.x0, w.bbox.y0, w.bbox.x1 - w.bbox.x0, w.bbox.y1 - w.bbox.y0, size.width, size.height);
    if (box) runs.push({ start: at, end: at + spelled.length, box });
  }
  return runs;
}

/** Walks the kept words through the text in order, naming each unsure one by its occurrence number. */
function uncertainWordsOf(text: string, words: readonly { text: string; confidence: number }[]): TUncertainWord[] {
  const found: TUncertainWord[] = [];
  let cursor = 0;
  for (const w of words) {
    const core = wordCore(w.text);
    if (!core) continue;
    const at = text.indexOf(core, cursor);
    if (at === -1) continue;
    if (w.confidence < UNCERTAIN_WORD_CONFIDENCE) found.push({ word: core, nth: countWord(text.slice(0, at), core) });
    cursor = at + core.length;
  }
  return found;
}
