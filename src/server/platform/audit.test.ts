import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/helpers/http-client';
import { databaseLabel, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { auditEntries } from '../db/schema';
import { diffFields, recordAudit, verifyAuditChain } from './audit';
import { systemCtx } from './context';

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = new HttpClient(t.baseUrl);
  await admin.post('/api/register', { username: 'owner', password: 'owner-pass-phrase' });
});
afterAll(async () => t?.close());

describe(`audit trail (${databaseLabel})`, () => {
  it('writes the entry in the same transaction as the change: a rollback leaves no entry', async () => {
    const before = await t.platform.db.select().from(auditEntries);
    await expect(
      t.platform.db.transaction(async (tx) => {
        await recordAudit(tx, systemCtx(t.platform), { action: 'doomed', summary: 'never committed', entity: { type: 'test' } });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.platform.db.select().from(auditEntries)).toHaveLength(before.length);
  });

  it('lists entries newest first with cursor pagination and a total', async () => {
    for (let i = 0; i < 5; i++) {
      await t.platform.db.transaction((tx) =>
        recordAudit(tx, systemCtx(t.platform), {
          action: 'policy_updated',
          summary: `Change ${i}`,
          entity: { type: 'policy', id: `p${i}`, url: '/policies' },
          diffs: diffFields({ title: 'Old', keywords: ['a'] }, { title: `New ${i}`, keywords: ['a'] }, ['title', 'keywords']),
        }),
      );
    }
    const first = await admin.get('/api/audit?limit=3');
    expect(first.status).toBe(200);
    expect(first.json.data.map((e: { summary: string }) => e.summary)).toEqual(['Change 4', 'Change 3', 'Change 2']);
    expect(first.json.data[0]).toMatchObject({
      action: 'policy_updated',
      entityType: 'policy',
      entityUrl: '/policies',
      actorLabel: 'system',
      fieldDiffs: [{ field: 'title', from: 'Old', to: 'New 4' }],
    });
    const total = first.json.meta.total;
    expect(total).toBe(6); // the owner's registration and the five changes

    const second = await admin.get(`/api/audit?limit=3&cursor=${first.json.meta.nextCursor}`);
    expect(second.json.data.map((e: { summary: string }) => e.summary)).toEqual(['Change 1', 'Change 0', expect.any(String)]);
    const filtered = await admin.get('/api/audit?action=policy_updated&limit=100');
    expect(filtered.json.meta.total).toBe(5);
    expect((await admin.get('/api/audit?limit=1000')).status).toBe(400);
    const junkCursor = await admin.get('/api/audit?cursor=1;drop%20table%20users');
    expect(junkCursor.status).toBe(400);
    expect(junkCursor.json.error).toBe('Invalid cursor');
  });

  it('answers totals from running tallies that match a count of the trail, filtered or not', async () => {
    // Its own database: the bulk insert below writes entries outside the hash chain the other tests verify.
    const own = await startTestApp();
    try {
      const owner = new HttpClient(own.baseUrl);
      await owner.post('/api/register', { username: 'owner', password: 'owner-pass-phrase' });
      // A rolled-back entry leaves the tallies as they were; a bulk insert adds once per group.
      await own.platform.db
        .transaction(async (tx) => {
          await recordAudit(tx, systemCtx(own.platform), { action: 'doomed', summary: 'never committed', entity: { type: 'test' } });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await own.platform.db.execute(sql`
        insert into audit_entries (action, summary, entity_type, actor_label, prev_hash, hash)
        select case when g % 3 = 0 then 'bulk_a' else 'bulk_b' end, 'bulk', case when g % 2 = 0 then 'submission' else 'user' end, 'system', 'x', 'x'
        from generate_series(1, 30) g`);
      const direct = async (where: string) =>
        Number((await own.platform.database.executeSql(`select count(*)::int as n from audit_entries ${where}`)).rows[0].n);
      const cases: [string, string][] = [
        ['', ''],
        ['action=bulk_a', `where action = 'bulk_a'`],
        ['entityType=user', `where entity_type = 'user'`],
        ['action=bulk_b&entityType=submission', `where action = 'bulk_b' and entity_type = 'submission'`],
      ];
      for (const [query, where] of cases) {
        const res = await owner.get(`/api/audit?limit=1&${query}`);
        expect(res.json.meta.total, query).toBe(await direct(where));
      }
      expect((await owner.get('/api/audit?limit=1')).json.meta.total).toBe(31);
      expect((await owner.get('/api/audit?limit=1&action=doomed')).json.meta.total).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('records who acted and from where', async () => {
    const res = await admin.get('/api/audit?action=user_created');
    expect(res.json.data[0]).toMatchObject({ actorLabel: 'owner', ipAddress: '127.0.0.1', entityType: 'user' });
  });

  it('chains every entry to the one before, and the chain verifies', async () => {
    const report = await verifyAuditChain(t.platform.db, 2);
    expect(report).toMatchObject({ ok: true, firstBrokenSequence: null });
    expect(report.checked).toBe((await t.platform.db.select().from(auditEntries)).length);
  });

  it('refuses to change or delete an entry, even through SQL', async () => {
    await expect(t.platform.db.execute(sql`update audit_entries set summary = 'rewritten'`)).rejects.toThrow();
    await expect(t.platform.db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    expect((await verifyAuditChain(t.platform.db)).ok).toBe(true);
  });

  it('detects an entry altered behind the trigger', async () => {
    await t.platform.db.execute(sql`alter table audit_entries disable trigger audit_entries_no_update_or_delete`);
    await t.platform.db.execute(sql`update audit_entries set summary = 'forged' where action = 'policy_updated' and summary = 'Change 2'`);
    await t.platform.db.execute(sql`alter table audit_entries enable trigger audit_entries_no_update_or_delete`);
    const report = await verifyAuditChain(t.platform.db);
    expect(report.ok).toBe(false);
    expect(report.reason).toBe('entry content does not match its hash');
  });
});
