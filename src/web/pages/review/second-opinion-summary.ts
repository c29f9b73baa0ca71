import type { TSecondOpinionSummary } from '../../../domain/analysis';

/** What the language model's second opinion came to, in a sentence; null for analyses that record none. */
export function describeSecondOpinion(second: TSecondOpinionSummary | undefined): { text: string; failed: boolean } | null {
  if (!second) return null;
  const model = second.model ?? 'the model';
  const detail = second.detail ? ` (${second.detail})` : '';
  switch (second.status) {
    case 'off':
      return { text: `Second opinion: off${detail}; no language model was asked.`, failed: false };
    case 'ok':
      return {
        text:
          second.kept > 0
            ? `Second opinion by ${model}: ${second.kept} suggestion(s) for a reviewer to confirm${second.dropped ? `; ${second.dropped} dropped (no library policy or no quote from the ad)` : ''}.`
            : `Second opinion by ${model}: nothing to add${second.dropped ? `; ${second.dropped} suggestion(s) dropped (no library policy or no quote from the ad)` : ''}.`,
        failed: false,
      };
    case 'timeout':
      return { text: `Second opinion by ${model} timed out${detail}. The rules' result stands.`, failed: true };
    case 'unreachable':
      return { text: `Second opinion by ${model} could not be reached${detail}. The rules' result stands.`, failed: true };
    case 'malformed':
      return { text: `Second opinion by ${model} gave an answer that could not be read${detail}. The rules' result stands.`, failed: true };
  }
}
