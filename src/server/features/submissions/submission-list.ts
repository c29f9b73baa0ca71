import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TPageMeta } from '../../../domain/api';
import { can } from '../../../domain/permissions';
import type { TListSort } from '../../../domain/desk';
import type { TSubmission, TSubmissionListQuery } from '../../../domain/submissions';
import type { Db } from '../../db/client';
import { dueSortKey, escalationTracks, submissions, submissionSearchText } from '../../db/schema';
import type { Ctx, SessionUser } from '../../platform/context';
import { AppError, forbidden } from '../../platform/errors';
import { countTallied, highRiskCondition, talliedListCondition } from './submission-tallies';
import { summaryColumns, toSummary, type SummaryRow } from './submission-summary';
import { withoutInternalNotes } from './submissions.mapper';
import { visibilityFilter } from './submissions.service';
import { requireActor } from '../../platform/actor';

// A search counts its matches up to this many: counting every match of a common word costs more than the page.
export const SEARCH_COUNT_LIMIT = 1_000;

interface ListFilters {
  where: SQL | undefined;
  /** Which filters and order apply: statements of the same shape differ only in their values. */
  shape: string;
  values: Record<string, unknown>;
  searching: boolean;
  sort: TListSort;
}

/**
 * Submissions held by a user: the submission itself, or one of its escalation tracks still open. The ids come
 * from two small index reads, evaluated once, and are fetched by primary key: a queue is sorted on its own rows,
 * never by walking the whole table in due order (a short queue) or scanning it (a long one).
 */
function heldBy(user: SQL): SQL {
  return sql`${submissions.id} = any(array(
    select s.id from ${submissions} s where s.assignee_id = ${user}
    union select t.submission_id from ${escalationTracks} t where t.assignee_id = ${user} and t.status not in ('approved', 'rejected')))`;
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
  if (query.assignee) {
    // Who holds what is the desk's own business.
    if (!can(actor, 'submission.view_all')) throw forbidden('Only the review desk can filter by assignee');
    if (query.assignee === 'none') filters.push(isNull(submissions.assigneeId));
    else filters.push(heldBy(sql`${bind('assigneeId', query.assignee === 'me' ? actor.id : query.assignee)}::uuid`));
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`${submissionSearchText(submissions)} ilike ${bind('pattern', pattern)}`);
  }
  const where = and(...filters.filter((f): f is SQL => f !== undefined));
  const sort = query.sort ?? 'newest';
  const shape = [
    ...Object.keys(values),
    ...(query.risk === 'high' ? ['highRisk'] : []),
    ...(query.assignee === 'none' ? ['unassigned'] : []),
    ...(sort === 'due' ? ['due'] : []),
  ].join('_');
  return { where, shape, values, searching: Boolean(query.q), sort };
}

// Cursors carry the sort key to the microsecond, as ISO text in UTC (which sorts as the times do, and below
// 'infinity', the due order's key of decided work), so a page that ends between two submissions with the same
// key neither repeats nor skips one.
const utcText = (value: SQL) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const exactCreatedAt = utcText(sql`${submissions.createdAt}`);
const dueKey = dueSortKey(submissions);
const exactDueKey = sql<string>`(case when ${dueKey} = 'infinity' then 'infinity' else ${utcText(dueKey)} end)`;
const SORT_KEY_TEXT: Record<TListSort, SQL<string>> = { newest: exactCreatedAt, due: exactDueKey };

const columnsFor = (sort: TListSort) => ({ ...summaryColumns, cursorAt: SORT_KEY_TEXT[sort] });
type ListRow = SummaryRow & { cursorAt: string };

interface Cursor {
  at: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

function decodeCursor(cursor: string, sort: TListSort): Cursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const infinity = sort === 'due' && at === 'infinity';
  const time = infinity || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at ?? '') && !Number.isNaN(Date.parse(at!)));
  if (!time || !/^[0-9a-f-]{36}$/.test(id ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
  }
  return { at: at!, id: id! };
}

/** Newest first on (created_at, id) descending, or due order on (due key, id) ascending. */
function orderFor(sort: TListSort): SQL[] {
  return sort === 'due' ? [sql`${dueKey}`, asc(submissions.id)] : [desc(submissions.createdAt), desc(submissions.id)];
}

function buildListPage(db: Db, where: SQL | undefined, withCursor: boolean, sort: TListSort) {
  const cursorAt = sql`${sql.placeholder('cursorAt')}::timestamptz`;
  const cursorId = sql`${sql.placeholder('cursorId')}::uuid`;
  const after =
    sort === 'due' ? sql`(${dueKey}, ${submissions.id}) > (${cursorAt}, ${cursorId})` : sql`(${submissions.createdAt}, ${submissions.id}) < (${cursorAt}, ${cursorId})`;
  return db
    .select(columnsFor(sort))
    .from(submissions)
    .where(withCursor ? and(where, after) : where)
    .orderBy(...orderFor(sort))
    .limit(sql.placeholder('limit'));
}

// Each shape of the list's statement, built and prepared once per database.
const preparedPages = new WeakMap<Db, Map<string, ReturnType<ReturnType<typeof buildListPage>['prepare']>>>();

function preparedPage(db: Db, filters: ListFilters, withCursor: boolean) {
  const name = `submission_list_${filters.shape}${withCursor ? '_after' : ''}`;
  let statements = preparedPages.get(db);
  if (!statements) preparedPages.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = buildListPage(db, filters.where, withCursor, filters.sort).prepare(name)));
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
  // The running counts know nothing of assignees: a queue is counted over its rows.
  if (can(actor, 'submission.view_all') && !query.assignee) return countTallied(db, talliedListCondition(query));
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
    .select({ id: submissions.id, at: SORT_KEY_TEXT[filters.sort] })
    .from(submissions)
    .where(filters.where)
    .limit(SEARCH_COUNT_LIMIT)
    .execute(filters.values);
  if (matches.length >= SEARCH_COUNT_LIMIT) {
    const rows = await buildListPage(db, filters.where, cursor !== null, filters.sort).execute(pageValues(filters, cursor, limit));
    return { rows, total: matches.length, totalIsLowerBound: true };
  }
  // The key texts compare as the keys do; newest first runs down, due order up.
  const ahead = (a: Cursor, b: Cursor) => a.at < b.at || (a.at === b.at && a.id < b.id);
  const precedes = filters.sort === 'due' ? ahead : (a: Cursor, b: Cursor) => ahead(b, a);
  const ids = matches
    .filter((m) => !cursor || precedes(cursor, m))
    .sort((a, b) => (precedes(a, b) ? -1 : 1))
    .slice(0, limit + 1)
    .map((m) => m.id);
  const rows = ids.length
    ? await db.select(columnsFor(filters.sort)).from(submissions).where(inArray(submissions.id, ids)).orderBy(...orderFor(filters.sort))
    : [];
  return { rows, total: matches.length };
}

/** Newest first (or in due order), filtered in SQL, keyset-paginated on the sort key and id. */
export async function listSubmissions(ctx: Ctx, query: TSubmissionListQuery): Promise<{ items: TSubmission[]; meta: TPageMeta }> {
  const actor = requireActor(ctx);
  const { db } = ctx.platform;
  const filters = listFilters(actor, query);
  const cursor = query.cursor ? decodeCursor(query.cursor, filters.sort) : null;
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
