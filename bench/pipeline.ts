import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { docxBytes } from '../test/fixtures/sample-files';
import { pdfFromPages } from '../test/fixtures/corpus/document-writers';
import { submissions, users } from '../src/server/db/schema';
import { runSubmissionAnalysis } from '../src/server/features/analysis/analysis.service';
import { createSubmission } from '../src/server/features/submissions/submissions.service';
import type { Ctx, Platform } from '../src/server/platform/context';
import type { TRole } from '../src/domain/roles';

export interface PipelineResult {
  kind: string;
  workers: number;
  analyses: number;
  seconds: number;
  perMinute: number;
  medianSeconds: number;
  failures: number;
}

const AD_COPY = [
  '# Grand Opening Weekend',
  'Riverside Motors celebrates its new showroom with test drives, food trucks and live music all weekend.',
  'Financing available for qualified buyers. See dealer for details. Offer ends June 30.',
  '~ Prices exclude tax, title and license. Not all buyers will qualify. Dealer license 12345.',
];

async function creatives(): Promise<{ kind: string; name: string; bytes: Buffer }[]> {
  const image = path.resolve('test/fixtures/corpus/files/clean-13-taproom.png');
  return [
    { kind: '3-page PDF', name: 'flyer.pdf', bytes: pdfFromPages([AD_COPY, AD_COPY, AD_COPY]) },
    { kind: 'DOCX', name: 'copy.docx', bytes: await docxBytes(AD_COPY.map((l) => l.replace(/^[#~] /, ''))) },
    { kind: 'image (OCR)', name: 'ad.png', bytes: fs.readFileSync(image) },
  ];
}

/**
 * Analyses per minute with `workers` concurrent loops calling the job handler, as that many job workers
 * would. Each loop re-analyses its own submission (an analysis leaves it pending, ready for the next);
 * one untimed run per loop first starts the OCR worker and warms the code paths.
 */
export async function measurePipeline(platform: Platform, adminUsername: string, secondsPerKind: number, workers = 2): Promise<PipelineResult[]> {
  const [admin] = await platform.db.select().from(users).where(eq(users.username, adminUsername));
  const ctx: Ctx = {
    platform,
    actor: { id: admin.id, username: admin.username, email: admin.email, verifiedEmail: null, roles: admin.roles as TRole[], isOwner: false, sessionId: randomUUID() },
    ip: null,
    userAgent: 'bench',
  };
  const results: PipelineResult[] = [];
  for (const creative of await creatives()) {
    const ids: string[] = [];
    for (let w = 0; w < workers; w++) {
      const created = await createSubmission(
        ctx,
        { title: `Pipeline ${creative.kind} ${w}`, description: null, submitterEmail: 'bench@example.com', submitterName: null, submissionType: 'advertisement', campaignTypes: ['Print'], landingPageUrl: null, runDate: null, priority: 'normal' },
        [{ originalFilename: creative.name, data: creative.bytes }],
      );
      ids.push(created.id);
    }
    const attempt = { number: 1, isLast: true };
    await Promise.all(ids.map((id) => runSubmissionAnalysis(platform, id, attempt)));

    const durations: number[] = [];
    let failures = 0;
    const started = Date.now();
    const deadline = started + secondsPerKind * 1000;
    await Promise.all(
      ids.map(async (id) => {
        while (Date.now() < deadline) {
          const t0 = Date.now();
          await runSubmissionAnalysis(platform, id, attempt);
          durations.push(Date.now() - t0);
          const [row] = await platform.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
          if (row.status !== 'pending') failures++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    durations.sort((a, b) => a - b);
    results.push({
      kind: creative.kind,
      workers,
      analyses: durations.length,
      seconds: Math.round(seconds * 10) / 10,
      perMinute: Math.round((durations.length / seconds) * 60 * 10) / 10,
      medianSeconds: Math.round(durations[Math.floor(durations.length / 2)] / 10) / 100,
      failures,
    });
  }
  return results;
}
