import { z } from 'zod';

export const ANNOTATION_STATUSES = ['open', 'resolved'] as const;
export type TAnnotationStatus = (typeof ANNOTATION_STATUSES)[number];

export const ANNOTATION_BODY_MAX = 4000;

const fraction = (what: string) =>
  z.number({ error: `${what} must be a number` }).min(0, `${what} must be between 0 and 1`).max(1, `${what} must be between 0 and 1`);
const offset = (what: string) => z.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(0, `${what} must not be negative`);

/**
 * Where an annotation is pinned. Points and regions are fractions of the page (or image) from its top-left corner,
 * the convention of a finding's evidence boxes; a span is characters [start, end) of the file's text as the analysis
 * read it; `none` is a general note on the version, or on a file or page when those are given.
 */
export const ZAnnotationAnchor = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('point'), x: fraction('x'), y: fraction('y') }),
    z
      .object({ kind: z.literal('region'), x: fraction('x'), y: fraction('y'), w: fraction('Width'), h: fraction('Height') })
      .refine((r) => r.w > 0 && r.h > 0, { message: 'A region needs a width and a height', path: ['w'] })
      .refine((r) => r.x + r.w <= 1.000001 && r.y + r.h <= 1.000001, { message: 'A region must lie within the page', path: ['x'] }),
    z
      .object({ kind: z.literal('span'), start: offset('Start'), end: offset('End') })
      .refine((s) => s.end > s.start, { message: 'A text span must end after it starts', path: ['end'] }),
    z.object({ kind: z.literal('none') }),
  ],
  { error: 'Anchor kind must be point, region, span or none' },
);
export type TAnnotationAnchor = z.infer<typeof ZAnnotationAnchor>;

const ZBody = z
  .string({ error: 'Comment is required' })
  .trim()
  .min(1, 'Comment is required')
  .max(ANNOTATION_BODY_MAX, `Please keep the comment under ${ANNOTATION_BODY_MAX.toLocaleString('en-US')} characters`);

export const ZAnnotationCreateRequest = z
  .object({
    /** The version annotated; the current one when left out. */
    version: z.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Version must be 1 or more').optional(),
    attachmentId: z.string().uuid('Attachment must be a valid UUID').nullable().optional(),
    page: z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').nullable().optional(),
    anchor: ZAnnotationAnchor.default({ kind: 'none' }),
    body: ZBody,
    visibleToSubmitter: z.boolean({ error: 'Visible to submitter must be true or false' }).default(false),
  })
  .superRefine((input, issue) => {
    const kind = input.anchor.kind;
    if (kind !== 'none' && !input.attachmentId) {
      issue.addIssue({ code: 'custom', path: ['attachmentId'], message: 'Choose the file the comment is pinned to' });
    }
    if (kind === 'span' && input.page != null) {
      issue.addIssue({ code: 'custom', path: ['page'], message: 'A text span has no page' });
    }
    if (input.page != null && !input.attachmentId) {
      issue.addIssue({ code: 'custom', path: ['page'], message: 'A page needs the file it belongs to' });
    }
  });
export type TAnnotationCreateRequest = z.input<typeof ZAnnotationCreateRequest>;

export const ZAnnotationReplyRequest = z.object({ body: ZBody });
export type TAnnotationReplyRequest = z.infer<typeof ZAnnotationReplyRequest>;

export const ZAnnotationVisibilityRequest = z.object({
  visibleToSubmitter: z.boolean({ error: 'Visible to submitter must be true or false' }),
});
export type TAnnotationVisibilityRequest = z.infer<typeof ZAnnotationVisibilityRequest>;

export const ZAnnotationListQuery = z.object({
  version: z.coerce.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Version must be 1 or more').optional(),
});

export const ZAnnotationReply = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TAnnotationReply = z.infer<typeof ZAnnotationReply>;

export const ZAnnotation = z.object({
  id: z.string(),
  submissionId: z.string(),
  /** Numbered per submission in the order they were made: the pin's number on the preview and in the report. */
  number: z.number().int(),
  /** The version it was made on; below the listed version, it is an open one carried forward ("from version 2"). */
  versionNumber: z.number().int(),
  attachmentId: z.string().nullable(),
  fileName: z.string().nullable(),
  page: z.number().int().nullable(),
  anchor: ZAnnotationAnchor,
  body: z.string(),
  visibleToSubmitter: z.boolean(),
  status: z.enum(ANNOTATION_STATUSES),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  replies: z.array(ZAnnotationReply),
});
export type TAnnotation = z.infer<typeof ZAnnotation>;

export const ZAnnotationList = z.object({
  /** The version listed: its own annotations, then the open ones of earlier versions. */
  version: z.number().int(),
  annotations: z.array(ZAnnotation),
});
export type TAnnotationList = z.infer<typeof ZAnnotationList>;

/** Usernames mentioned as `@name` in a comment, lower-cased, each once (an email address is not a mention). */
export function mentionedUsernames(body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(/(?<![A-Za-z0-9._@-])@([A-Za-z0-9._@-]+)/g)) {
    found.add(match[1]!.replace(/[.\-@]+$/, '').toLowerCase());
  }
  found.delete('');
  return [...found];
}

/** How an annotation's place reads in words: "flyer.pdf, page 2", "copy.txt, selected text", "General note". */
export function describeAnnotationPlace(a: Pick<TAnnotation, 'fileName' | 'page' | 'anchor'>): string {
  if (!a.fileName) return 'General note';
  const parts = [a.fileName];
  if (a.page !== null) parts.push(`page ${a.page}`);
  if (a.anchor.kind === 'span') parts.push('selected text');
  if (a.anchor.kind === 'region') parts.push('area');
  return parts.join(', ');
}
