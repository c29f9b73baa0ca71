import type { Platform } from '../src/server/platform/context';
import { systemCtx } from '../src/server/platform/context';
import { createUser } from '../src/server/features/users/users.service';
import { fillStageDurations } from '../src/server/features/submissions/index';

export const BENCH_USER = { username: 'bench_admin', password: 'bench-password-1' };

export interface SeedResult {
  rows: Record<string, number>;
  seconds: number;
}

// Rows per INSERT ... SELECT: big enough to be bulk, small enough to keep PGlite's memory in check.
const CHUNK = 20_000;

const TITLE_WORDS_A = ['Spring', 'Summer', 'Grand', 'Weekend', 'Holiday', 'Clearance', 'Family', 'Community'];
const TITLE_WORDS_B = ['sale', 'opening', 'festival', 'special', 'event', 'offer', 'fair', 'concert'];
const ADVERTISERS = [
  'Main Street Bakery',
  'Riverside Motors',
  'Lakeview Dental',
  'Northside Hardware',
  'Cedar Taproom',
  'Prairie Credit Union',
  'Harbor Realty',
  'Pinewood Clinic',
  'Summit Outfitters',
  'Maple Grove Farms',
  'Bluewater Marina',
  'Oak Park Theater',
];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * A realistic spread of `rows` submissions over two years, with their attachments, analyses, violations,
 * escalation tracks, stage events and audit entries, written with INSERT ... SELECT over generate_series (no row-by-row
 * round trips), then vacuumed and analysed.
 */
export async function seed(platform: Platform, rows: number, log: (line: string) => void): Promise<SeedResult> {
  const started = Date.now();
  const run = (text: string) => platform.database.executeSql(text);

  const admin = await createUser(systemCtx(platform), { ...BENCH_USER, email: 'bench_admin@example.com', roles: ['admin', 'superadmin'] });
  const hash = String((await run(`select password_hash from users where id = '${admin.id}'`)).rows[0].password_hash);
  await run(`
    insert into users (username, email, password_hash, roles, status)
    select 'bench_user_' || g, 'bench_user_' || g || '@example.com', '${hash}', array['standard'], 'active'
    from generate_series(1, 20) g`);
  const userIds = (await run(`select id from users order by username`)).rows.map((r) => String(r.id));

  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    // One submission every 10 minutes back from now: two years at 100k rows, ~4,300 in the last 30 days.
    await run(`
      insert into submissions (title, description, status, risk_level, priority, submission_type, source, submitter_name,
        submitter_email, campaign_types, analysis_score, has_valid_attachments, created_by, reviewed_by, reviewed_at, due_at, assignee_id, created_at, updated_at)
      select
        (${sqlArray(TITLE_WORDS_A)})[1 + g % 8] || ' ' || (${sqlArray(TITLE_WORDS_B)})[1 + (g / 8) % 8] || ' at ' || (${sqlArray(ADVERTISERS)})[1 + (g / 64) % 12] || ' #' || g,
        'Advertising creative for the ' || (${sqlArray(TITLE_WORDS_B)})[1 + (g / 8) % 8] || ', running in print and online.',
        s.status,
        case when s.status in ('analyzing', 'invalid_attachments') then null else (array['low', 'low', 'moderate', 'high', 'critical'])[1 + (g * 7) % 5] end,
        (array['low', 'normal', 'normal', 'normal', 'high', 'urgent'])[1 + g % 6],
        (array['upload', 'advertisement', 'political', 'promotional', 'email'])[1 + g % 5],
        case when g % 5 = 4 then 'email' else 'web' end,
        'Advertiser ' || (g % 2000),
        'advertiser' || (g % 2000) || '@example.com',
        case when g % 3 = 0 then array['Print', 'Digital'] else array['Print'] end,
        case when s.status in ('analyzing', 'invalid_attachments') then null else 40 + (g * 13) % 61 end,
        s.status <> 'invalid_attachments',
        (${sqlArray(userIds)})[1 + g % ${userIds.length}]::uuid,
        case when s.status in ('approved', 'rejected', 'needs_revision') then '${admin.id}'::uuid end,
        case when s.status in ('approved', 'rejected', 'needs_revision') then now() - g * interval '10 minutes' + (1 + g % 72) * interval '1 hour' end,
        -- Due one to five days after arrival; one in fifty held by the bench admin (a queue of about 2,000).
        now() - g * interval '10 minutes' + (1 + g % 5) * interval '1 day',
        case when g % 50 = 0 then '${admin.id}'::uuid end,
        now() - g * interval '10 minutes',
        now() - g * interval '10 minutes'
      from generate_series(${from}, ${to}) g
      cross join lateral (select case
        when g % 100 < 45 then 'pending'
        when g % 100 < 70 then 'approved'
        when g % 100 < 80 then 'rejected'
        when g % 100 < 90 then 'needs_revision'
        when g % 100 < 94 then 'invalid_attachments'
        when g % 100 < 97 then 'analysis_failed'
        else 'analyzing' end as status) s`);
    log(`  submissions ${to.toLocaleString('en-US')} / ${rows.toLocaleString('en-US')}`);
  }

  // Every submission has version 1; every other one a revision (version 2, a day later): 1.5 versions on average.
  await run(`
    insert into submission_versions (submission_id, number, note, created_by, created_at)
    select s.id, n, case when n = 2 then 'Revised copy' end, s.created_by, least(now(), s.created_at + (n - 1) * interval '1 day')
    from submissions s cross join lateral generate_series(1, 1 + (abs(hashtext(s.id::text)) / 7) % 2) n`);
  log('  versions');

  await run(`
    insert into attachments (submission_id, version_id, filename, original_filename, mime_type, size, sha256, storage_key, is_valid, uploaded_by, created_at)
    select s.id, v.id, v.id || '.pdf', 'creative.pdf', 'application/pdf', 120000 + (abs(hashtext(s.id::text)) % 800000),
      md5(v.id::text) || md5(s.title), 'submissions/' || s.id || '/' || v.id || '.pdf', s.has_valid_attachments, s.created_by, v.created_at
    from submissions s join submission_versions v on v.submission_id = s.id`);
  log('  attachments');

  await run(`
    insert into compliance_analyses (submission_id, version_id, overall_score, risk_level, recommendation, analysis_version, analysis_model,
      auto_approval_eligible, raw_analysis_data, extraction, created_at, updated_at)
    select s.id, v.id, s.analysis_score, s.risk_level,
      case when s.risk_level = 'critical' then 'reject' when s.analysis_score < 70 then 'needs_revision' else 'approve' end,
      'bench', 'rules', s.analysis_score >= 90,
      jsonb_build_object('overallScore', s.analysis_score, 'text', repeat('Grand opening sale this weekend at our store. ', 20),
        'metadata', jsonb_build_object('title', s.title, 'submissionType', s.submission_type)),
      jsonb_build_array(jsonb_build_object('fileName', 'creative.pdf', 'method', 'pdf_text', 'pageCount', 1, 'ocrPages', 0, 'error', null,
        'text', repeat('Grand opening sale this weekend at our store. ', 10))),
      v.created_at + interval '1 minute', v.created_at + interval '1 minute'
    from submissions s join submission_versions v on v.submission_id = s.id where s.analysis_score is not null`);
  log('  analyses');

  // 0 to 3 findings per analysis, 1.5 on average.
  await run(`
    insert into policy_violations (analysis_id, submission_id, policy_id, policy_category, severity, violation_type, description,
      policy_section, affected_content, kind, created_at)
    select a.id, a.submission_id, 'mock_truthful_advertising',
      (array['federal_law', 'state_law', 'publisher_policy'])[1 + v % 3],
      (array['minor', 'moderate', 'major', 'critical'])[1 + (v + abs(hashtext(a.id::text))) % 4],
      'Unsubstantiated claim', 'The ad makes a claim it does not support.', 'FTC Act s.5', 'best prices in town',
      case when v = 3 then 'review_item' else 'violation' end, a.created_at
    from compliance_analyses a cross join lateral generate_series(1, abs(hashtext(a.id::text)) % 4) v`);
  log('  violations');

  await run(`
    insert into escalation_tracks (submission_id, track_type, status, escalation_reason, escalated_by, created_at, updated_at)
    select s.id, (array['legal', 'creative', 'technical'])[1 + abs(hashtext(s.id::text)) % 3],
      (array['pending', 'in_review', 'approved', 'rejected'])[1 + abs(hashtext(s.title)) % 4],
      'Escalated for a specialist review.', '${admin.id}'::uuid, s.created_at + interval '2 hours', s.created_at + interval '2 hours'
    from submissions s where abs(hashtext(s.id::text)) % 10 = 0`);
  log('  escalation tracks');

  // Stage events as the services write them: submitted, analysed a minute later, the desk's first action and the
  // decision at the reviewed time, each track's opening and decision. Submitted, first action and decided are
  // once per submission.
  await run(`
    insert into submission_stage_events (submission_id, stage, version, actor_id, outcome, occurred_at)
    select s.id, e.stage, 1, e.actor, e.outcome, e.at
    from submissions s
    cross join lateral (values
      ('submitted', s.created_by, null, s.created_at),
      ('analysed', null::uuid, null, case when s.analysis_score is not null then s.created_at + interval '1 minute' end),
      ('first_action', s.reviewed_by, null, s.created_at + (s.reviewed_at - s.created_at) / 2),
      ('decided', s.reviewed_by, case when s.status in ('approved', 'rejected') then s.status end, case when s.status in ('approved', 'rejected') then s.reviewed_at end),
      ('revisions_requested', s.reviewed_by, case when s.status = 'needs_revision' then 'needs_revision' end, case when s.status = 'needs_revision' then s.reviewed_at end)
    ) as e(stage, actor, outcome, at)
    where e.at is not null`);
  await run(`
    insert into submission_stage_events (submission_id, stage, version, track_id, track_type, actor_id, outcome, occurred_at)
    select t.submission_id, e.stage, 1, t.id, t.track_type, '${admin.id}'::uuid, e.outcome, e.at
    from escalation_tracks t
    cross join lateral (values
      ('escalated', null, t.created_at),
      ('track_decided', case when t.status in ('approved', 'rejected') then t.status end,
        case when t.status in ('approved', 'rejected') then t.created_at + (1 + abs(hashtext(t.id::text)) % 48) * interval '1 hour' end)
    ) as e(stage, outcome, at)
    where e.at is not null`);
  await run(`
    insert into submission_stage_events (submission_id, stage, version, actor_id, occurred_at)
    select v.submission_id, 'revision_received', v.number, v.created_by, v.created_at from submission_versions v where v.number > 1`);
  // The durations each event ends, as recording it one at a time would have worked them out.
  await fillStageDurations(platform.db);
  log('  stage events');

  // The audit trail's shape, not its chain: hashes here are placeholders (the chain check is not benchmarked).
  await run(`
    insert into audit_entries (action, summary, entity_type, entity_id, entity_url, actor_id, actor_label, field_diffs, created_at, prev_hash, hash)
    select e.action, 'Submission "' || s.title || '" ' || e.verb, 'submission', s.id::text, '/review/' || s.id,
      s.created_by, 'bench_user', '[{"field": "status", "from": null, "to": "pending"}]'::jsonb, s.created_at + e.offset_,
      md5(s.id::text || e.action) || md5(e.action || s.id::text), md5(e.action || s.title) || md5(s.title || e.action)
    from submissions s
    cross join lateral (values ('submission_created', 'created with 1 file', interval '0'),
                               ('analysis_completed', 'analysed', interval '1 minute')) as e(action, verb, offset_)
    order by s.created_at, e.offset_`);
  log('  audit entries');

  // What autovacuum would have done by the time a real database reached this size: planner statistics, and
  // the visibility map that lets counts and the median read indexes alone.
  await run('vacuum analyze');
  const tables = ['users', 'submissions', 'submission_versions', 'attachments', 'compliance_analyses', 'policy_violations', 'escalation_tracks', 'submission_stage_events', 'audit_entries'];
  const counts = (await run(tables.map((t) => `select '${t}' as name, count(*)::int as n from ${t}`).join(' union all '))).rows;
  return {
    rows: Object.fromEntries(counts.map((r) => [String(r.name), Number(r.n)])),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
