import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Submissions and escalation tracks change status only through the workflow's moves, applied in one module.
const SERVER = path.join(__dirname);
const TRANSITIONS = 'features/submissions/transitions.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text between the parenthesis at `open` and its match. */
function argumentAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * Lines that write the status of submissions or escalation_tracks: a Drizzle update of either table whose
 * set() names status (or spreads an object, which could hide it), or an SQL update of either table setting it.
 */
function statusWrites(source: string): number[] {
  const lines: number[] = [];
  for (const match of source.matchAll(/\.update\(\s*(submissions|escalationTracks)\s*\)\s*\.set\(/g)) {
    const values = argumentAt(source, match.index + match[0].length - 1);
    if (/(^|[{,\s])status\s*[:,}]|\.\.\./.test(values)) lines.push(lineOf(source, match.index));
  }
  const table = /(?:"?(?:submissions|escalation_tracks)"?|\$\{(?:submissions|escalationTracks)\})/.source;
  for (const match of source.matchAll(new RegExp(`\\bupdate\\s+${table}\\s[^;\`]*?\\bset\\b[^;\`]*?\\bstatus\\s*=`, 'gi'))) {
    lines.push(lineOf(source, match.index));
  }
  return lines;
}

describe('status writes', () => {
  it('finds status written on submissions and tracks, and nothing on other tables', () => {
    const flagged = [
      `await tx.update(submissions).set({ status: 'pending' })`,
      `await tx\n  .update(escalationTracks)\n  .set({\n    updatedAt: new Date(),\n    status,\n  })`,
      `await tx.update(submissions).set({ ...changes })`,
      'await tx.execute(sql`update submissions set title = $1, status = $2 where id = $3`)',
      'await tx.execute(sql`UPDATE escalation_tracks SET status = \'pending\'`)',
      'await tx.execute(sql`update ${submissions} set status = ${next}`)',
    ];
    for (const sample of flagged) expect(statusWrites(sample), sample).toHaveLength(1);
    const allowed = [
      `await tx.update(users).set({ status: 'active' })`,
      `await db.update(emailOutbox).set({ status: 'sent' })`,
      `await tx.update(emailProcessingRecords).set({ status: 'processed' })`,
      `await tx.update(submissions).set({ escalated: true, legalReviewStatus: x, updatedAt: new Date() })`,
      `await tx.update(submissions).set({ riskLevel: score.riskLevel }).where(eq(submissions.status, 'pending'))`,
      `await tx.insert(submissions).values({ status: 'pending' })`,
      'await tx.execute(sql`update users set status = \'active\'`)',
    ];
    for (const sample of allowed) expect(statusWrites(sample), sample).toEqual([]);
  });

  it('happen only in the module that applies the workflow', () => {
    const writers = sourceFiles(SERVER)
      .map((file) => ({ file: path.relative(SERVER, file).split(path.sep).join('/'), lines: statusWrites(readFileSync(file, 'utf8')) }))
      .filter((w) => w.lines.length > 0);
    expect(writers.map((w) => w.file)).toEqual([TRANSITIONS]);
  });
});
