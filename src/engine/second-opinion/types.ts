import type { SECOND_OPINION_STATUSES } from '../../domain/analysis';
import type { TRuleFinding } from '../rules/types';

/** Where a finding came from: the rule modules, or a model's suggestion (the resemblance model's or the language model's) a reviewer has to confirm. */
export type TFindingOrigin = 'rules' | 'model';

/** A finding of the engine. Rule findings carry no origin (or `rules`); model suggestions carry `model`. */
export type TEngineFinding = TRuleFinding & { origin?: TFindingOrigin };

/** One policy of the library as the model is told about it. */
export interface TLibraryPolicy {
  id: string;
  title: string;
  description: string;
  /** The citation shown beside the policy; a model suggestion cites it. */
  reference: string;
  /** low | moderate | high: sets the severity of a confirmed suggestion. */
  riskLevel: string;
}

/**
 * Sends one chat-completions request and answers the reply's status and body. The default is the global
 * `fetch`; a server passes one that goes through its own network guard. It must give up when `signal` aborts.
 */
export type TChatTransport = (
  url: string,
  init: { headers: Record<string, string>; body: string; signal: AbortSignal; timeoutMs: number },
) => Promise<{ status: number; body: string }>;

/** An OpenAI-compatible endpoint (a hosted service, or Ollama, vLLM, llama.cpp on the operator's own machine). */
export interface TModelEndpoint {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  timeoutMs: number;
  transport?: TChatTransport;
}

/** The second opinion `analyzeCreative` may ask for: the endpoint, and the library the model may cite. */
export interface TSecondOpinionRequest {
  endpoint: TModelEndpoint;
  policies: readonly TLibraryPolicy[];
}

export type TSecondOpinionStatus = (typeof SECOND_OPINION_STATUSES)[number];

export type TDropReason = 'invalid' | 'unknown_policy' | 'evidence_not_found' | 'duplicate_of_rule' | 'duplicate';

/** A suggestion the engine did not keep, and why. */
export interface TDroppedSuggestion {
  policyId: string | null;
  evidence: string | null;
  reason: TDropReason;
}

/** What the second opinion came to. Whatever the status, the rules' findings and score stand. */
export interface TSecondOpinionOutcome {
  status: TSecondOpinionStatus;
  /** The model asked; null when off. */
  model: string | null;
  /** Why the second opinion gave nothing (timeout, connection refused, HTTP status, unreadable answer). */
  detail: string | null;
  /** Suggestions kept: each names a library policy and quotes text found in the ad. */
  suggestions: TEngineFinding[];
  dropped: TDroppedSuggestion[];
  /** Whether the text sent to the model was cut to the size limit. */
  textTruncated: boolean;
  durationMs: number;
}
