/**
 * The labelled accuracy corpus in `test/fixtures/corpus`, in fifty-nine parts:
 *
 * - development: the creatives the rules were written and tuned against (batches 1 to 7);
 * - held-out to held-out-58: frozen sets, each written in one sitting from the policy definitions only, before the
 *   rule changes they measure, whose files are pinned by their own `SHA256SUMS`. The first four were measured
 *   unseen up to engine 1.7.0 and are development data since 1.8.0, the fifth to eighth unseen up to 1.8.0 and
 *   development data since 1.9.0, the ninth and tenth unseen up to 1.9.0 and development data since 1.10.0
 *   (RETIRED_PARTS): a stranger's copy is what the rules most need to learn from, and the newer parts keep measuring
 *   what they have not seen. The eleventh to fourteenth were written before any 1.10.0 rule, measured 1.9.0 and 1.10.0 unseen
 *   and are development data since 1.11.0; the fifteenth and sixteenth, written after 1.10.0, measured 1.11.0 unseen
 *   and are development data since 1.12.0; the seventeenth and eighteenth, written after 1.11.0, measured 1.11.0 and
 *   1.12.0 unseen and are development data since 1.13.0; the nineteenth and twentieth, written after 1.12.0, measured
 *   1.12.0 and 1.13.0 unseen and are development data since 1.14.0; the twenty-first and twenty-second, written after
 *   1.13.0, and the twenty-third and twenty-fourth, written after 1.13.0 and before any 1.14.0 rule, measured 1.14.0 to
 *   1.16.0 unseen and are development data since 1.17.0; the twenty-fifth and twenty-sixth, written after 1.14.0,
 *   measured 1.14.0 to 1.18.0 unseen and are development data since 1.19.0; the twenty-seventh and twenty-eighth were
 *   written after 1.15.0, before any later change, and the twenty-ninth and thirtieth
 *   after 1.15.0, before 1.16.0 (the model that reads the rules' concepts), and the thirty-first and thirty-second after
 *   1.18.0, before any later change to the engine's judgement, the thirty-third and thirty-fourth after 1.19.1, before
 *   any later change, the thirty-fifth and thirty-sixth after 1.20.1, before any later change, the
 *   thirty-seventh and thirty-eighth after 1.21.2, before any later change, the thirty-ninth and fortieth after 1.22.2,
 *   before any later change, the forty-first and forty-second after 1.23.0,
 *   before any later change, the forty-third and forty-fourth after 1.25.1,
 *   before any later change, the forty-fifth and forty-sixth after 1.27.1,
 *   before any later change, the forty-seventh and forty-eighth after 1.30.0, before any later change, the forty-ninth
 *   and fiftieth after 1.32.0, before any later change, the fifty-first and fifty-second after 1.33.1, before any
 *   later change, the fifty-third and fifty-fourth after 1.34.1, before any later change, the
 *   fifty-fifth and fifty-sixth after 1.35.0, before any later change, and the fifty-seventh and fifty-eighth after
 *   1.36.0, before any later change.
 *
 * Reads each part's manifest and runs the engine over its files exactly as an upload would be.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeCreative, judgeExtraction, type TAnalyzeRequest, type TCreativeAnalysis } from '../analyze';
import { extractFile, type TExtractionResult, type TInputFile, type TOcr } from '../extract/index';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CORPUS_DIR = path.join(REPO_ROOT, 'test/fixtures/corpus');

export const CORPUS_PARTS = ['development', 'held-out', 'held-out-2', 'held-out-3', 'held-out-4', 'held-out-5', 'held-out-6', 'held-out-7', 'held-out-8', 'held-out-9', 'held-out-10', 'held-out-11', 'held-out-12', 'held-out-13', 'held-out-14', 'held-out-15', 'held-out-16', 'held-out-17', 'held-out-18', 'held-out-19', 'held-out-20', 'held-out-21', 'held-out-22', 'held-out-23', 'held-out-24', 'held-out-25', 'held-out-26', 'held-out-27', 'held-out-28', 'held-out-29', 'held-out-30', 'held-out-31', 'held-out-32', 'held-out-33', 'held-out-34', 'held-out-35', 'held-out-36', 'held-out-37', 'held-out-38', 'held-out-39', 'held-out-40', 'held-out-41', 'held-out-42', 'held-out-43', 'held-out-44', 'held-out-45', 'held-out-46', 'held-out-47', 'held-out-48', 'held-out-49', 'held-out-50', 'held-out-51', 'held-out-52', 'held-out-53', 'held-out-54', 'held-out-55', 'held-out-56', 'held-out-57', 'held-out-58'] as const;
export type TCorpusPart = (typeof CORPUS_PARTS)[number];

/**
 * Held-out parts whose unseen figures are in the README and which the rules have been tuned on since: the first four
 * from engine 1.8.0 (measured unseen up to 1.7.0), the fifth to eighth from 1.9.0 (unseen up to 1.8.0), the ninth
 * and tenth from 1.10.0 (unseen up to 1.9.0), the eleventh to fourteenth from 1.11.0 (unseen up to 1.10.0), the
 * fifteenth and sixteenth from 1.12.0 (unseen up to 1.11.0), the seventeenth and eighteenth from 1.13.0 (unseen up
 * to 1.12.0), the nineteenth and twentieth from 1.14.0 (unseen up to 1.13.0), the twenty-first to twenty-fourth from
 * 1.17.0 (unseen up to 1.16.0), the twenty-fifth and twenty-sixth from 1.19.0 (unseen up to 1.18.0), the twenty-seventh and
 * twenty-eighth from 1.20.0 (unseen up to 1.19.1), the twenty-ninth and thirtieth from 1.21.0 (unseen up to 1.20.1), the
 * thirty-first and thirty-second from 1.22.0 (unseen up to 1.21.2), the thirty-third and thirty-fourth from 1.23.0 (unseen
 * up to 1.22.2), the thirty-fifth and thirty-sixth from 1.24.0 (unseen up to 1.23.0), the thirty-seventh and thirty-eighth
 * from 1.26.0 (unseen up to 1.25.1), the thirty-ninth and fortieth from 1.28.0 (unseen up to 1.27.1), the forty-first and
 * forty-second from 1.31.0 (unseen up to 1.30.0), the forty-third and forty-fourth from 1.33.0 (unseen up to 1.32.0), the
 * forty-fifth and forty-sixth from 1.34.0 (unseen up to 1.33.1), the forty-seventh and forty-eighth from 1.35.0 (unseen up
 * to 1.34.1), the forty-ninth and fiftieth from 1.36.0 (unseen up to 1.35.0), the fifty-first and fifty-second from 1.37.0
 * (unseen up to 1.36.0).
 */
export const RETIRED_PARTS: readonly TCorpusPart[] = [
  'held-out', 'held-out-2', 'held-out-3', 'held-out-4', 'held-out-5', 'held-out-6', 'held-out-7', 'held-out-8', 'held-out-9', 'held-out-10',
  'held-out-11', 'held-out-12', 'held-out-13', 'held-out-14', 'held-out-15', 'held-out-16', 'held-out-17', 'held-out-18',
  'held-out-19', 'held-out-20', 'held-out-21', 'held-out-22', 'held-out-23', 'held-out-24', 'held-out-25', 'held-out-26',
  'held-out-27', 'held-out-28', 'held-out-29', 'held-out-30', 'held-out-31', 'held-out-32',
  'held-out-33', 'held-out-34', 'held-out-35', 'held-out-36', 'held-out-37', 'held-out-38', 'held-out-39', 'held-out-40',
  'held-out-41', 'held-out-42', 'held-out-43', 'held-out-44', 'held-out-45', 'held-out-46', 'held-out-47', 'held-out-48',
  'held-out-49', 'held-out-50', 'held-out-51', 'held-out-52',
];

export const PART_DIR: Record<TCorpusPart, string> = {
  development: CORPUS_DIR,
  'held-out': path.join(CORPUS_DIR, 'held-out'),
  'held-out-2': path.join(CORPUS_DIR, 'held-out-2'),
  'held-out-3': path.join(CORPUS_DIR, 'held-out-3'),
  'held-out-4': path.join(CORPUS_DIR, 'held-out-4'),
  'held-out-5': path.join(CORPUS_DIR, 'held-out-5'),
  'held-out-6': path.join(CORPUS_DIR, 'held-out-6'),
  'held-out-7': path.join(CORPUS_DIR, 'held-out-7'),
  'held-out-8': path.join(CORPUS_DIR, 'held-out-8'),
  'held-out-9': path.join(CORPUS_DIR, 'held-out-9'),
  'held-out-10': path.join(CORPUS_DIR, 'held-out-10'),
  'held-out-11': path.join(CORPUS_DIR, 'held-out-11'),
  'held-out-12': path.join(CORPUS_DIR, 'held-out-12'),
  'held-out-13': path.join(CORPUS_DIR, 'held-out-13'),
  'held-out-14': path.join(CORPUS_DIR, 'held-out-14'),
  'held-out-15': path.join(CORPUS_DIR, 'held-out-15'),
  'held-out-16': path.join(CORPUS_DIR, 'held-out-16'),
  'held-out-17': path.join(CORPUS_DIR, 'held-out-17'),
  'held-out-18': path.join(CORPUS_DIR, 'held-out-18'),
  'held-out-19': path.join(CORPUS_DIR, 'held-out-19'),
  'held-out-20': path.join(CORPUS_DIR, 'held-out-20'),
  'held-out-21': path.join(CORPUS_DIR, 'held-out-21'),
  'held-out-22': path.join(CORPUS_DIR, 'held-out-22'),
  'held-out-23': path.join(CORPUS_DIR, 'held-out-23'),
  'held-out-24': path.join(CORPUS_DIR, 'held-out-24'),
  'held-out-25': path.join(CORPUS_DIR, 'held-out-25'),
  'held-out-26': path.join(CORPUS_DIR, 'held-out-26'),
  'held-out-27': path.join(CORPUS_DIR, 'held-out-27'),
  'held-out-28': path.join(CORPUS_DIR, 'held-out-28'),
  'held-out-29': path.join(CORPUS_DIR, 'held-out-29'),
  'held-out-30': path.join(CORPUS_DIR, 'held-out-30'),
  'held-out-31': path.join(CORPUS_DIR, 'held-out-31'),
  'held-out-32': path.join(CORPUS_DIR, 'held-out-32'),
  'held-out-33': path.join(CORPUS_DIR, 'held-out-33'),
  'held-out-34': path.join(CORPUS_DIR, 'held-out-34'),
  'held-out-35': path.join(CORPUS_DIR, 'held-out-35'),
  'held-out-36': path.join(CORPUS_DIR, 'held-out-36'),
  'held-out-37': path.join(CORPUS_DIR, 'held-out-37'),
  'held-out-38': path.join(CORPUS_DIR, 'held-out-38'),
  'held-out-39': path.join(CORPUS_DIR, 'held-out-39'),
  'held-out-40': path.join(CORPUS_DIR, 'held-out-40'),
  'held-out-41': path.join(CORPUS_DIR, 'held-out-41'),
  'held-out-42': path.join(CORPUS_DIR, 'held-out-42'),
  'held-out-43': path.join(CORPUS_DIR, 'held-out-43'),
  'held-out-44': path.join(CORPUS_DIR, 'held-out-44'),
  'held-out-45': path.join(CORPUS_DIR, 'held-out-45'),
  'held-out-46': path.join(CORPUS_DIR, 'held-out-46'),
  'held-out-47': path.join(CORPUS_DIR, 'held-out-47'),
  'held-out-48': path.join(CORPUS_DIR, 'held-out-48'),
  'held-out-49': path.join(CORPUS_DIR, 'held-out-49'),
  'held-out-50': path.join(CORPUS_DIR, 'held-out-50'),
  'held-out-51': path.join(CORPUS_DIR, 'held-out-51'),
  'held-out-52': path.join(CORPUS_DIR, 'held-out-52'),
  'held-out-53': path.join(CORPUS_DIR, 'held-out-53'),
  'held-out-54': path.join(CORPUS_DIR, 'held-out-54'),
  'held-out-55': path.join(CORPUS_DIR, 'held-out-55'),
  'held-out-56': path.join(CORPUS_DIR, 'held-out-56'),
  'held-out-57': path.join(CORPUS_DIR, 'held-out-57'),
  'held-out-58': path.join(CORPUS_DIR, 'held-out-58'),
};

export interface TCorpusEntry {
  file: string;
  /** pdf, scan (image-only PDF), docx, doc, txt or png. */
  format: string;
  /** Writing round of the development part. */
  batch?: number;
  mimeType: string;
  expected: string[];
  note: string;
  metadata: TAnalyzeRequest['metadata'];
}

export interface TOutcome {
  part: TCorpusPart;
  entry: TCorpusEntry;
  /** Policies with a violation of moderate severity or above, sorted. */
  predicted: string[];
  analysis: TCreativeAnalysis;
}

/** A policy counts as flagged when it has a violation above minor: minor notes are advisory and review items go to a person. */
export function flaggedPolicies(analysis: TCreativeAnalysis): string[] {
  return [...new Set(analysis.findings.filter((f) => f.kind === 'violation' && f.severity !== 'minor').map((f) => f.policyId))].sort();
}

export async function loadPart(part: TCorpusPart): Promise<TCorpusEntry[]> {
  return JSON.parse(await readFile(path.join(PART_DIR[part], 'manifest.json'), 'utf8')) as TCorpusEntry[];
}

export interface TAnalyzePartOptions {
  /**
   * A folder where each file's extraction is kept by the file's SHA-256, for runs while rules are written:
   * extraction (OCR, Word conversion) takes most of a run and does not depend on the rules. A measurement to
   * report runs without it, exactly as an upload is analysed.
   */
  extractionCache?: string;
}

/** Analyses every creative of a part, one at a time, with the given long-lived OCR worker. */
export async function analyzePart(part: TCorpusPart, ocr: TOcr, options: TAnalyzePartOptions = {}): Promise<TOutcome[]> {
  const outcomes: TOutcome[] = [];
  for (const entry of await loadPart(part)) {
    const data = await readFile(path.join(PART_DIR[part], 'files', entry.file));
    const file = { name: entry.file, mimeType: entry.mimeType, data };
    const analysis = options.extractionCache
      ? await judgeExtraction([await cachedExtraction(file, ocr, options.extractionCache)], { metadata: entry.metadata })
      : await analyzeCreative({ files: [file], metadata: entry.metadata, ocr });
    outcomes.push({ part, entry, predicted: flaggedPolicies(analysis), analysis });
  }
  return outcomes;
}

/** A digest of the extraction code, so a change to how files are read never judges a stale cached reading. */
let extractorDigest: Promise<string> | undefined;
async function digestExtractor(): Promise<string> {
  const dir = path.join(REPO_ROOT, 'src/engine/extract');
  const hash = createHash('sha256');
  for (const name of (await readdir(dir)).filter((n) => !n.endsWith('.test.ts')).sort()) hash.update(name).update(await readFile(path.join(dir, name)));
  return hash.digest('hex');
}

async function cachedExtraction(file: TInputFile, ocr: TOcr, dir: string): Promise<TExtractionResult> {
  extractorDigest ??= digestExtractor();
  const key = createHash('sha256').update(await extractorDigest).update(file.name).update('\0').update(file.data).digest('hex');
  const cached = path.join(dir, `${key}.json`);
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as TExtractionResult;
  } catch {
    const extraction = await extractFile(file, ocr);
    await mkdir(dir, { recursive: true });
    await writeFile(cached, JSON.stringify(extraction));
    return extraction;
  }
}
