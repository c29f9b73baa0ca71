import { scoreFindings, type TComplianceScore } from '../domain/scoring';
import { createOcr, extractFile, type TExtractionLimits, type TExtractionResult, type TInputFile, type TOcr } from './extract/index';
import { buildRuleInput } from './rule-input';
import { runPolicyRules, type TRuleFinding, type TRuleSettings, type TSubmissionMetadata, type TTextSegment } from './rules/index';

/** Bumped whenever rules, thresholds or scoring change, so stored analyses say what produced them. */
export const ANALYSIS_VERSION = '1.0.0';
/** Offline and deterministic: the same files and metadata always give the same findings. */
export const ANALYSIS_MODEL = 'rules-v1';

export interface TAnalyzeRequest {
  files: TInputFile[];
  metadata: TSubmissionMetadata;
  settings?: Partial<TRuleSettings>;
  /** A long-lived OCR worker; without one, a worker is started for this call and stopped after it. */
  ocr?: TOcr;
  limits?: Partial<TExtractionLimits>;
}

export interface TCreativeAnalysis {
  extraction: TExtractionResult[];
  /** The joined, normalised text the rules read; finding offsets point into it. */
  text: string;
  segments: TTextSegment[];
  findings: TRuleFinding[];
  score: TComplianceScore;
  metadata: TSubmissionMetadata;
  analysisVersion: string;
  analysisModel: typeof ANALYSIS_MODEL;
  durationMs: number;
}

export async function analyzeCreative(request: TAnalyzeRequest): Promise<TCreativeAnalysis> {
  const started = performance.now();
  const ocr = request.ocr ?? createOcr();
  try {
    const extraction: TExtractionResult[] = [];
    // One file at a time: OCR has a single worker, and memory stays bounded by the largest file.
    for (const file of request.files) extraction.push(await extractFile(file, ocr, request.limits));

    const readable = extraction.filter((e) => e.error === null);
    const input = buildRuleInput(
      readable.map((e) => ({ fileName: e.fileName, method: e.method, text: e.text })),
      request.metadata,
      request.settings,
    );
    const findings = input.text ? runPolicyRules(input) : [];
    const score = scoreFindings({ findings, unreadableFiles: extraction.length - readable.length, readableFiles: readable.length });
    return {
      extraction,
      text: input.text,
      segments: input.segments,
      findings,
      score,
      metadata: request.metadata,
      analysisVersion: ANALYSIS_VERSION,
      analysisModel: ANALYSIS_MODEL,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    if (!request.ocr) await ocr.terminate();
  }
}
