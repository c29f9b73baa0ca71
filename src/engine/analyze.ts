import { POLICY_IDS } from '../domain/policy-library';
import type { TComplianceScore } from '../domain/scoring';
import { createOcr, extractFile, type TExtractionLimits, type TExtractionResult, type TInputFile, type TOcr } from './extract/index';
import type { TLandingPageEvidence, TLandingPageSource } from './landing-page/evidence';
import { locateEvidence, type TLocated } from './locate-evidence';
import { buildRuleInput, type TTextPart } from './rule-input';
import { checkAdminPolicies, type TAdminPolicy } from './rules/admin-policies';
import { describeContext, inferPolitical, needsLandingPage, type TAnalysisContext } from './rules/analysis-context';
import { runPolicyRules, type TRuleFinding, type TRuleSettings, type TSubmissionMetadata, type TTextSegment } from './rules/index';
import { checkForeignLanguages, suppliedTranslation } from './rules/foreign-languages';
import { checkLandingPageDisclosure } from './rules/landing-page-disclosure';
import { carriesPoliticalDisclaimers } from './rules/legal-compliance';
import { checkSensitiveDomains } from './rules/sensitive-domains';
import { scoreAnalysis, type TFileTally } from './score';
import { suggestByResemblance } from './resemblance/suggest';
import { askSecondOpinion, SECOND_OPINION_OFF } from './second-opinion/client';
import type { TEngineFinding, TSecondOpinionOutcome, TSecondOpinionRequest } from './second-opinion/types';
import { ANALYSIS_MODEL, ANALYSIS_VERSION } from './version';

/** Where the rules' text says a translation came from: the submission's description, not a file. */
export const TRANSLATION_SOURCE = 'Translation supplied in the description';

/** A file the caller refused before reading (wrong type, too large): it counts as unread. */
export interface TRefusedFile {
  name: string;
  reason: string;
}

export interface TAnalyzeRequest {
  files: TInputFile[];
  refusedFiles?: TRefusedFile[];
  metadata: TSubmissionMetadata;
  /**
   * Reads the landing page when the engine decides the ad needs it (a political Digital ad with a
   * landing page). Without one, such an ad's page is reported as not checked.
   */
  landingPage?: TLandingPageSource;
  /** Policies admins added to the library; built-in ones are the rule modules. */
  adminPolicies?: readonly TAdminPolicy[];
  /**
   * A language model asked for a second opinion after the rules ran (off when absent). Its suggestions are
   * kept only when they name a library policy and quote the ad's text; they cost no points until a reviewer
   * confirms them, and an ad with one waiting is never eligible for auto-approval.
   */
  secondOpinion?: TSecondOpinionRequest | null;
  settings?: Partial<TRuleSettings>;
  /** A long-lived OCR worker; without one, a worker is started for this call and stopped after it. */
  ocr?: TOcr;
  limits?: Partial<TExtractionLimits>;
}

export interface TCreativeAnalysis {
  extraction: TExtractionResult[];
  /** Files refused before reading, as the caller reported them: nothing in them was checked. */
  refusedFiles: TRefusedFile[];
  /** The joined, normalised text the rules read; finding offsets point into it. */
  text: string;
  segments: TTextSegment[];
  /** The rules' findings, then the model's kept suggestions (marked `origin: 'model'`), each with where its evidence is in the files (`locate-evidence.ts`). */
  findings: TLocated<TEngineFinding>[];
  context: TAnalysisContext;
  /** What the second opinion came to; `off` when none was asked for. The rules' result stands whatever it says. */
  secondOpinion: TSecondOpinionOutcome;
  landingPage: TLandingPageEvidence | null;
  files: TFileTally;
  score: TComplianceScore;
  metadata: TSubmissionMetadata;
  analysisVersion: string;
  analysisModel: typeof ANALYSIS_MODEL;
  durationMs: number;
}

/**
 * The whole compliance judgement of one submission: read every file, infer what the ad is, check it
 * against the built-in rules and the admins' policies, ask for the landing page when the law needs it
 * checked, and score the result. The caller only supplies evidence and stores what comes back.
 */
export async function analyzeCreative(request: TAnalyzeRequest): Promise<TCreativeAnalysis> {
  const started = performance.now();
  const ocr = request.ocr ?? createOcr();
  try {
    const extraction: TExtractionResult[] = [];
    // One file at a time: OCR has a single worker, and memory stays bounded by the largest file.
    for (const file of request.files) extraction.push(await extractFile(file, ocr, request.limits));
    return await judgeExtraction(extraction, request, started);
  } finally {
    if (!request.ocr) await ocr.terminate();
  }
}

/**
 * Every judgement on files already read: what `analyzeCreative` does after extraction. Extraction does not
 * depend on the rules, so the accuracy runner can keep it between runs while rules are written.
 */
export async function judgeExtraction(
  extraction: TExtractionResult[],
  request: Omit<TAnalyzeRequest, 'files' | 'ocr' | 'limits'>,
  started = performance.now(),
): Promise<TCreativeAnalysis> {
  const readable = extraction.filter((e) => e.error === null);
  const parts: TTextPart[] = readable.map((e) => ({ fileName: e.fileName, method: e.method, text: e.text, uncertainWords: e.uncertainWords }));
  let input = buildRuleInput(parts, request.metadata, request.settings);
  // A creative in another language is judged through the translation its submission supplies, as a reviewer would.
  const translation = suppliedTranslation(input.text, request.metadata.description, input.settings);
  if (translation) input = buildRuleInput([...parts, { fileName: TRANSLATION_SOURCE, method: 'txt', text: translation, translation: true }], request.metadata, request.settings);
  const political = inferPolitical(input);
  const landingPageUrl = needsLandingPage(input, political);
  const landingPage = landingPageUrl && request.landingPage ? await request.landingPage(landingPageUrl) : null;

  const ruleFindings = [
    // With no text read (a script OCR does not know), the description can still say the ad came without a translation.
    ...(input.text ? runPolicyRules(input) : checkForeignLanguages(input)),
    ...checkAdminPolicies(input.text, request.adminPolicies ?? []),
    ...(landingPage ? checkLandingPageDisclosure(landingPage) : []),
  ];
  // Rules meet phrasing they have not seen: an ad on sensitive ground that no rule of its policy caught
  // still goes to a person (a review item blocks auto-approval).
  const judged: TRuleFinding[] = [...ruleFindings, ...checkSensitiveDomains(input, ruleFindings)];
  // The word model suggests the policies whose violations the ad reads like, where no rule of that policy fired.
  // A state or local political ad that prints both disclaimers has had the legal policy's own question read by its rule;
  // a federal one still owes its box and type size, which only a person can see.
  const settled = new Set(political.isPolitical && !political.isFederal && carriesPoliticalDisclaimers(input.text) ? [POLICY_IDS.legalCompliance] : []);
  const resembling = suggestByResemblance(input, ruleFindings, undefined, settled);
  // The language model reads the same text after them, and is told what they found so it does not repeat it.
  const secondOpinion = !request.secondOpinion
    ? SECOND_OPINION_OFF
    : input.text
      ? await askSecondOpinion(request.secondOpinion, { text: input.text, ruleFindings: [...judged, ...resembling] })
      : { ...SECOND_OPINION_OFF, model: request.secondOpinion.endpoint.model, detail: 'No text was read, so the model was not asked' };
  const findings: TEngineFinding[] = [...judged, ...resembling, ...secondOpinion.suggestions];
  const files = { read: readable.length, unread: extraction.length - readable.length + (request.refusedFiles?.length ?? 0) };
  return {
    // Page layouts served locating; only the evidence's boxes are kept.
    extraction: extraction.map(({ layout: _layout, ...e }) => e),
    refusedFiles: request.refusedFiles ?? [],
    text: input.text,
    segments: input.segments,
    findings: locateEvidence(findings, extraction, input),
    context: describeContext(input, political, judged, landingPage ? 'checked' : landingPageUrl ? 'not_available' : 'not_needed'),
    secondOpinion,
    landingPage,
    files,
    score: scoreAnalysis(findings, files),
    metadata: request.metadata,
    analysisVersion: ANALYSIS_VERSION,
    analysisModel: ANALYSIS_MODEL,
    durationMs: Math.round(performance.now() - started),
  };
}
