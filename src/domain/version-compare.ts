import { z } from 'zod';
import { ZViolation } from './analysis';
import { ZAttachment, ZSubmissionVersion } from './submissions';

/** GET /api/submissions/{id}/versions/{a}/compare/{b}: an earlier version `a` against a later version `b`. */
export const ZCompareVersionsParams = z
  .object({
    id: z.string().uuid('Please enter a valid UUID format'),
    a: z.coerce.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Versions start at 1').max(1_000_000),
    b: z.coerce.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Versions start at 1').max(1_000_000),
  })
  .refine((p) => p.a < p.b, { path: ['b'], message: 'Compare an earlier version with a later one: the first version number must be the smaller' });
export type TCompareVersionsParams = z.infer<typeof ZCompareVersionsParams>;

/** How a finding fared from version a to version b; the names of the three lists of the reply. */
export const FINDING_CHANGES = ['resolved', 'still_open', 'new'] as const;
export type TFindingChange = (typeof FINDING_CHANGES)[number];

/** A finding in both versions: as version a had it and as version b has it (its evidence the same after normalising, or similar). */
export const ZStillOpenFinding = z.object({
  a: ZViolation,
  b: ZViolation,
  evidence: z.enum(['same', 'similar']),
});
export type TStillOpenFinding = z.infer<typeof ZStillOpenFinding>;

export const ZFindingsComparison = z.object({
  resolved: z.array(ZViolation),
  still_open: z.array(ZStillOpenFinding),
  new: z.array(ZViolation),
});
export type TFindingsComparison = z.infer<typeof ZFindingsComparison>;

/** One run of a word diff: text both versions share, text only the later one has, or text only the earlier one had. */
export const ZTextDiffPart = z.object({
  op: z.enum(['equal', 'insert', 'delete']),
  text: z.string(),
});
export type TTextDiffPart = z.infer<typeof ZTextDiffPart>;

export const ZTextDiff = z.object({
  parts: z.array(ZTextDiffPart),
  /** Words only in the later version, and only in the earlier one. */
  insertedWords: z.number().int(),
  deletedWords: z.number().int(),
  /** A text longer than the compared length was cut there before comparing. */
  truncated: z.boolean(),
  /** False when the texts differ too much for a word diff: the parts are then the whole earlier text deleted and the later inserted. */
  wordLevel: z.boolean(),
});
export type TTextDiff = z.infer<typeof ZTextDiff>;

/**
 * A file of version a beside its counterpart in version b: paired by the same name, else by the same kind of file
 * in upload order; a file without a counterpart was added or removed. `textDiff` compares the text each version's
 * analysis read from the file; null until both versions are analysed (or when neither analysis read any text).
 */
export const ZComparedFile = z.object({
  a: ZAttachment.nullable(),
  b: ZAttachment.nullable(),
  pairedBy: z.enum(['name', 'kind']).nullable(),
  textDiff: ZTextDiff.nullable(),
});
export type TComparedFile = z.infer<typeof ZComparedFile>;

export const ZVersionComparison = z.object({
  submissionId: z.string(),
  currentVersion: z.number().int(),
  a: ZSubmissionVersion,
  b: ZSubmissionVersion,
  /** A version's analysis has not run yet: the findings lists stay empty until both have. */
  pending: z.boolean(),
  findings: ZFindingsComparison,
  files: z.array(ZComparedFile),
});
export type TVersionComparison = z.infer<typeof ZVersionComparison>;

export type TFileKind = 'image' | 'pdf' | 'document';

export interface TFilePair<T> {
  a: T | null;
  b: T | null;
  pairedBy: 'name' | 'kind' | null;
}

/** What a compare pane can show side by side: images, PDF pages, or text (Word and plain text, as a word diff). */
export function fileKind(mimeType: string): TFileKind {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  return 'document';
}

/**
 * Each file of version a with its counterpart in version b: first by the same name, then by the same kind of file
 * in upload order; what is left was removed (only in a) or added (only in b). Version b's order comes first.
 */
export function pairFiles<T extends { originalFilename: string; mimeType: string }>(
  a: readonly T[],
  b: readonly T[],
): TFilePair<T>[] {
  const used = new Set<number>();
  const partner = new Map<number, { i: number; pairedBy: 'name' | 'kind' }>();
  b.forEach((file, j) => {
    const i = a.findIndex((other, k) => !used.has(k) && other.originalFilename === file.originalFilename);
    if (i === -1) return;
    used.add(i);
    partner.set(j, { i, pairedBy: 'name' });
  });
  b.forEach((file, j) => {
    if (partner.has(j)) return;
    const i = a.findIndex((other, k) => !used.has(k) && fileKind(other.mimeType) === fileKind(file.mimeType));
    if (i === -1) return;
    used.add(i);
    partner.set(j, { i, pairedBy: 'kind' });
  });
  const pairs = b.map((file, j): TFilePair<T> => {
    const match = partner.get(j);
    return match ? { a: a[match.i], b: file, pairedBy: match.pairedBy } : { a: null, b: file, pairedBy: null };
  });
  a.forEach((file, i) => {
    if (!used.has(i)) pairs.push({ a: file, b: null, pairedBy: null });
  });
  return pairs;
}
