export { askSecondOpinion, extractJsonObject, fetchTransport, MAX_TEXT_CHARS, SECOND_OPINION_OFF } from './client';
export * from './types';
export { foldText, locateEvidence, validateSuggestions, MAX_SUGGESTIONS, MIN_EVIDENCE_CHARS } from './validate';
