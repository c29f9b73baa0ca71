import { sql } from 'drizzle-orm';
import type { TSubmission } from '../../../domain/submissions';
import { attachments, escalationTracks, landingPageAnalyses, submissions, users } from '../../db/schema';
import { rowFromJson } from '../../db/sql';
import { currentVersionId } from '../../db/latest-analysis';
import { toSubmission, type SubmissionRow } from './submissions.mapper';

export type JsonRow = Record<string, unknown>;

// The outer submission's id, qualified: drizzle writes a selected field's column bare, which inside these
// subqueries would name the subquery's own id.
export const outerSubmissionId = sql`${submissions}.${sql.identifier(submissions.id.name)}`;

/** A submission as lists show it: its columns, and its tracks, latest landing page check and current version's file count as subqueries. */
export const summaryColumns = {
  submission: submissions,
  tracks: sql<JsonRow[]>`coalesce((select json_agg(t order by t.created_at) from ${escalationTracks} t where t.submission_id = ${outerSubmissionId}), '[]'::json)`,
  landingPage: sql<JsonRow | null>`(select to_json(l) from ${landingPageAnalyses} l where l.submission_id = ${outerSubmissionId} order by l.analyzed_at desc limit 1)`,
  attachmentCount: sql<number>`(select count(*) from ${attachments} a where a.version_id = ${currentVersionId(outerSubmissionId)})`.mapWith(Number),
  assigneeName: sql<string | null>`(select u.username from ${users} u where u.id = ${submissions}.${sql.identifier(submissions.assigneeId.name)})`,
  trackAssignees: sql<Record<string, string> | null>`(select json_object_agg(t.id, u.username) from ${escalationTracks} t join ${users} u on u.id = t.assignee_id where t.submission_id = ${outerSubmissionId})`,
};

export interface SummaryRow {
  submission: SubmissionRow;
  tracks: JsonRow[];
  landingPage: JsonRow | null;
  attachmentCount: number;
  assigneeName: string | null;
  trackAssignees: Record<string, string> | null;
}

export function toSummary(row: SummaryRow): TSubmission {
  return toSubmission(
    row.submission,
    row.tracks.map((t) => rowFromJson(escalationTracks, t)),
    row.landingPage ? rowFromJson(landingPageAnalyses, row.landingPage) : null,
    row.attachmentCount,
    { submission: row.assigneeName, tracks: row.trackAssignees ?? {} },
  );
}
