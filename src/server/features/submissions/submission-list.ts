import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TPageMeta } from '../../../domain/api';
import { can } from '../../../domain/permissions';
import type { TSubmission, TSubmissionListQuery } from '../../../domain/submissions';
import type { Db } from '../../db/client';
import { submissions, submissionSearchText } from '../../db/schema';
import type { Ctx, SessionUser } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { countTallied, highRiskCondition, talliedListCondition } from './submission-tallies';
import { summaryColumns, toSummary, type SummaryRow } from './submission-summary';
import { withoutInternalNotes } from './submissions.mapper';
import { visibilityFilter } from './submissions.service';
import { requireActor } from '../../platform/actor';

// A search counts its matches up to this many: counting every match of a common word costs more than the page.
export const SEARCH_COUNT_LIMIT = 1_000;

interface ListFilters {
  where: SQL | undefined;
  /** Which filters apply: statements of the same shape differ only in their values. */
  shape: string;
  values: Record<string, unknown>;
  searching: boolean;
}

/** The list's filters, with their values as placeholders so that a statement of each shape is prepared once. */
function listFilters(actor: SessionUser, query: TSubmissionListQuery): ListFilters {
  const values: Record<string, unknown> = {};
  const bind = (name: string, value: string) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const filters: (SQL | undefined)[] = [visibilityFilter(actor, bind)];
  if (query.status && query.status !== 'all') filters.push(eq(submissions.status, bind('status', query.status)));
  if (query.priority && query.priority !== 'all') filters.push(eq(submissions.priority, bind('priority', query.priority)));
  if (query.risk === 'high') {
    filters.push(highRiskCondition(submissions.riskLevel, submissions.priority));
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`${submissionSearchText(submissions)} ilike ${bind('pattern', pattern)}`);
  }
  const where = and(...filters.filter((f): f is SQL => f !== undefined));
  const shape = [...Object.keys(values), ...(query.risk === 'high' ? ['highRisk'] : [])].join('_');
  return { where, shape, values, searching: Boolean(query.q) };
}

// Cursors carry the creation time to the microsecond, as ISO text in UTC (which sorts as the times do), so a
// page that ends between two submissions created in the same millisecond neither repeats nor skips one.
const exactCreatedAt = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const listColumns = { ...summaryColumns, cursorAt: exactCreatedAt };
type ListRow = SummaryRow & { cursorAt: string };

interface Cursor {
  at: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at ?? '') || Number.isNaN(Date.parse(at!)) || !/^[0-9a-f-]{36}$/.test(id ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
  }
  return { at: at!, id: id! };
}

function buildListPage(db: Db, where: SQL | undefined, withCursor: boolean) {
  const after = sql`(${submissions.createdAt}, ${submissions.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
  return db
    .select(listColumns)
    .from(submissions)
    .where(withCursor ? and(where, after) : where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(sql.placeholder('limit'));
}

// Each shape of the list's statement, built and prepared once per database.
const preparedPages = new WeakMap<Db, Map<string, ReturnType<ReturnType<typeof buildListPage>['prepare']>>>();

function preparedPage(db: Db, filters: ListFilters, withCursor: boolean) {
  const name = `submission_list_${filters.shape}${withCursor ? '_after' : ''}`;
  let statements = preparedPages.get(db);
  if (!statements) preparedPages.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = buildListPage(db, filters.where, withCursor).prepare(name)));
  return statement;
}

interface Page {
  rows: ListRow[];
  total: number;
  totalIsLowerBound?: boolean;
}

const pageValues = (filters: ListFilters, cursor: Cursor | null, limit: number) => ({
  ...filters.values,
  limit: limit + 1,
  ...(cursor ? { cursorAt: cursor.at, cursorId: cursor.id } : {}),
});

/**
 * How many submissions match without a search: from the running counts for someone who sees them all, or
 * counted over a standard user's own.
 */
async function countFiltered(db: Db, actor: SessionUser, query: TSubmissionListQuery, filters: ListFilters): Promise<number> {
  if (can(actor, 'submission.view_all')) return countTallied(db, talliedListCondition(query));
  const [{ total }] = await db.select({ total: count() }).from(submissions).where(filters.where).execute(filters.values);
  return total;
}

/**
 * A search finds its matches through the trigram index first, up to the count limit. Few matches are
 * ordered here and fetched by id: left to itself, the planner can walk the creation-time index through the
 * whole table looking for a rare term. A common term's newest matches are near the top of that index.
 */
async function searchPage(db: Db, filters: ListFilters, cursor: Cursor | null, limit: number): Promise<Page> {
  const matches = await db
    .select({ id: submissions.id, at: exactCreatedAt })
    .from(submissions)
    .where(filters.where)
    .limit(SEARCH_COUNT_LIMIT)
    .execute(filters.values);
  if (matches.length >= SEARCH_COUNT_LIMIT) {
    const rows = await buildListPage(db, filters.where, cursor !== null).execute(pageValues(filters, cursor, limit));
    return { rows, total: matches.length, totalIsLowerBound: true };
  }
  const before = (a: Cursor, b: Cursor) => a.at < b.at || (a.at === b.at && a.id < b.id);
  const ids = matches
    .filter((m) => !cursor || before(m, cursor))
    .sort((a, b) => (before(a, b) ? 1 : -1))
    .slice(0, limit + 1)
    .map((m) => m.id);
  const rows = ids.length
    ? await db.select(listColumns).from(submissions).where(inArray(submissions.id, ids)).orderBy(desc(submissions.createdAt), desc(submissions.id))
    : [];
  return { rows, total: matches.length };
}

/** Newest first, filtered in SQL, keyset-paginated on (created_at, id). */
export async function listSubmissions(ctx: Ctx, query: TSubmissionListQuery): Promise<{ items: TSubmission[]; meta: TPageMeta }> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  const filters = listFilters(actor, query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  let page: Page;
  if (filters.searching) {
    page = await searchPage(db, filters, cursor, query.limit);
  } else {
    const [rows, total] = await Promise.all([
      preparedPage(db, filters, cursor !== null).execute(pageValues(filters, cursor, query.limit)),
      countFiltered(db, actor, query, filters),
    ]);
    page = { rows, total };
  }
  const items = page.rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => (can(actor, 'submission.view_all') ? toSummary(row) : withoutInternalNotes(toSummary(row)))),
    meta: {
      total: page.total,
      ...(page.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
      nextCursor: page.rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.submission.id }) : null,
    },
  };
}
