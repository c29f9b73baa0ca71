import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { diffFindings } from '../../../domain/finding-diff';
import type { TRiskLevel } from '../../../domain/enums';
import type { TSubmissionVersion } from '../../../domain/submissions';
import { pairFiles, type TCompareVersionsParams, type TComparedFile, type TVersionComparison } from '../../../domain/version-compare';
import { attachments, complianceAnalyses, policyViolations, submissionVersions, users } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { loadVisibleSubmission } from './submissions.service';
import { toAttachment, toViolation, type AnalysisRow, type AttachmentRow } from './submissions.mapper';
import { diffText } from './text-diff';

/** The text an analysis read from each file, by file name (as the extraction names them), in upload order. */
function textsRead(analysis: AnalysisRow | undefined): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const entry of (analysis?.extraction ?? []) as { fileName?: string; text?: string }[]) {
    if (!entry.fileName) continue;
    byName.set(entry.fileName, [...(byName.get(entry.fileName) ?? []), entry.text ?? '']);
  }
  return byName;
}

/**
 * Version `a` of a submission against its later version `b`, as a proofing desk reads a revision: the two
 * versions with their files and scores, the findings resolved, still open and new (matched by policy and evidence,
 * `domain/finding-diff.ts`), and each file beside its counterpart with a word diff of the text the analyses read.
 * Who may read it is who may read the submission (others' submissions are 404, as an unknown version is).
 * Until both versions are analysed the findings lists stay empty and `pending` says why.
 */
export async function compareVersions(ctx: Ctx, { id, a, b }: TCompareVersionsParams): Promise<TVersionComparison> {
  const db = ctx.platform.db;
  await loadVisibleSubmission(ctx, db, id);
  const rows = await db
    .select({ version: submissionVersions, createdByName: users.username, current: sql<number>`max(${submissionVersions.number}) over ()`.mapWith(Number) })
    .from(submissionVersions)
    .leftJoin(users, eq(users.id, submissionVersions.createdBy))
    .where(eq(submissionVersions.submissionId, id));
  const first = rows.find((r) => r.version.number === a);
  const second = rows.find((r) => r.version.number === b);
  if (!first || !second) throw notFound(`Version ${first ? b : a}`);
  const versionIds = [first.version.id, second.version.id];

  const [files, analyses] = await Promise.all([
    db.select().from(attachments).where(inArray(attachments.versionId, versionIds)).orderBy(asc(attachments.createdAt)),
    db.select().from(complianceAnalyses).where(inArray(complianceAnalyses.versionId, versionIds)).orderBy(desc(complianceAnalyses.createdAt)),
  ]);
  // The newest analysis of each version is its own (a reanalysis replaces the one before).
  const analysisOf = (versionId: string) => analyses.find((c) => c.versionId === versionId);
  const [analysisA, analysisB] = versionIds.map(analysisOf);
  const analysisIds = [analysisA, analysisB].filter((c) => c !== undefined).map((c) => c.id);
  const findings = analysisIds.length
    ? await db.select().from(policyViolations).where(inArray(policyViolations.analysisId, analysisIds)).orderBy(asc(policyViolations.createdAt), asc(policyViolations.id))
    : [];
  const findingsOf = (analysis: AnalysisRow | undefined) => findings.filter((f) => f.analysisId === analysis?.id).map(toViolation);

  const version = (row: typeof first, analysis: AnalysisRow | undefined): TSubmissionVersion => ({
    number: row.version.number,
    createdAt: row.version.createdAt.toISOString(),
    createdBy: row.version.createdBy,
    createdByName: row.createdByName,
    note: row.version.note,
    files: files.filter((f) => f.versionId === row.version.id).map(toAttachment),
    analysis: analysis
      ? {
          overallScore: analysis.overallScore,
          riskLevel: analysis.riskLevel as TRiskLevel,
          recommendation: analysis.recommendation,
          analysisVersion: analysis.analysisVersion,
          createdAt: analysis.createdAt.toISOString(),
        }
      : null,
  });

  const pending = !analysisA || !analysisB;
  const diff = pending ? { resolved: [], stillOpen: [], new: [] } : diffFindings(findingsOf(analysisA), findingsOf(analysisB));
  return {
    submissionId: id,
    currentVersion: first.current,
    a: version(first, analysisA),
    b: version(second, analysisB),
    pending,
    findings: { resolved: diff.resolved, still_open: diff.stillOpen, new: diff.new },
    files: compareFiles(
      files.filter((f) => f.versionId === first.version.id),
      files.filter((f) => f.versionId === second.version.id),
      pending ? null : [textsRead(analysisA), textsRead(analysisB)],
    ),
  };
}

/** Each file beside its counterpart, with the word diff of their texts once both versions' analyses have read them. */
function compareFiles(filesA: AttachmentRow[], filesB: AttachmentRow[], texts: [Map<string, string[]>, Map<string, string[]>] | null): TComparedFile[] {
  // The extraction lists a version's readable files in upload order; a name may repeat within a version.
  const take = (byName: Map<string, string[]>, file: AttachmentRow | null): string | null => {
    if (!file) return '';
    const queue = byName.get(file.originalFilename);
    return queue?.length ? queue.shift()! : null;
  };
  return pairFiles(filesA, filesB).map((pair) => {
    let textDiff = null;
    if (texts) {
      const before = take(texts[0], pair.a);
      const after = take(texts[1], pair.b);
      // Neither side read (refused or unreadable files): nothing to compare.
      if (before !== null && after !== null && (before || after)) textDiff = diffText(before, after);
    }
    return { a: pair.a && toAttachment(pair.a), b: pair.b && toAttachment(pair.b), pairedBy: pair.pairedBy, textDiff };
  });
}
