import { tokenize, type TConceptDoc } from './concepts';
import type { TRuleInput } from './types';

/**
 * The submitter's note on the artwork ("our logo across the stripes of the American flag", "photo of two students who
 * look about seventeen") tells what will be printed where the creative only leaves room for it or its picture reads
 * poorly. A note that is the translation of a creative in another language is already in the text.
 */
export function artNote(input: TRuleInput): TConceptDoc | null {
  const note = input.metadata.description;
  if (!note || input.segments.some((s) => s.translation)) return null;
  return tokenize(note, []);
}
